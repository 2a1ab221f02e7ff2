// The mail outbox against a real SMTP server (Debian's python3-aiosmtpd): order mails arrive
// with the order's details; an SMTP outage loses and duplicates nothing; a refused
// recipient ends 'failed' with the server's answer while the order stays as it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, request, startServer, waitFor } from "./harness.mjs";
import { header, readMails, startSink } from "./smtp-sink.mjs";

const tomorrow = new Date(Date.now() + 5 * 3600e3 + 86400e3)
  .toISOString()
  .slice(0, 10);
// Mails give the delivery date in words ("Tuesday, 24 November 2026").
const tomorrowInWords = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
}).format(new Date(`${tomorrow}T00:00:00Z`));
function order(n, email = `shopper${n}@example.pk`) {
  return {
    customerId: "guest",
    total: 1,
    deliveryDate: tomorrow,
    deliveryTime: "6pm-9pm",
    items: [
      { productId: "1", quantity: 2 },
      {
        productId: "subscription-family",
        purchaseType: "subscription",
        subscriptionPlan: "family",
      },
    ],
    customerDetails: {
      firstName: `Ali & <b>Sons</b> ${n}`,
      lastName: "Khan",
      email,
      phone: "+92 300 1234567",
      address: "House 7, Street 3, F-7/2",
      city: "Islamabad",
      postalCode: "44000",
      notes: "Ring twice",
    },
  };
}

function parts(mail) {
  const boundary = mail.match(/boundary="([^"]+)"/)[1];
  return mail
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => {
      const [head, body] =
        p.split(/\r?\n\r?\n/, 2).length === 2
          ? [
              p.split(/\r?\n\r?\n/)[0],
              p
                .split(/\r?\n\r?\n/)
                .slice(1)
                .join("\n"),
            ]
          : [p, ""];
      return {
        type: head.match(/Content-Type: ([^;\r\n]+)/)[1],
        text: Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8"),
      };
    });
}
async function admin(url) {
  const res = await request("POST", `${url}/api/admin/login`, {
    body: { username: "admin", password: "aquapure-demo" },
  });
  const cookie = res.headers.get("set-cookie").split(";")[0];
  return (method, p) =>
    request(method, `${url}${p}`, {
      headers: { cookie, "X-Requested-With": "test" },
    });
}

/**
 * Runs fn({ server, dir, sinkUp }) with a server that sends its mail to an SMTP sink on a free
 * port, writing what arrives to dir. The sink is up from the start unless `down`; then
 * fn starts it with sinkUp(). Stops both and removes dir afterwards.
 */
