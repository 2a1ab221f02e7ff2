// What an order's change does in the other rooms, in its own transaction
// (server/src/app/on_order_changed.cpp): cancelled or deleted orders leave the drivers' lists
// and the cash outstanding, paid orders have no cash due, a delivered order cannot be
// cancelled, and deposits follow bottles. `aquapure check` runs on what each suite leaves
// (harness.mjs), so every step here must also keep the rooms agreeing.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import {
  startServer,
  request,
  assertErrorBody,
  signIn,
  runCheck,
} from "./harness.mjs";
import {
  assignStops,
  dispatchBoard,
  makeStaff,
  pinClockAt,
  placeOrder,
  recordOutcome,
} from "./delivery-helpers.mjs";

const DAY = 24 * 3600_000;

describe("an order's change reaches its stops, ledger and cash", () => {
  let srv;
  let su;
  let drv;
  let driverId;
  let today;

  const place = (opts = {}) => placeOrder(srv, { date: today, ...opts });
  const placeSubscription = () =>
    place({
      items: [
        {
          productId: "subscription-basic",
          purchaseType: "subscription",
          subscriptionPlan: "basic",
        },
      ],
    });
  const stopsOf = async (orderId, date = today) => {
    const board = await dispatchBoard(su, date);
    return board.stops.filter((s) => s.orderId === orderId);
  };
  const stopOf = async (orderId) => (await stopsOf(orderId))[0];
  const assign = (st) => assignStops(su, [st.id], driverId);
  const outcome = (id, body, key) => recordOutcome(drv, id, body, key);
  const patch = (id, body) => su("PATCH", `/api/admin/orders/${id}`, { body });
  const dashboard = async () =>
    (await su("GET", "/api/admin/reports/dashboard")).json;
  const ledger = async (key) =>
    (
      await su(
        "GET",
        `/api/admin/bottle-ledger?customer=${encodeURIComponent(key)}`,
      )
    ).json;
  const expectAgreement = async () =>
    assert.equal(await runCheck(srv.env), null, "aquapure check");

  before(
    async () => {
      srv = await startServer({ env: { AQUA_TEST_HOOKS: "1" } });
      // 10:00 in Pakistan, so that today's 3pm-6pm slot can still be ordered.
      ({ today } = await pinClockAt(srv, 10));
      su = await signIn(srv.url);
      const staff = await makeStaff(srv, su, [["joint-driver", "driver"]]);
      drv = staff.clients["joint-driver"];
      driverId = staff.ids["joint-driver"];
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("a cancelled order's stop is cancelled: off the driver's list, no cash outstanding, an outcome gets 409", async () => {
    const before = (await dashboard()).cashDueOnOpenStopsPaisa;
    const o = await place();
    const st = await stopOf(o.id);
    await assign(st);
    assert.equal(
      (await dashboard()).cashDueOnOpenStopsPaisa,
      before + st.cashDuePaisa,
    );
    const r = await patch(o.id, { status: "cancelled" });
    assert.equal(r.status, 200, r.text);
    const [after] = await stopsOf(o.id);
    assert.equal(after.status, "cancelled");
    assert.equal(after.cashDuePaisa, 0);
    assert.equal((await dashboard()).cashDueOnOpenStopsPaisa, before);
    const list = (await drv("GET", "/api/driver/stops")).json.stops;
    assert.ok(!list.some((s) => s.id === st.id), "not on the driver's list");
    const late = await outcome(st.id, {
      outcome: "delivered",
      fullDropped: 2,
      emptiesCollected: 2,
      cashCollectedPaisa: st.cashDuePaisa,
    });
    assert.equal(late.status, 409, late.text);
    await expectAgreement();
  });

  it("a cancelled order reopened gets its stop back, with its cash due", async () => {
    const o = await place();
    const st = await stopOf(o.id);
    assert.equal((await patch(o.id, { status: "cancelled" })).status, 200);
    const r = await patch(o.id, { status: "processing" });
    assert.equal(r.status, 200, r.text);
    const back = await stopOf(o.id);
    assert.equal(back.status, "planned");
    assert.equal(back.cashDuePaisa, st.cashDuePaisa);
    await expectAgreement();
  });

  it("marking a cash order paid leaves no cash due; back to pending asks for it again", async () => {
    const o = await place();
    const st = await stopOf(o.id);
    assert.ok(st.cashDuePaisa > 0);
    assert.equal((await patch(o.id, { paymentStatus: "paid" })).status, 200);
    assert.equal((await stopOf(o.id)).cashDuePaisa, 0);
    assert.equal((await patch(o.id, { paymentStatus: "pending" })).status, 200);
    assert.equal((await stopOf(o.id)).cashDuePaisa, st.cashDuePaisa);
    assert.equal((await patch(o.id, { paymentStatus: "refunded" })).status, 200);
    assert.equal((await stopOf(o.id)).cashDuePaisa, 0);
    await expectAgreement();
  });

  it("a delivered order cannot be cancelled (409); its payment can still be refunded", async () => {
    const o = await place();
    const st = await stopOf(o.id);
    await assign(st);
    const d = await outcome(st.id, {
      outcome: "delivered",
      fullDropped: 2,
      emptiesCollected: 2,
      cashCollectedPaisa: st.cashDuePaisa,
    });
    assert.equal(d.status, 201, d.text);
    const r = await patch(o.id, { status: "cancelled", paymentStatus: "paid" });
    assert.equal(r.status, 409, r.text);
    assert.equal(assertErrorBody(r, "order_delivered").message.length > 0, true);
    const track = await su("GET", `/api/admin/orders?q=${o.id}`);
    const row = track.json.items.find((x) => x.id === o.id);
    assert.equal(row.status, "delivered", "nothing was written");
    assert.equal(
      (await patch(o.id, { paymentStatus: "refunded" })).status,
      200,
    );
    await expectAgreement();
  });

  it("a deleted order's stop is cancelled", async () => {
    const o = await place();
    const st = await stopOf(o.id);
    await assign(st);
    const r = await su("DELETE", `/api/admin/orders/${o.id}`);
    assert.equal(r.status, 204, r.text);
    const [gone] = await stopsOf(o.id);
    assert.equal(gone.status, "cancelled");
    const late = await outcome(st.id, { outcome: "failed", reason: "not-home" });
    assert.equal(late.status, 409, late.text);
    await expectAgreement();
  });

  it("deposits follow bottles: charged when the bottle is left, never for a failed stop", async () => {
    const email = `deposit.${randomUUID().slice(0, 8)}@example.pk`;
    const items = [{ productId: "1", quantity: 1 }]; // a 19 L bottle with a deposit
    const failed = await place({ email, items });
    const fs = await stopOf(failed.id);
    assert.ok(fs.depositDuePaisa > 0, "the order paid a deposit");
    await assign(fs);
    const f = await outcome(fs.id, { outcome: "failed", reason: "not-home" });
    assert.equal(f.status, 201, f.text);
    let l = await ledger(fs.customerKey);
    assert.equal(l.depositPaisa, 0, "a failed delivery holds no deposit");
    const left = await place({ email, items });
    const ls = await stopOf(left.id);
    await assign(ls);
    const d = await outcome(ls.id, {
      outcome: "delivered",
      fullDropped: 1,
      emptiesCollected: 0,
      cashCollectedPaisa: ls.cashDuePaisa,
    });
    assert.equal(d.status, 201, d.text);
    l = await ledger(ls.customerKey);
    assert.equal(l.depositPaisa, ls.depositDuePaisa);
    assert.equal(l.bottles, 1);
    assert.deepEqual(
      l.movements.map((m) => m.kind).sort(),
      ["deposit_charged", "dropped"],
    );
    await expectAgreement();
  });

  it("a cancelled subscription order cancels its planned deliveries and their stops", async () => {
    const o = await placeSubscription();
    const subs = await su("GET", `/api/admin/subscriptions?orderId=${o.id}`);
    assert.equal(subs.json.total, 1, subs.text);
    const r = await patch(o.id, { status: "cancelled" });
    assert.equal(r.status, 200, r.text);
    const detail = await su(
      "GET",
      `/api/admin/subscriptions/${subs.json.items[0].id}`,
    );
    assert.equal(detail.json.status, "cancelled");
    assert.ok(
      detail.json.deliveries.every((d) => d.status === "cancelled"),
      JSON.stringify(detail.json.deliveries.map((d) => d.status)),
    );
    assert.ok((await stopsOf(o.id)).every((s) => s.status === "cancelled"));
    await expectAgreement();
  });

  it("a failed stop cannot be rescheduled into the past, nor a day closed before it comes (422)", async () => {
    const o = await place();
    const st = await stopOf(o.id);
    await assign(st);
    const f = await outcome(st.id, { outcome: "failed", reason: "refused" });
    assert.equal(f.status, 201, f.text);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY)
      .toISOString()
      .slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY)
      .toISOString()
      .slice(0, 10);
    const past = await su("POST", "/api/admin/dispatch/reschedule", {
      body: { stopIds: [st.id], date: yesterday },
    });
    assert.equal(past.status, 422, past.text);
    assert.ok(assertErrorBody(past, "validation_failed").fields.date);
    const later = await su("POST", "/api/admin/dispatch/reschedule", {
      body: { stopIds: [st.id], date: tomorrow },
    });
    assert.equal(later.status, 201, later.text);
    const early = await su("POST", "/api/admin/cash-up/close", {
      body: { driverId, date: tomorrow },
    });
    assert.equal(early.status, 422, early.text);
    assert.ok(assertErrorBody(early, "validation_failed").fields.date);
    await expectAgreement();
  });

  it("the dashboard tells the cash apart: due today, due later, on stuck stops, with drivers", async () => {
    const before = await dashboard();
    const o = await place();
    const st = await stopOf(o.id);
    let d = await dashboard();
    assert.equal(d.cashDueTodayPaisa, before.cashDueTodayPaisa + st.cashDuePaisa);
    assert.equal(d.cashDueLaterPaisa, before.cashDueLaterPaisa);
    await assign(st);
    const f = await outcome(st.id, { outcome: "failed", reason: "not-home" });
    assert.equal(f.status, 201, f.text);
    d = await dashboard();
    assert.equal(d.stuckStops, before.stuckStops + 1);
    assert.equal(d.cashDueOnStuckStopsPaisa, before.cashDueOnStuckStopsPaisa + st.cashDuePaisa);
    assert.equal(d.cashDueTodayPaisa, before.cashDueTodayPaisa);
    const later = await place({
      date: new Date(Date.parse(`${today}T00:00:00Z`) + 2 * DAY).toISOString().slice(0, 10),
    });
    const ls = (await stopsOf(later.id, later.deliveryDate))[0];
    d = await dashboard();
    assert.equal(d.cashDueLaterPaisa, before.cashDueLaterPaisa + ls.cashDuePaisa);
    assert.equal(
      d.cashDueOnOpenStopsPaisa,
      d.cashDueTodayPaisa + d.cashDueLaterPaisa + d.cashDueOnStuckStopsPaisa,
    );
    await expectAgreement();
  });

  it("a subscription delivery shows its stop's outcome, to the admin and the customer", async () => {
    const o = await placeSubscription();
    const subs = await su("GET", `/api/admin/subscriptions?orderId=${o.id}`);
    const id = subs.json.items[0].id;
    const [st] = (await stopsOf(o.id)).filter((s) => s.subscriptionId === id);
    assert.ok(st, "today's planned delivery has its stop");
    await assign(st);
    const d = await outcome(st.id, {
      outcome: "delivered",
      fullDropped: st.bottlesDue,
      emptiesCollected: st.emptiesDue,
      cashCollectedPaisa: st.cashDuePaisa,
    });
    assert.equal(d.status, 201, d.text);
    const detail = (await su("GET", `/api/admin/subscriptions/${id}`)).json;
    const mine = detail.deliveries.find((x) => x.date === st.date);
    assert.equal(mine.status, "delivered");
    const links = await request("POST", `${srv.url}/api/subscriptions/order-links`, {
      body: { orderId: o.id, orderToken: o.accessToken },
    });
    const path = links.json.links[0].path
      .replace("/subscription/", "/api/subscriptions/")
      .replace("#token=", "?token=");
    const customer = await request("GET", `${srv.url}${path}`);
    assert.equal(
      customer.json.deliveries.find((x) => x.date === st.date).status,
      "delivered",
    );
    await expectAgreement();
  });
});
