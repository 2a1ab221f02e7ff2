// Retention: bodies of mails sent longer ago than the retention (30 days by
// default) are emptied by the scheduled prune; mails not sent (an SMTP outage: pending or
// failed) keep theirs; idempotency keys older than 30 days are forgotten. Order mails keep
// no bodies at all (the worker renders them from the order); contact mails do. Uses the
// test clock and the "prune now" hook (AQUA_TEST_HOOKS=1).
import { it } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { request, signIn, startServer } from "./harness.mjs";
import { placeOrder } from "./customers-helpers.mjs";

const DAY = 86_400_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** [order id or subject, status, has a body] for every mail, oldest first, from the database. */
function mailRows(srv) {
  const q =
    "SELECT CASE WHEN order_id <> '' THEN order_id ELSE subject END || '|' || status || '|' || CASE WHEN body_text <> '' AND body_html <> '' " +
    "THEN 'body' ELSE CASE WHEN body_text = '' AND body_html = '' THEN 'none' ELSE 'half' END " +
    "END FROM mail_outbox ORDER BY id";
  const out = srv.databaseUrl
    ? execFileSync("psql", [srv.databaseUrl, "-Atc", q])
    : execFileSync("sqlite3", [path.join(srv.dataDir, "aquapure.db"), q]);
  return String(out)
    .trim()
    .split("\n")
    .map((l) => l.split("|"));
}

it("prunes the bodies of sent mails after the retention, never unsent ones", async () => {
  const srv = await startServer({
    env: { AQUA_TEST_HOOKS: "1", AQUA_MAIL_POLL_MS: "50" },
  });
  try {
    const api = await signIn(srv.url);
    const list = async (keep) =>
      (await api("GET", "/api/admin/mail")).json.items.filter(keep);
    const waitFor = async (keep, test) => {
      for (let i = 0; i < 200; i++) {
        const ms = await list(keep);
        if (ms.length > 0 && ms.every(test)) return ms;
        await sleep(50);
      }
      throw new Error(`mails: ${JSON.stringify(await list(keep))}`);
    };
    const ofOrder = (id) => (m) => m.orderId === id;
    const ofSubject = (subject) => (m) =>
      m.subject === `Contact form: ${subject}`;
    const contact = async (subject) => {
      const r = await request("POST", `${srv.url}/api/contact`, {
        body: {
          name: "Rida Noor",
          email: "rida@example.pk",
          subject,
          message: "Hello there.",
        },
      });
      assert.equal(r.status, 201, r.text);
    };
    const who = {
      firstName: "Rida",
      lastName: "Noor",
      phone: "0300 1234567",
      city: "Islamabad",
    };
    const sent = await placeOrder(srv.url, {
      ...who,
      email: "rida@example.pk",
    });
    await waitFor(ofOrder(sent.id), (m) => m.status === "sent");
    await contact("General Inquiry");
    const sentContact = await waitFor(
      ofSubject("General Inquiry"),
      (m) => m.status === "sent",
    );
    // The mail folder becomes unwritable: an outage. The next mails are not sent.
    renameSync(
      path.join(srv.dataDir, "mail"),
      path.join(srv.dataDir, "mail-away"),
    );
    writeFileSync(path.join(srv.dataDir, "mail"), "not a folder");
    const unsent = await placeOrder(srv.url, {
      ...who,
      email: "rida2@example.pk",
    });
    await waitFor(
      ofOrder(unsent.id),
      (m) => m.status !== "sent" && m.attempts > 0,
    );
    await contact("Billing Question");
    await waitFor(
      ofSubject("Billing Question"),
      (m) => m.status !== "sent" && m.attempts > 0,
    );

    const clock = async (offsetMs) => {
      const r = await request("POST", `${srv.url}/api/test/clock`, {
        body: { offsetMs },
      });
      assert.equal(r.status, 204, r.text);
    };
    const prune = async () => {
      const r = await request("POST", `${srv.url}/api/test/run-retention`, {
        body: {},
      });
      assert.equal(r.status, 200, r.text);
      return r.json;
    };
    const bodyOf = (key) =>
      mailRows(srv)
        .filter((r) => r[0] === key)
        .map((r) => r.slice(1));
    // Order mails never stored a body; the contact mail keeps its until the retention.
    assert.deepEqual(bodyOf(sent.id), [
      ["sent", "none"],
      ["sent", "none"],
    ]);
    assert.ok(
      bodyOf("Contact form: General Inquiry").every((r) => r[1] === "body"),
    );
    await clock(29 * DAY);
    assert.deepEqual(
      await prune(),
      { mailBodies: 0, idempotencyKeys: 0 },
      "within 30 days",
    );
    await clock(31 * DAY);
    assert.deepEqual(await prune(), {
      mailBodies: sentContact.length,
      idempotencyKeys: 2,
    });
    assert.deepEqual(
      await prune(),
      { mailBodies: 0, idempotencyKeys: 0 },
      "nothing twice",
    );
    assert.deepEqual(
      bodyOf("Contact form: General Inquiry"),
      sentContact.map(() => ["sent", "none"]),
    );
    const kept = bodyOf("Contact form: Billing Question");
    assert.ok(kept.length > 0);
    for (const r of kept) {
      assert.notEqual(r[0], "sent");
      assert.equal(r[1], "body", "an unsent mail keeps its body");
    }
    // The list still shows the pruned mails (only their bodies are gone).
    await clock(0);
    assert.deepEqual(
      (await list(ofSubject("General Inquiry"))).map((m) => m.status),
      sentContact.map(() => "sent"),
    );
  } finally {
    await srv.stop();
  }
});
