// The manager's side of the delivery day (docs/product.md#delivery-day): cash-up stop by
// stop with its bottles and its history of corrections, and an outcome a driver's phone could
// not send recorded by a manager for the stop's driver (refused on a closed day until it is
// reopened; then late; idempotent per key; audited; drivers and customers refused).
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
} from "./delivery-helpers.mjs";

describe("the manager's delivery day: stop-by-stop cash-up, outcomes recorded for a driver", () => {
  let srv;
  let su;
  let mgr;
  let drv;
  let cust;
  let driverId;
  let today;

  const place = async (slot = "6pm-9pm") => {
    const order = await placeOrder(srv, { date: today, slot });
    const board = await dispatchBoard(mgr, today);
    return board.stops.find((s) => s.orderId === order.id);
  };
  const assign = (id) => assignStops(mgr, [id], driverId);
  const dayOf = async () => {
    const r = await mgr("GET", `/api/admin/cash-up?date=${today}`);
    assert.equal(r.status, 200, r.text);
    return r.json.items.find((d) => d.driverId === driverId);
  };
  const recordFor = (who, id, body, key = randomUUID()) =>
    who("POST", `/api/admin/stops/${id}/outcome`, {
      body,
      headers: { "Idempotency-Key": key },
    });

  before(
    async () => {
      srv = await startServer({ env: { AQUA_TEST_HOOKS: "1" } });
      ({ today } = await pinClockAt(srv, 8));
      su = await signIn(srv.url);
      const staff = await makeStaff(srv, su, [
        ["mgr-manager", "manager"],
        ["mgr-driver", "driver"],
        ["mgr-customer", "customer"],
      ]);
      mgr = staff.clients["mgr-manager"];
      drv = staff.clients["mgr-driver"];
      cust = staff.clients["mgr-customer"];
      driverId = staff.ids["mgr-driver"];
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("cash-up lists each stop's address, bottles and the history of its corrections", async () => {
    const st = await place();
    await assign(st.id);
    const rec = await drv("POST", `/api/driver/stops/${st.id}/outcome`, {
      headers: { "Idempotency-Key": randomUUID() },
      body: {
        outcome: "delivered",
        fullDropped: 2,
        emptiesCollected: 2,
        cashCollectedPaisa: 100,
      },
    });
    assert.equal(rec.status, 201, rec.text);
    let line = (await dayOf()).stopList.find((s) => s.id === st.id);
    assert.equal(line.address, st.address);
    assert.deepEqual(
      [
        line.bottlesDue,
        line.emptiesDue,
        line.fullDropped,
        line.emptiesCollected,
      ],
      [st.bottlesDue, st.emptiesDue, 2, 2],
    );
    assert.deepEqual(line.corrections, []);
    for (const [cash, reason] of [
      [st.cashDuePaisa, "Paid the rest at the gate"],
      [st.cashDuePaisa, "One empty was a neighbour's"],
    ]) {
      const r = await mgr("POST", `/api/admin/stops/${st.id}/correction`, {
        body: {
          fullDropped: 2,
          emptiesCollected: reason.startsWith("One") ? 1 : 2,
          cashCollectedPaisa: cash,
          reason,
        },
      });
      assert.equal(r.status, 200, r.text);
    }
    line = (await dayOf()).stopList.find((s) => s.id === st.id);
    assert.equal(line.corrections.length, 2);
    const [first, second] = line.corrections;
    assert.deepEqual(first.before, {
      fullDropped: 2,
      emptiesCollected: 2,
      cashCollectedPaisa: 100,
    });
    assert.deepEqual(first.after, {
      fullDropped: 2,
      emptiesCollected: 2,
      cashCollectedPaisa: st.cashDuePaisa,
    });
    assert.equal(first.by, "mgr-manager");
    assert.equal(first.reason, "Paid the rest at the gate");
    assert.ok(Date.parse(first.at) > 0);
    assert.equal(second.before.cashCollectedPaisa, st.cashDuePaisa);
    assert.equal(second.after.emptiesCollected, 1);
    assert.equal(line.emptiesCollected, 1);
  });

  it("a manager records an outcome for the stop's driver: refused on a closed day, late once reopened, once per key", async () => {
    const st = await place();
    const delivered = {
      outcome: "delivered",
      fullDropped: st.bottlesDue,
      emptiesCollected: st.emptiesDue,
      cashCollectedPaisa: st.cashDuePaisa,
    };
    const anon = await request(
      "POST",
      `${srv.url}/api/admin/stops/${st.id}/outcome`,
      {
        body: delivered,
        headers: { "Idempotency-Key": randomUUID() },
      },
    );
    assert.equal(anon.status, 401);
    assert.equal((await recordFor(drv, st.id, delivered)).status, 403);
    assert.equal((await recordFor(cust, st.id, delivered)).status, 403);
    const noKey = await mgr("POST", `/api/admin/stops/${st.id}/outcome`, {
      body: delivered,
    });
    assertErrorBody(noKey, "idempotency_key_required");
    const unassigned = await recordFor(mgr, st.id, delivered);
    assert.equal(
      assertErrorBody(unassigned, "not_assigned").message,
      "This stop has no driver: assign it first",
    );
    assert.equal((await recordFor(mgr, 99999999, delivered)).status, 404);
    await assign(st.id);
    const closed = await mgr("POST", "/api/admin/cash-up/close", {
      body: {
        driverId,
        date: today,
        reason: "The phone could not send one stop",
      },
    });
    assert.equal(closed.status, 200, closed.text);
    assertErrorBody(await recordFor(mgr, st.id, delivered), "day_closed");
    const reopened = await mgr("POST", "/api/admin/cash-up/reopen", {
      body: {
        driverId,
        date: today,
        reason: "Record the stop the phone could not send",
      },
    });
    assert.equal(reopened.status, 200, reopened.text);
    const before = await dayOf();
    const key = randomUUID();
    const r = await recordFor(mgr, st.id, delivered, key);
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.replay, false);
    assert.equal(r.json.stop.status, "delivered");
    assert.equal(r.json.stop.driverId, driverId);
    assert.equal(r.json.stop.outcome.late, true);
    const again = await recordFor(mgr, st.id, delivered, key);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.json.replay, true);
    assertErrorBody(await recordFor(mgr, st.id, delivered), "outcome_recorded");
    const after = await dayOf();
    assert.equal(
      after.cashRecordedPaisa - before.cashRecordedPaisa,
      st.cashDuePaisa,
    );
    assert.equal(after.cashCollectedPaisa, after.cashRecordedPaisa);
    assert.equal(after.stopList.find((s) => s.id === st.id).late, true);
    const audit = await su("GET", "/api/admin/audit-logs?limit=50");
    const entries = audit.json.items.filter(
      (a) => a.action === "RECORD_OUTCOME_FOR_DRIVER",
    );
    assert.equal(entries.length, 1, "a replay is not audited twice");
    assert.equal(entries[0].resourceId, `${st.id}`);
    assert.equal(entries[0].metadata.driverId, driverId);
    // A failed outcome too, with the driver's checks (a reason).
    const other = await place();
    await assign(other.id);
    const bad = await recordFor(mgr, other.id, {
      outcome: "failed",
      reason: "lost",
    });
    assert.equal(bad.status, 422, bad.text);
    const failed = await recordFor(mgr, other.id, {
      outcome: "failed",
      reason: "not-home",
    });
    assert.equal(failed.status, 201, failed.text);
    assert.equal(failed.json.stop.status, "failed");
  });
});
