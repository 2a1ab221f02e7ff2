// The order of the day and a day's closing, reopening and corrections
// (docs/product.md#delivery-day): slots chronologically everywhere, zone postal codes of 5 digits
// each and what deleting a zone touches, closing with open stops, reopening, late outcomes,
// corrections of a recorded outcome (ledger, day cash, order payment), cash-up per stop and
// deposit refunds, each new route's permission per role. The server's clock is pinned to
// 08:00 in Pakistan so every slot of today can be ordered.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startServer, request, assertErrorBody, signIn } from "./harness.mjs";
import {
  assignStops,
  dispatchBoard,
  makeStaff,
  pinClockAt,
  placeOrder,
  recordOutcome,
  signInStaff,
} from "./delivery-helpers.mjs";

const SLOTS = ["9am-12pm", "12pm-3pm", "3pm-6pm", "6pm-9pm"];

describe("the order of the day; closing, reopening and correcting a day", () => {
  let srv;
  let su;
  let mgr;
  let drv;
  let cust;
  let driverId;
  let today;

  const place = (opts) => placeOrder(srv, { date: today, ...opts });
  const board = (date = today) => dispatchBoard(mgr, date);
  const stopOf = async (orderId) =>
    (await board()).stops.find((s) => s.orderId === orderId);
  const assign = (ids) => assignStops(mgr, ids, driverId);
  const outcome = (id, body) => recordOutcome(drv, id, body);
  const ledgerOf = async (key) => {
    const r = await su(
      "GET",
      `/api/admin/bottle-ledger?customer=${encodeURIComponent(key)}`,
    );
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const dayOf = async (date = today) => {
    const r = await mgr("GET", `/api/admin/cash-up?date=${date}`);
    assert.equal(r.status, 200, r.text);
    return r.json.items.find((d) => d.driverId === driverId);
  };
  const signInAll = async () => {
    su = await signIn(srv.url);
    mgr = await signInStaff(srv, "day-manager");
    drv = await signInStaff(srv, "day-driver");
    cust = await signInStaff(srv, "day-customer");
  };

  before(
    async () => {
      srv = await startServer({ env: { AQUA_TEST_HOOKS: "1" } });
      ({ today } = await pinClockAt(srv, 8));
      su = await signIn(srv.url);
      const staff = await makeStaff(srv, su, [
        ["day-manager", "manager"],
        ["day-driver", "driver"],
        ["day-customer", "customer"],
      ]);
      await signInAll();
      driverId = staff.ids["day-driver"];
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("new routes: 401 without a session, 403 for customers and drivers, managers and admins allowed", async () => {
    const routes = [
      ["GET", "/api/admin/zones/999999/impact", 404],
      ["POST", "/api/admin/cash-up/reopen", 422],
      ["POST", "/api/admin/stops/999999/correction", 422],
      ["POST", "/api/admin/bottle-ledger/refund", 422],
    ];
    for (const [method, path, managerStatus] of routes) {
      const args = method === "GET" ? {} : { body: {} };
      const anon = await request(method, `${srv.url}${path}`, args);
      assert.equal(anon.status, 401, `anonymous ${method} ${path}`);
      assert.equal((await cust(method, path, args)).status, 403, `customer ${path}`);
      assert.equal((await drv(method, path, args)).status, 403, `driver ${path}`);
      const m = await mgr(method, path, args);
      assert.equal(m.status, managerStatus, `manager ${path}: ${m.text}`);
      const a = await su(method, path, args);
      assert.equal(a.status, managerStatus, `admin ${path}: ${a.text}`);
    }
  });

  it("slots in the order of the day: the board, the driver's list, manifests, cash-up", async () => {
    const placed = [];
    for (const slot of ["6pm-9pm", "12pm-3pm", "9am-12pm", "3pm-6pm"])
      placed.push(await place({ slot, postalCode: "44000" }));
    const ids = [];
    for (const o of placed) ids.push((await stopOf(o.id)).id);
    await assign(ids);
    const slotsOf = (stops) =>
      stops.filter((s) => ids.includes(s.id)).map((s) => s.slot);
    assert.deepEqual(slotsOf((await board()).stops), SLOTS, "the board");
    const mine = await drv("GET", "/api/driver/stops");
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual(slotsOf(mine.json.stops), SLOTS, "the driver's list");
    const q = `?date=${today}&driverId=${driverId}`;
    const csv = await mgr("GET", `/api/admin/dispatch/manifest.csv${q}`);
    const csvSlots = csv.text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((r) => r.split(",")[2]);
    assert.deepEqual(csvSlots, SLOTS, "the CSV manifest");
    const html = await mgr("GET", `/api/admin/dispatch/manifest.html${q}`);
    const htmlSlots = [...html.text.matchAll(/<tr><td>\d+<\/td><td>([^<]+)</g)].map(
      (m) => m[1],
    );
    assert.deepEqual(htmlSlots, SLOTS, "the printable manifest");
    const day = await dayOf();
    assert.deepEqual(
      day.stopList.filter((s) => ids.includes(s.id)).map((s) => s.slot),
      SLOTS,
      "cash-up",
    );
    // Auto-assign walks the day in slot order too: leave them for it.
    const r = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: ids, driverId: "" },
    });
    assert.equal(r.json.assigned, 4);
  });

  it("zones: each postal code 5 digits, named when refused; deleting says what it affects", async () => {
    const bad = await mgr("POST", "/api/admin/zones", {
      body: { name: "Blue Area", city: "Islamabad", postalCodes: ["44000 44001"] },
    });
    assert.equal(bad.status, 422, bad.text);
    assert.equal(
      assertErrorBody(bad, "validation_failed").fields.postalCodes,
      'Postal code "44000 44001" is not a postal code: each is 5 digits, entered separately',
    );
    for (const code of ["4400", "440001", "44-00"]) {
      const r = await mgr("POST", "/api/admin/zones", {
        body: { name: "Blue Area", city: "Islamabad", postalCodes: [code] },
      });
      assert.equal(r.status, 422, `${code}: ${r.text}`);
    }
    const made = await mgr("POST", "/api/admin/zones", {
      body: { name: "Blue Area", city: "Islamabad", postalCodes: ["44 000", "44001"] },
    });
    assert.equal(made.status, 201, made.text);
    assert.deepEqual(made.json.postalCodes, ["44000", "44001"]);
    const set = await mgr("PUT", `/api/admin/drivers/${driverId}/zones`, {
      body: { zoneIds: [made.json.id] },
    });
    assert.equal(set.status, 204, set.text);
    const impact = await mgr("GET", `/api/admin/zones/${made.json.id}/impact`);
    assert.equal(impact.status, 200, impact.text);
    assert.equal(impact.json.zone.name, "Blue Area");
    assert.ok(impact.json.plannedStops >= 4, JSON.stringify(impact.json));
    assert.deepEqual(
      impact.json.drivers.map((d) => d.id),
      [driverId],
    );
    // Auto-assign, in the order of the day.
    const auto = await mgr("POST", "/api/admin/dispatch/auto-assign", {
      body: { date: today },
    });
    assert.equal(auto.status, 200, auto.text);
    const mine = (await board()).stops.filter((s) => s.driverId === driverId);
    const ranks = mine.map((s) => SLOTS.indexOf(s.slot));
    const bySequence = [...mine].sort((a, b) => a.sequence - b.sequence);
    assert.deepEqual(
      bySequence.map((s) => SLOTS.indexOf(s.slot)),
      [...ranks].sort((a, b) => a - b),
      "auto-assign appends the stops in slot order",
    );
  });

  it("closing with open stops: 409 listing them unless a reason is given; who received the cash; audited", async () => {
    const open = (await board()).stops.filter(
      (s) => s.driverId === driverId && s.status === "planned",
    );
    assert.ok(open.length >= 4);
    const refused = await mgr("POST", "/api/admin/cash-up/close", {
      body: { driverId, date: today },
    });
    assert.equal(refused.status, 409, refused.text);
    const err = assertErrorBody(refused, "open_stops");
    assert.deepEqual(
      err.fields.openStops.split(",").map(Number).sort(),
      open.map((s) => s.id).sort(),
    );
    assert.match(err.message, /still open/);
    const short = await mgr("POST", "/api/admin/cash-up/close", {
      body: { driverId, date: today, reason: "x" },
    });
    assert.equal(short.status, 422, short.text);
    const closed = await mgr("POST", "/api/admin/cash-up/close", {
      body: {
        driverId,
        date: today,
        reason: "Rain: the rest go tomorrow",
        receivedBy: "Saima (office)",
      },
    });
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.json.closeReason, "Rain: the rest go tomorrow");
    assert.equal(closed.json.receivedBy, "Saima (office)");
    assert.equal((await dayOf()).receivedBy, "Saima (office)");
    const audit = await su("GET", "/api/admin/audit-logs?limit=50");
    const entry = audit.json.items.find((a) => a.action === "CLOSE_DRIVER_DAY");
    assert.equal(entry.metadata.reason, "Rain: the rest go tomorrow");
    assert.equal(entry.metadata.receivedBy, "Saima (office)");
    const refusedOutcome = await outcome(open[0].id, {
      outcome: "failed",
      reason: "not-home",
    });
    assert.equal(refusedOutcome.status, 409, refusedOutcome.text);
  });

  it("a closed day is reopened by a manager with a reason (audited); outcomes then are late", async () => {
    const noReason = await mgr("POST", "/api/admin/cash-up/reopen", {
      body: { driverId, date: today },
    });
    assert.equal(noReason.status, 422, noReason.text);
    assert.ok(assertErrorBody(noReason, "validation_failed").fields.reason);
    const r = await mgr("POST", "/api/admin/cash-up/reopen", {
      body: { driverId, date: today, reason: "Driver's phone sent late" },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.closed, false);
    assert.equal(r.json.reopenedBy, "day-manager");
    assert.equal(r.json.reopenReason, "Driver's phone sent late");
    assert.ok(r.json.reopenedAt);
    const again = await mgr("POST", "/api/admin/cash-up/reopen", {
      body: { driverId, date: today, reason: "Once more" },
    });
    assert.equal(assertErrorBody(again, "day_open").message, "This driver's day is not closed");
    const audit = await su("GET", "/api/admin/audit-logs?limit=50");
    const entry = audit.json.items.find((a) => a.action === "REOPEN_DRIVER_DAY");
    assert.equal(entry.resourceId, `${driverId}/${today}`);
    assert.equal(entry.metadata.reason, "Driver's phone sent late");
    const st = (await board()).stops.find(
      (s) => s.driverId === driverId && s.status === "planned",
    );
    const late = await outcome(st.id, {
      outcome: "delivered",
      fullDropped: st.bottlesDue,
      emptiesCollected: st.emptiesDue,
      cashCollectedPaisa: st.cashDuePaisa,
    });
    assert.equal(late.status, 201, late.text);
    assert.equal(late.json.stop.outcome.late, true);
    const day = await dayOf();
    assert.equal(day.stopList.find((s) => s.id === st.id).late, true);
  });

  it("a correction reverses and rewrites the ledger, adjusts the day's cash, makes a COD order paid; drivers cannot", async () => {
    const order = await place({ slot: "6pm-9pm", email: `fix.${randomUUID().slice(0, 6)}@example.pk` });
    const st = await stopOf(order.id);
    await assign([st.id]);
    const short = Math.floor(st.cashDuePaisa / 2);
    const rec = await outcome(st.id, {
      outcome: "delivered",
      fullDropped: 2,
      emptiesCollected: 2,
      cashCollectedPaisa: short,
    });
    assert.equal(rec.status, 201, rec.text);
    assert.equal(rec.json.stop.outcome.late, true, "recorded on the reopened day");
    const before = await dayOf();
    const payment = async () => {
      const r = await request("GET", `${srv.url}/api/orders/${order.id}`, {
        headers: { "X-Order-Token": order.accessToken },
      });
      assert.equal(r.status, 200, r.text);
      return r.json.paymentStatus;
    };
    assert.equal(await payment(), "pending");
    const path = `/api/admin/stops/${st.id}/correction`;
    const body = {
      fullDropped: 2,
      emptiesCollected: 1,
      cashCollectedPaisa: st.cashDuePaisa,
      reason: "The customer paid the rest; one empty was not theirs",
    };
    assert.equal((await drv("POST", path, { body })).status, 403);
    const noReason = await mgr("POST", path, { body: { ...body, reason: "" } });
    assert.equal(noReason.status, 422, noReason.text);
    const negative = await mgr("POST", path, { body: { ...body, fullDropped: -1 } });
    assert.equal(negative.status, 422, negative.text);
    const r = await mgr("POST", path, { body });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json.before, {
      fullDropped: 2,
      emptiesCollected: 2,
      cashCollectedPaisa: short,
    });
    assert.equal(r.json.stop.outcome.emptiesCollected, 1);
    assert.equal(r.json.stop.outcome.cashCollectedPaisa, st.cashDuePaisa);
    assert.ok(r.json.stop.outcome.correctedAt);
    // The ledger keeps the original, its reversal and the new movements.
    const ledger = await ledgerOf(st.customerKey);
    const collected = ledger.movements.filter((m) => m.kind === "collected");
    assert.deepEqual(
      collected.map((m) => [m.bottles, m.correctionId !== null]),
      [
        [-2, false],
        [2, true],
        [-1, true],
      ],
    );
    assert.ok(ledger.movements.every((m) => m.deliveryId === st.id && m.orderId === order.id));
    assert.ok(ledger.movements.every((m) => m.date === today));
    assert.equal(ledger.bottles, 1);
    // The day's cash follows, and the stop shows where the difference went.
    const after = await dayOf();
    assert.equal(after.cashRecordedPaisa - before.cashRecordedPaisa, st.cashDuePaisa - short);
    assert.equal(after.cashCollectedPaisa, after.cashRecordedPaisa);
    const line = after.stopList.find((s) => s.id === st.id);
    assert.equal(line.cashExpectedPaisa, st.cashDuePaisa);
    assert.equal(line.differencePaisa, 0);
    assert.equal(line.corrected, true);
    assert.equal(await payment(), "paid", "the corrected cash covers what is due");
    const audit = await su("GET", "/api/admin/audit-logs?limit=50");
    const entry = audit.json.items.find((a) => a.action === "CORRECT_OUTCOME");
    assert.equal(entry.resourceId, `${st.id}`);
    assert.equal(entry.metadata.before.emptiesCollected, 2);
    assert.equal(entry.metadata.after.emptiesCollected, 1);
    // Only a delivered stop's outcome is corrected.
    const open = await place({ slot: "6pm-9pm" });
    const planned = await stopOf(open.id);
    const notYet = await mgr("POST", `/api/admin/stops/${planned.id}/correction`, { body });
    assert.equal(assertErrorBody(notYet, "not_delivered").message.startsWith("Only"), true);
  });

  it("a deposit refund: bottles returned for good, never more than held; audited", async () => {
    const order = await place({
      slot: "6pm-9pm",
      email: `refund.${randomUUID().slice(0, 6)}@example.pk`,
      items: [{ productId: "1", quantity: 2 }],
    });
    const st = await stopOf(order.id);
    await assign([st.id]);
    const rec = await outcome(st.id, {
      outcome: "delivered",
      fullDropped: 2,
      cashCollectedPaisa: st.cashDuePaisa,
    });
    assert.equal(rec.status, 201, rec.text);
    const held = await ledgerOf(st.customerKey);
    assert.equal(held.bottles, 2);
    assert.ok(held.depositPaisa > 0);
    const R = "/api/admin/bottle-ledger/refund";
    const base = { customer: st.customerKey, reason: "Moving to Lahore" };
    const tooMany = await mgr("POST", R, {
      body: { ...base, bottles: 3, depositPaisa: 0 },
    });
    assert.equal(tooMany.status, 422, tooMany.text);
    assert.match(assertErrorBody(tooMany).fields.bottles, /holds 2 bottles/);
    const tooMuch = await mgr("POST", R, {
      body: { ...base, bottles: 1, depositPaisa: held.depositPaisa + 1 },
    });
    assert.equal(tooMuch.status, 422, tooMuch.text);
    const nothing = await mgr("POST", R, { body: { ...base, bottles: 0, depositPaisa: 0 } });
    assert.equal(nothing.status, 422, nothing.text);
    const r = await mgr("POST", R, {
      body: { ...base, bottles: 2, depositPaisa: held.depositPaisa },
    });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.bottles, 0);
    assert.equal(r.json.depositPaisa, 0);
    const moves = r.json.movements.filter((m) => m.refundId !== null);
    assert.deepEqual(
      moves.map((m) => [m.kind, m.bottles, m.depositPaisa]),
      [
        ["collected", -2, 0],
        ["deposit_refunded", 0, -held.depositPaisa],
      ],
    );
    const audit = await su("GET", "/api/admin/audit-logs?limit=50");
    const entry = audit.json.items.find((a) => a.action === "DEPOSIT_REFUND");
    assert.equal(entry.resourceId, st.customerKey);
    assert.equal(entry.metadata.bottles, 2);
  });
});
