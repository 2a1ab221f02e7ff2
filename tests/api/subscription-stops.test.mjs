// Subscription stops: each planned delivery of a subscription makes one stop (the
// driver sees it once assigned); a renewal makes the next period's stops exactly once however
// often the scheduler runs; skip, pause and cancel remove the affected planned stops; the
// dashboard counts active subscriptions and their monthly recurring revenue; the admin
// customers page shows each customer's bottle balance.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { startServer, signIn, staffClient } from "./harness.mjs";
import { setTestClock, startAgain } from "./suite.mjs";
import { DAY, addMonths, daysBetween, monthlyPeriod, pkDate } from "./subscription-dates.mjs";
import {
  moveToDay,
  placeOrder,
  planLine,
  planOrder,
  runScheduler,
  subscribe,
  subscriptionOf,
} from "./subscription-helpers.mjs";

const BOTTLE_LINE = { productId: "2", quantity: 1, purchaseType: "one-time" };
/** An order of a plan (and, with oneTime, one bottle of product 2 before it). */
const orderBody = (email, date, { oneTime = false, plan = "basic" } = {}) =>
  planOrder(email, date, {
    items: oneTime ? [BOTTLE_LINE, planLine(plan)] : [planLine(plan)],
  });

describe("subscription stops", () => {
  let srv;
  let su;
  let drv;
  let driverId;
  const start = pkDate(1);
  const subs = {}; // name -> {order, id}

  const place = async (name, opts) => {
    const { order, sub } = await subscribe(
      srv,
      su,
      orderBody(`${name}.stops@example.pk`, start, opts),
    );
    subs[name] = { order, id: sub.id };
  };
  const detail = async (name) => {
    const r = await su("GET", `/api/admin/subscriptions/${subs[name].id}`);
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const orderTotal = async (id) => {
    const r = await su("GET", `/api/admin/orders?q=${id}`);
    return r.json.items.find((o) => o.id === id).totalPaisa;
  };
  /** Every stop of a subscription on the dispatch boards of its deliveries' dates. */
  const stopsOf = async (name) => {
    const dates = [
      ...new Set((await detail(name)).deliveries.map((d) => d.date)),
    ];
    const out = [];
    for (const date of dates) {
      const r = await su("GET", `/api/admin/dispatch?date=${date}`);
      assert.equal(r.status, 200, r.text);
      out.push(
        ...r.json.stops.filter((s) => s.subscriptionId === subs[name].id),
      );
    }
    return out.sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id,
    );
  };
  const change = async (name, body) => {
    const r = await su("PATCH", `/api/admin/subscriptions/${subs[name].id}`, {
      body,
    });
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const run = () => runScheduler(srv);

  before(
    async () => {
      srv = await startServer({
        env: { AQUA_TEST_HOOKS: "1", AQUA_SCHEDULER_MS: "3600000" },
      });
      su = await signIn(srv.url);
      for (const [name, opts] of [
        ["plain", {}],
        ["mixed", { oneTime: true }],
        ["skipped", {}],
        ["paused", {}],
        ["cancelled", {}],
        ["stopped", { plan: "family" }],
      ])
        await place(name, opts);
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("buying a plan makes one stop per planned delivery, cash on the first only; the driver sees it", async () => {
    const d = await detail("plain");
    const stops = await stopsOf("plain");
    const planned = monthlyPeriod(start, 0, 8);
    assert.equal(stops.length, planned.length);
    assert.deepEqual(
      stops.map((s) => [
        s.date,
        s.slot,
        s.period,
        s.bottlesDue,
        s.emptiesDue,
        s.status,
      ]),
      d.deliveries.map((x, i) => [
        x.date,
        "12pm-3pm",
        `${start}#${i + 1}`,
        planned[i].bottles,
        planned[i].bottles, // a plan line says no deposit: the subscriber exchanges empties
        "planned",
      ]),
    );
    const total = await orderTotal(subs.plain.order.id);
    assert.ok(total > 0);
    assert.deepEqual(
      stops.map((s) => s.cashDuePaisa),
      planned.map((_, i) => (i === 0 ? total : 0)),
    );
    assert.ok(
      stops.every(
        (s) => s.orderId === subs.plain.order.id && s.postalCode === "44090",
      ),
    );
    assert.equal(stops[0].name, "Sana Malik");
    assert.equal(stops[0].customerKey, "e:plain.stops@example.pk");
    // An order with one-time lines: its own stop carries the whole COD total.
    const mixed = await stopsOf("mixed");
    assert.equal(mixed.length, planned.length);
    assert.deepEqual(
      mixed.map((s) => [s.cashDuePaisa, s.emptiesDue]),
      planned.map((p) => [0, p.bottles]),
    );
    const board = (await su("GET", `/api/admin/dispatch?date=${start}`)).json
      .stops;
    const orderStop = board.filter(
      (s) => s.orderId === subs.mixed.order.id && !s.subscriptionId,
    );
    assert.equal(orderStop.length, 1);
    assert.equal(
      orderStop[0].cashDuePaisa,
      await orderTotal(subs.mixed.order.id),
    );
    // Assigned to a driver, the driver sees it.
    drv = await staffClient(srv.url, su, {
      username: "sub-driver",
      role: "driver",
      password: "sub-driver-pass-1234",
    });
    const admins = await su("GET", "/api/admin/admins");
    driverId = admins.json.items.find((a) => a.username === "sub-driver").id;
    const a = await su("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [stops[0].id], driverId },
    });
    assert.equal(a.status, 200, a.text);
    const mine = await drv("GET", "/api/driver/stops");
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual(
      mine.json.stops.map((s) => s.id),
      [stops[0].id],
    );
  });

  it("skip, slot change, pause and cancel keep the planned stops in step", async () => {
    const d = await detail("skipped");
    await change("skipped", { action: "skip", deliveryId: d.deliveries[1].id });
    await change("skipped", { action: "slot", slot: "6pm-9pm" });
    let stops = await stopsOf("skipped");
    assert.deepEqual(
      stops.map((s) => [s.period, s.status, s.slot]),
      d.deliveries.map((_, i) =>
        i === 1
          ? [`${start}#2`, "cancelled", "12pm-3pm"]
          : [`${start}#${i + 1}`, "planned", "6pm-9pm"],
      ),
    );
    await change("skipped", {
      action: "address",
      address: "Shop 4, Saddar",
      city: "Rawalpindi",
      postalCode: "46000",
    });
    stops = await stopsOf("skipped");
    assert.deepEqual(
      stops
        .filter((s) => s.status === "planned")
        .map((s) => [s.city, s.postalCode]),
      d.deliveries.slice(1).map(() => ["Rawalpindi", "46000"]),
    );
    // Skipping the stop that carries the period's COD cash moves the cash to the next one.
    const total = await orderTotal(subs.skipped.order.id);
    assert.equal(stops[0].cashDuePaisa, total);
    await change('skipped', { action: 'skip', deliveryId: d.deliveries[0].id });
    stops = await stopsOf('skipped');
    assert.deepEqual(
      stops.map((s) => [s.status, s.cashDuePaisa]),
      d.deliveries.map((_, i) =>
        i < 2 ? ["cancelled", 0] : ["planned", i === 2 ? total : 0],
      ),
    );
    // Admin cancel-now: every future planned stop is cancelled.
    await change("stopped", { action: "cancel-now" });
    stops = await stopsOf("stopped");
    assert.equal(stops.length, (await detail("stopped")).deliveries.length);
    assert.ok(
      stops.every((s) => s.status === "cancelled"),
      JSON.stringify(stops),
    );
    // Pause across the next period; cancel from the next period.
    await change("paused", { action: "pause", until: addMonths(start, 2) });
    await change("cancelled", { action: "cancel" });
  });

  it("the dashboard counts active subscriptions and their monthly recurring revenue", async () => {
    const r = await su("GET", "/api/admin/reports/dashboard");
    assert.equal(r.status, 200, r.text);
    const active = (
      await su("GET", "/api/admin/subscriptions?status=active&limit=100")
    ).json;
    assert.equal(r.json.activeSubscriptions, active.total);
    assert.equal(active.total, 3, "plain, mixed and skipped");
    const factor = { Monthly: 1, "Bi-Weekly": 26 / 12, Weekly: 52 / 12 };
    const mrr = active.items.reduce(
      (sum, s) =>
        sum +
        s.plan.pricePaisa *
          s.quantity *
          (10000 - Math.round(s.plan.discountPercent * 100)) *
          factor[s.plan.frequency],
      0,
    );
    assert.equal(r.json.mrrPaisa, Math.round(mrr / 10000));
    assert.equal(r.json.mrrPaisa, 3 * Math.round((199_900 * 9000) / 10000));
  });

  it("admin customers show the bottle balance after a delivered outcome", async () => {
    const [first] = await stopsOf("plain");
    // Outcomes belong to their day: the server's clock moves to the stop's date (one day on),
    // where the sessions have lapsed and both sign in again.
    await moveToDay(srv, first.date);
    su = await signIn(srv.url);
    const courier = await signIn(srv.url, "sub-driver", "sub-driver-pass-1234");
    const o = await courier("POST", `/api/driver/stops/${first.id}/outcome`, {
      headers: { "Idempotency-Key": randomUUID() },
      body: {
        outcome: "delivered",
        fullDropped: 2,
        emptiesCollected: 0,
        cashCollectedPaisa: first.cashDuePaisa,
      },
    });
    assert.equal(o.status, 201, o.text);
    const c = await su("GET", "/api/admin/customers");
    assert.equal(c.status, 200, c.text);
    const plain = c.json.items.find((x) => x.id === "e:plain.stops@example.pk");
    assert.equal(plain.bottleBalance, 2);
    const other = c.json.items.find((x) => x.id === "e:mixed.stops@example.pk");
    assert.equal(other.bottleBalance, 0);
    const order = (
      await su("GET", `/api/admin/orders?q=${subs.plain.order.id}`)
    ).json.items[0];
    assert.equal(
      order.paymentStatus,
      "paid",
      "the COD cash on the first stop pays the order",
    );
  });

  it("a renewal makes the next period its stops exactly once; none while paused or after cancel", async () => {
    const next = addMonths(start, 1);
    await setTestClock(srv, (daysBetween(pkDate(0), next) - 3) * DAY);
    su = await signIn(srv.url);
    assert.equal(await run(), 3, "plain, mixed and skipped renew");
    assert.equal(await run(), 0);
    const plain = await detail("plain");
    const renewal = plain.periods[1];
    assert.equal(renewal.periodStart, next);
    const stops = (await stopsOf("plain")).filter((s) =>
      s.period.startsWith(`${next}#`),
    );
    assert.deepEqual(
      stops.map((s) => s.period),
      monthlyPeriod(start, 1, 8).map((_, i) => `${next}#${i + 1}`),
    );
    assert.ok(stops.every((s) => s.orderId === renewal.orderId));
    const total = await orderTotal(renewal.orderId);
    assert.deepEqual(
      stops.map((s) => s.cashDuePaisa),
      stops.map((_, i) => (i === 0 ? total : 0)),
    );
    // The renewal order has only subscription lines: no stop of its own.
    const board = (await su("GET", `/api/admin/dispatch?date=${stops[0].date}`))
      .json.stops;
    assert.equal(board.filter((s) => s.orderId === renewal.orderId).length, 1);
    for (const name of ["paused", "cancelled", "stopped"]) {
      const all = await stopsOf(name);
      assert.equal(
        all.filter((s) => s.period.startsWith(`${next}#`)).length,
        0,
        name,
      );
    }
  });
});

describe("subscription stops of a database from before the wiring", () => {
  it("are made when the server starts, once", async () => {
    const env = { AQUA_TEST_HOOKS: "1", AQUA_SCHEDULER_MS: "3600000" };
    const first = await startServer({ env });
    const start = pkDate(2);
    const placed = await placeOrder(
      first,
      orderBody("before.stops@example.pk", start, { plan: "family" }),
    );
    first.kill("SIGTERM");
    await first.exited;
    // As before the wiring: planned deliveries without stops.
    const undo = "DELETE FROM deliveries WHERE subscription_id <> ''";
    if (first.databaseUrl)
      execFileSync("psql", [first.databaseUrl, "-qc", undo]);
    else
      execFileSync("sqlite3", [path.join(first.dataDir, "aquapure.db"), undo]);
    const restart = () => startAgain(first, env);
    let server = await restart();
    try {
      const api = await signIn(server.url);
      const { id } = await subscriptionOf(api, placed.id);
      const d = (await api("GET", `/api/admin/subscriptions/${id}`)).json;
      const count = async (client) => {
        const all = [];
        for (const x of d.deliveries) {
          const b = await client("GET", `/api/admin/dispatch?date=${x.date}`);
          all.push(...b.json.stops.filter((s) => s.subscriptionId === id));
        }
        return all.map((s) => [s.period, s.bottlesDue, s.cashDuePaisa > 0]);
      };
      const expected = d.deliveries.map((x, i) => [
        `${start}#${i + 1}`,
        x.bottles,
        i === 0,
      ]);
      assert.deepEqual(await count(api), expected);
      await server.stop();
      server = await restart();
      assert.deepEqual(
        await count(await signIn(server.url)),
        expected,
        "a second start adds none",
      );
    } finally {
      await server.stop();
      await first.stop();
    }
  });
});
