// The drivers' roster and their stop numbers (docs/product.md#planning-the-day): who is on duty on a date, what marking a driver off
// does to their stops, the planner and auto-assign keeping to the drivers on duty, and each
// driver's stops numbered 1..n after planning, moving and reordering.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, request, assertErrorBody, signIn } from "./harness.mjs";
import { dispatchBoard, makeStaff, placeOrder } from "./delivery-helpers.mjs";

const DAY = 24 * 3600_000;
const PK = 5 * 3600_000;
const pkDate = (days) =>
  new Date(Date.now() + PK + days * DAY).toISOString().slice(0, 10);
const refusedWith = (res, status, code) => {
  assert.equal(res.status, status, res.text);
  return assertErrorBody(res, code);
};
const AREAS = ["G-9/2", "F-7/3", "I-8/1", "G-11/3", "F-10/2", "Satellite Town"];

describe("the drivers' roster and stop numbers", () => {
  let srv;
  let su;
  let mgr;
  let drv;
  let ids;
  const date = pkDate(2);

  const place = (address) => placeOrder(srv, { date, address });
  const board = async () =>
    (await dispatchBoard(mgr, date)).stops;
  const roster = async () => {
    const r = await mgr("GET", `/api/admin/dispatch/roster?date=${date}`);
    assert.equal(r.status, 200, r.text);
    return Object.fromEntries(r.json.drivers.map((d) => [d.driverId, d]));
  };
  const setDuty = (driverId, onDuty, extra = {}) =>
    mgr("PUT", "/api/admin/dispatch/roster", {
      body: { date, driverId, onDuty, ...extra },
    });
  // Every driver's stops of the date are numbered 1..n, no number twice.
  const assertDense = async (when) => {
    const per = {};
    for (const s of await board())
      if (s.driverId) (per[s.driverId] ??= []).push(s.sequence);
    for (const [driver, seqs] of Object.entries(per)) {
      const sorted = [...seqs].sort((a, b) => a - b);
      assert.deepEqual(
        sorted,
        sorted.map((_, i) => i + 1),
        `${when}: ${driver} has ${seqs}`,
      );
    }
    return per;
  };
  const stopsOf = async (driverId) =>
    (await board())
      .filter((s) => s.driverId === driverId)
      .sort((a, b) => a.sequence - b.sequence);

  before(
    async () => {
      srv = await startServer();
      su = await signIn(srv.url);
      const staff = await makeStaff(srv, su, [
        ["roster-driver-a", "driver"],
        ["roster-driver-b", "driver"],
        ["roster-manager", "manager"],
      ]);
      drv = staff.clients["roster-driver-b"];
      mgr = staff.clients["roster-manager"];
      ids = staff.ids;
      for (const [i, area] of AREAS.entries())
        await place(`House ${i + 1}, Street 4, ${area}`);
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("stop numbers stay 1..n after applying a plan, moving, reordering and planning again", async () => {
    const a = ids["roster-driver-a"];
    const b = ids["roster-driver-b"];
    const r = await mgr("POST", "/api/admin/dispatch/plan", {
      body: { date, apply: true },
    });
    assert.equal(r.status, 200, r.text);
    await assertDense("after the plan");
    // Everything to A, then one stop moved to B: A's numbers close up, B's follow on.
    const all = (await board()).map((s) => s.id);
    assert.equal(
      (
        await mgr("POST", "/api/admin/dispatch/assign", {
          body: { stopIds: all, driverId: a },
        })
      ).status,
      200,
    );
    await assertDense("all to A");
    const second = (await stopsOf(a))[1];
    assert.equal(
      (
        await mgr("POST", "/api/admin/dispatch/assign", {
          body: { stopIds: [second.id], driverId: b },
        })
      ).status,
      200,
    );
    await assertDense("after the move");
    // A partial reorder: the two named stops swap places, the others keep theirs.
    const before = await stopsOf(a);
    const swap = [before[2].id, before[0].id];
    const seq = await mgr("PUT", "/api/admin/dispatch/sequence", {
      body: { driverId: a, date, stopIds: swap },
    });
    assert.equal(seq.status, 204, seq.text);
    await assertDense("after the reorder");
    const after = (await stopsOf(a)).map((s) => s.id);
    assert.deepEqual(after, [
      before[2].id,
      before[1].id,
      before[0].id,
      ...before.slice(3).map((s) => s.id),
    ]);
    const again = await mgr("POST", "/api/admin/dispatch/plan", {
      body: { date, seed: 7, apply: true },
    });
    assert.equal(again.status, 200, again.text);
    const per = await assertDense("after planning again");
    for (const d of again.json.drivers)
      assert.deepEqual(
        (await stopsOf(d.driverId)).map((s) => s.id),
        d.stops.map((s) => s.id),
        "the board's order is the plan's",
      );
    assert.ok(Object.keys(per).length >= 1);
  });

  it("every active driver is on duty unless marked off; a driver with stops needs them moved", async () => {
    const a = ids["roster-driver-a"];
    const b = ids["roster-driver-b"];
    const all = (await board()).map((s) => s.id);
    await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: all, driverId: a },
    });
    const start = await roster();
    assert.equal(start[a].onDuty, true);
    assert.equal(start[a].marked, false);
    assert.equal(start[a].plannedStops, AREAS.length);
    assert.equal(start[b].onDuty, true);

    const refused = await setDuty(a, false);
    refusedWith(refused, 409, "driver_has_stops");
    assert.match(
      refused.json.error.message,
      /roster-driver-a|has 6 planned stop/,
    );
    assert.equal((await roster())[a].onDuty, true, "nothing changed");

    const off = await setDuty(a, false, { unassignStops: true });
    assert.equal(off.status, 200, off.text);
    const entry = off.json.drivers.find((d) => d.driverId === a);
    assert.deepEqual(
      [entry.onDuty, entry.marked, entry.plannedStops],
      [false, true, 0],
    );
    assert.ok(
      (await board()).every((s) => s.driverId === ""),
      "A's stops lost their driver",
    );

    const assign = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [all[0]], driverId: a },
    });
    refusedWith(assign, 409, "driver_off_duty");

    const plan = await mgr("POST", "/api/admin/dispatch/plan", {
      body: { date, apply: true },
    });
    assert.equal(plan.status, 200, plan.text);
    assert.deepEqual(
      plan.json.drivers.map((d) => d.driverId).filter((d) => d === a),
      [],
    );
    assert.ok(
      (await board()).every((s) => s.driverId !== a),
      "the plan left A out",
    );
    await assertDense("planned without A");

    const back = await setDuty(a, true);
    assert.equal(back.status, 200, back.text);
    assert.equal(back.json.drivers.find((d) => d.driverId === a).onDuty, true);
    const logs = (await su("GET", "/api/admin/audit-logs")).json.items;
    const duty = logs.filter((l) => l.action === "SET_DRIVER_DUTY");
    assert.equal(duty.length, 2, "each change audited (the refused one not)");
  });

  it("a cancelled order reopened after its driver was marked off comes back without them", async () => {
    const a = ids["roster-driver-b"];
    const other = pkDate(3);
    const placed = await placeOrder(srv, { date: other });
    const stopOf = async () =>
      (await mgr("GET", `/api/admin/dispatch?date=${other}`)).json.stops.find(
        (s) => s.orderId === placed.id,
      );
    const st = await stopOf();
    const assigned = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [st.id], driverId: a },
    });
    assert.equal(assigned.status, 200, assigned.text);
    const patch = (status) =>
      su("PATCH", `/api/admin/orders/${placed.id}`, { body: { status } });
    assert.equal((await patch("cancelled")).status, 200);
    const off = await mgr("PUT", "/api/admin/dispatch/roster", {
      body: { date: other, driverId: a, onDuty: false },
    });
    assert.equal(off.status, 200, off.text);
    assert.equal((await patch("processing")).status, 200);
    const back = await stopOf();
    assert.deepEqual([back.status, back.driverId], ["planned", ""]);
    // The server's check (when it stops) finds no planned stop with a driver off that day.
  });

  it("no driver on duty: the plan says so; bad input and roles are refused", async () => {
    for (const id of [ids["roster-driver-a"], ids["roster-driver-b"]])
      assert.equal(
        (await setDuty(id, false, { unassignStops: true })).status,
        200,
      );
    const plan = await mgr("POST", "/api/admin/dispatch/plan", {
      body: { date },
    });
    refusedWith(plan, 409, "no_drivers_on_duty");
    assert.match(plan.json.error.message, /No driver is on duty/);
    const auto = await mgr("POST", "/api/admin/dispatch/auto-assign", {
      body: { date },
    });
    assert.equal(auto.status, 200, auto.text);
    assert.equal(auto.json.assigned, 0);
    for (const id of [ids["roster-driver-a"], ids["roster-driver-b"]])
      assert.equal((await setDuty(id, true)).status, 200);

    refusedWith(await setDuty(ids["roster-driver-a"], "yes"), 422);
    refusedWith(await setDuty("no-such-driver", false), 404);
    const past = await mgr("PUT", "/api/admin/dispatch/roster", {
      body: {
        date: pkDate(-3),
        driverId: ids["roster-driver-a"],
        onDuty: false,
      },
    });
    refusedWith(past, 422);
    refusedWith(
      await drv("GET", `/api/admin/dispatch/roster?date=${date}`),
      403,
    );
    const anon = await request(
      "GET",
      `${srv.url}/api/admin/dispatch/roster?date=${date}`,
    );
    assert.equal(anon.status, 401);
  });
});