async function withSmtp({ env = {}, down = false }, fn) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aqua-smtp-"));
  const port = await freePort();
  let sink = down ? null : await startSink(port, dir);
  const server = await startServer({
    env: {
      AQUA_SMTP_URL: `smtp://127.0.0.1:${port}`,
      ...env,
      AQUA_MAIL_POLL_MS: "100",
    },
  });
  try {
    await fn({
      server,
      dir,
      sinkUp: async () => {
        sink = await startSink(port, dir);
      },
    });
  } finally {
    await server.stop();
    await sink?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

test("order and contact mails arrive over SMTP with the order in them, escaped in HTML", async () => {
  await withSmtp({}, async ({ server, dir }) => {
    const placed = await request("POST", `${server.url}/api/orders`, {
      body: order(1),
      headers: { "Idempotency-Key": "smtp-order-1" },
    });
    assert.equal(placed.status, 201, placed.text);
    const o = placed.json;
    const mails = await waitFor(
      () => (readMails(dir).length >= 2 ? readMails(dir) : null),
      10_000,
      "two mails",
    );
    assert.equal(mails.length, 2);
    const toAdmin = mails.find((m) => header(m, "To") === "orders@aquapure.pk");
    const toCustomer = mails.find(
      (m) => header(m, "To") === "shopper1@example.pk",
    );
    assert.ok(
      toAdmin && toCustomer,
      "one mail to the admin, one to the customer",
    );
    const total = `PKR ${(o.totalPaisa / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    for (const m of [toAdmin, toCustomer]) {
      assert.match(header(m, "From"), /AquaPure <orders@aquapure\.pk>/);
      assert.ok(header(m, "Subject").includes(o.id));
      assert.equal(header(m, "X-AquaPure-Order"), o.id);
      const [plain, html] = parts(m);
      assert.equal(plain.type, "text/plain");
      assert.equal(html.type, "text/html");
      for (const t of [plain.text, html.text]) {
        for (const needle of [
          o.id,
          total,
          tomorrowInWords,
          "6pm-9pm",
          "19 Liter Bottle (Without Stand)",
          "Family",
        ])
          assert.ok(t.includes(needle), `mail lacks ${needle}`);
      }
      assert.ok(
        !html.text.includes("<b>Sons</b>"),
        "user input is escaped in the HTML part",
      );
    }
    assert.ok(
      parts(toAdmin)[1].text.includes(
        "Ali &amp; &lt;b&gt;Sons&lt;/b&gt; 1 Khan",
      ),
    );
    assert.ok(parts(toAdmin)[0].text.includes("Ali & <b>Sons</b> 1 Khan"));

    const contact = await request("POST", `${server.url}/api/contact`, {
      body: {
        name: "Sara",
        email: "sara@example.pk",
        subject: "Feedback",
        message: "Lovely water",
      },
    });
    assert.equal(contact.status, 201);
    const all = await waitFor(
      () => (readMails(dir).length >= 3 ? readMails(dir) : null),
      10_000,
      "the contact mail",
    );
    assert.ok(
      header(all[2], "Subject").includes("Contact form: Feedback"),
    );
    const call = await admin(server.url);
    const list = await call("GET", "/api/admin/mail");
    assert.deepEqual(
      list.json.items.map((m) => m.status),
      ["sent", "sent", "sent"],
    );
  });
});

test("SMTP outage: 50 orders succeed at once, then exactly 100 mails arrive, none twice", async () => {
  await withSmtp({ env: { AQUA_MAIL_RETRY_BASE_MS: "300" }, down: true }, async ({ server, dir, sinkUp }) => {
    const t0 = performance.now();
    const ids = [];
    for (let n = 0; n < 50; n += 5) {
      const batch = await Promise.all(
        [0, 1, 2, 3, 4].map((k) =>
          request("POST", `${server.url}/api/orders`, {
            body: order(n + k),
            headers: { "Idempotency-Key": `outage-${n + k}` },
          }),
        ),
      );
      for (const r of batch) {
        assert.equal(r.status, 201, r.text);
        ids.push(r.json.id);
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    assert.ok(
      seconds < 10,
      `50 orders took ${seconds.toFixed(1)} s with SMTP down`,
    );
    const call = await admin(server.url);
    const pending = await call("GET", "/api/admin/mail");
    assert.ok(
      pending.json.items.some(
        (m) => m.status === "pending" && m.attempts > 0 && m.lastError,
      ),
      "mails wait with their error",
    );

    await sinkUp();
    await waitFor(() => readMails(dir).length >= 100, 30_000, "100 mails");
    await new Promise((r) => setTimeout(r, 3000));
    const mails = readMails(dir);
    assert.equal(mails.length, 100, "exactly two mails per order");
    const seen = new Set();
    for (const m of mails) {
      const key = `${header(m, "X-AquaPure-Order")} ${header(m, "To")}`;
      assert.ok(!seen.has(key), `twice: ${key}`);
      seen.add(key);
    }
    for (const id of ids) {
      assert.ok(seen.has(`${id} orders@aquapure.pk`), `admin mail for ${id}`);
    }
    const after = await call("GET", "/api/admin/mail");
    assert.ok(after.json.items.every((m) => m.status === "sent"));
  });
});

test("a refused recipient ends failed with the server message; the order is untouched", async () => {
  await withSmtp({ env: { AQUA_MAIL_RETRY_BASE_MS: "300" } }, async ({ server }) => {
    const placed = await request("POST", `${server.url}/api/orders`, {
      body: order(9, "nobody@refused.example"),
      headers: { "Idempotency-Key": "refused-1" },
    });
    assert.equal(placed.status, 201, placed.text);
    const call = await admin(server.url);
    const failed = await waitFor(
      async () => {
        const list = await call("GET", "/api/admin/mail");
        return list.json.items.find(
          (m) =>
            m.recipient === "nobody@refused.example" && m.status === "failed",
        );
      },
      10_000,
      "the refused mail to fail",
    );
    assert.match(failed.lastError, /550/);
    const adminMail = (await call("GET", "/api/admin/mail")).json.items.find(
      (m) => m.recipient === "orders@aquapure.pk",
    );
    assert.equal(adminMail.status, "sent");
    const read = await request(
      "GET",
      `${server.url}/api/orders/${placed.json.id}`,
      {
        headers: { "X-Order-Token": placed.json.accessToken },
      },
    );
    assert.equal(read.json.status, "pending");
    assert.equal(read.json.totalPaisa, placed.json.totalPaisa);
    const retry = await call("POST", `/api/admin/mail/${failed.id}/retry`);
    assert.equal(retry.status, 200, retry.text);
    const again = await call("POST", `/api/admin/mail/${adminMail.id}/retry`);
    assert.equal(again.status, 409, "only failed mails can be retried");
  });
});

test("without SMTP the mails are written as .eml files in the data folder", async () => {
  const server = await startServer({ env: { AQUA_MAIL_POLL_MS: "100" } });
  try {
    const placed = await request("POST", `${server.url}/api/orders`, {
      body: order(3),
      headers: { "Idempotency-Key": "eml-order-1" },
    });
    assert.equal(placed.status, 201);
    const folder = path.join(server.dataDir, "mail");
    const files = await waitFor(
      () => {
        try {
          const f = readdirSync(folder).filter((x) => x.endsWith(".eml"));
          return f.length >= 2 ? f : null;
        } catch {
          return null;
        }
      },
      10_000,
      ".eml files",
    );
    assert.equal(files.length, 2);
    assert.ok(files.every((f) => f.includes(placed.json.id)));
  } finally {
    await server.stop();
  }
});
