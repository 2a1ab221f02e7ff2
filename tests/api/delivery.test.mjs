// The delivery day (docs/product.md#delivery-day): stops made by placed orders, zones from postal
// codes, dispatch, a driver's own stops and idempotent outcomes, the bottle ledger and the
// driver's day (cash-up). Every new route's permission per role. The server's clock is pinned
// to 10:00 in Pakistan (AQUA_TEST_HOOKS) so today's later slots can be ordered.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startServer, request, assertErrorBody, signIn } from "./harness.mjs";
import {
  dispatchBoard,
  makeStaff,
  pinClockAt,
  placeOrder,
  recordOutcome,
  signInStaff,
} from "./delivery-helpers.mjs";
import { setTestClock } from "./suite.mjs";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PK = 5 * HOUR;

/** A seeded random generator, so a failing day can be replayed (seed in the message). */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}


describe("the delivery day", () => {
  let srv;
  let su;
  let drv1;
  let drv2;
  let mgr;
  let cust;
  let driverIds;
  let zones;
  let today;
  let tomorrow;
  let clockOffset = 0;

  const pkDate = (days = 0) =>
    new Date(Date.now() + clockOffset + PK + days * DAY)
      .toISOString()
      .slice(0, 10);
  const place = (opts) => placeOrder(srv, { date: today, ...opts });
  const board = (date = today) => dispatchBoard(su, date);
  const stopOf = async (orderId, date = today) =>
    (await board(date)).stops.find((s) => s.orderId === orderId);
  // Outcomes belong to their day: toDay(n) moves the server's clock n days on (same time of
  // day) and backToToday() returns it. Sessions lapse across days: everyone signs in again.
  const signInAll = async () => {
    su = await signIn(srv.url);
    const again = (username) => signInStaff(srv, username);
    drv1 = await again("driver-one");
    drv2 = await again("driver-two");
    mgr = await again("dispatch-manager");
    cust = await again("shopper-account");
  };
  const toDay = async (days) => {
    await setTestClock(srv, clockOffset + days * DAY);
    await signInAll();
  };
  const backToToday = () => toDay(0);
  const outcome = recordOutcome;

  before(
    async () => {
      srv = await startServer({ env: { AQUA_TEST_HOOKS: "1" } });
      ({ offsetMs: clockOffset } = await pinClockAt(srv, 10));
      today = pkDate(0);
      tomorrow = pkDate(1);
      su = await signIn(srv.url);
      const staff = await makeStaff(srv, su, [
        ["driver-one", "driver"],
        ["driver-two", "driver"],
        ["dispatch-manager", "manager"],
        ["shopper-account", "customer"],
      ]);
      drv1 = staff.clients["driver-one"];
      drv2 = staff.clients["driver-two"];
      mgr = staff.clients["dispatch-manager"];
      cust = staff.clients["shopper-account"];
      driverIds = staff.ids;
      zones = {};
      for (const [name, city, codes] of [
        ["F-7", "Islamabad", ["44000", "44001"]],
        ["Saddar", "Rawalpindi", ["46000"]],
      ]) {
        const r = await mgr("POST", "/api/admin/zones", {
          body: { name, city, postalCodes: codes },
        });
        assert.equal(r.status, 201, r.text);
        zones[name] = r.json.id;
      }
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("a placed one-time order makes one stop: zone from postal code, drop, empties, cash due", async () => {
    const order = await place({
      postalCode: "44 001",
      items: [
        { productId: "1", quantity: 2, hasBottleExchange: true },
        { productId: "1", quantity: 1 },
        { productId: "2", quantity: 3 },
      ],
    });
    const stops = (await board()).stops.filter((s) => s.orderId === order.id);
    assert.equal(stops.length, 1);
    const [st] = stops;
    assert.equal(st.zoneName, "F-7");
    assert.equal(st.postalCode, "44001");
    assert.equal(st.slot, "3pm-6pm");
    assert.equal(st.status, "planned");
    assert.equal(st.bottlesDue, 3, "returnable 19 L bottles to drop");
    assert.equal(st.emptiesDue, 2, "empties from the exchange line");
    assert.equal(st.cashDuePaisa, order.totalPaisa ?? order.total * 100);
    assert.deepEqual(
      st.lines.map((l) => [l.productId, l.quantity, l.returnable]),
      [
        ["1", 2, true],
        ["1", 1, true],
        ["2", 3, false],
      ],
    );
    assert.equal(st.notes, "Gate code <1234>");
    // The deposit for the bottle without exchange waits on the stop: the ledger charges it
    // when the bottle is left, not when ordered.
    assert.equal(st.depositDuePaisa, 100000);
    const ledger = await su(
      "GET",
      `/api/admin/bottle-ledger?customer=${encodeURIComponent(st.customerKey)}`,
    );
    assert.equal(ledger.status, 200, ledger.text);
    assert.equal(ledger.json.depositPaisa, 0);
    assert.equal(ledger.json.bottles, 0);
    assert.deepEqual(ledger.json.movements, []);
  });

  it("a wallet order has no cash due; an unknown postal code is Unzoned; a subscription-only order gets the stops of its planned deliveries", async () => {
    const wallet = await place({ payment: "wallet", postalCode: "99999" });
    const st = await stopOf(wallet.id);
    assert.equal(st.cashDuePaisa, 0);
    assert.equal(st.zoneName, "Unzoned");
    assert.equal(st.zoneId, null);
    const sub = await place({
      items: [
        {
          productId: "subscription-basic",
          purchaseType: "subscription",
          subscriptionPlan: "basic",
        },
      ],
    });
    // No stop of the order's own: today's stop is the subscription's first planned delivery.
    const mine = (await board()).stops.filter((s) => s.orderId === sub.id);
    assert.equal(mine.length, 1);
    assert.ok(
      mine[0].subscriptionId.startsWith("SUB-"),
      JSON.stringify(mine[0]),
    );
    assert.equal(mine[0].period, `${today}#1`);
  });

  it("the driver role can no longer read orders or customers, nor change an order", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/orders"],
      ["GET", "/api/admin/customers"],
      ["PATCH", "/api/admin/orders/x"],
      ["GET", "/api/admin/orders.csv"],
    ]) {
      const r = await drv1(
        method,
        path,
        method === "GET" ? {} : { body: { status: "cancelled" } },
      );
      assert.equal(r.status, 403, `${method} ${path}: ${r.status}`);
      assert.equal(
        assertErrorBody(r, "forbidden").message,
        "Insufficient permissions",
      );
    }
    const s = await drv1("GET", "/api/admin/session");
    assert.deepEqual(s.json.admin.permissions.sort(), [
      "read:own_deliveries",
      "record:delivery",
    ]);
  });

  it("every new route: driver routes for drivers only, dispatch for managers and admins", async () => {
    // The route table is admin-only (it maps the back office).
    const table = (await su("GET", "/api/routes")).json.routes;
    const isNew = (r) =>
      r.path.startsWith("/api/driver/") ||
      /^\/api\/admin\/(dispatch|zones|drivers|cash-up|bottle-ledger)/.test(
        r.path,
      );
    const fresh = table.filter(isNew);
    assert.ok(fresh.length >= 18, `only ${fresh.length} delivery routes`);
    const concrete = (p) => p.replace(/:[a-z]+/g, "999999");
    for (const r of fresh) {
      const args = r.method === "GET" ? {} : { body: {} };
      const path = concrete(r.path);
      const driverRoute = r.path.startsWith("/api/driver/");
      const anon = await request(r.method, `${srv.url}${path}`, {
        body: args.body,
      });
      assert.equal(anon.status, 401, `anonymous ${r.method} ${path}`);
      const c = await cust(r.method, path, args);
      assert.equal(c.status, 403, `customer ${r.method} ${path}`);
      const d = await drv1(r.method, path, args);
      if (driverRoute)
        assert.notEqual(d.status, 403, `driver ${r.method} ${path}: ${d.text}`);
      else
        assert.equal(d.status, 403, `driver ${r.method} ${path}: ${d.status}`);
      const m = await mgr(r.method, path, args);
      if (driverRoute)
        assert.equal(m.status, 403, `manager ${r.method} ${path}`);
      else
        assert.notEqual(
          m.status,
          403,
          `manager ${r.method} ${path}: ${m.text}`,
        );
      assert.ok(m.status < 500 && d.status < 500, `${r.method} ${path}: 5xx`);
    }
  });

  it("a driver sees only their own stops, today and the next days, in their order", async () => {
    const a = await place({});
    const b = await place({});
    const c = await place({ date: tomorrow, slot: "9am-12pm" });
    const [sa, sb, sc] = [
      await stopOf(a.id),
      await stopOf(b.id),
      await stopOf(c.id, tomorrow),
    ];
    let r = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [sa.id, sc.id], driverId: driverIds["driver-one"] },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.assigned, 2);
    r = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [sb.id], driverId: driverIds["driver-two"] },
    });
    assert.equal(r.json.assigned, 1);
    const mine = await drv1("GET", "/api/driver/stops");
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.json.today, today);
    const ids = mine.json.stops.map((s) => s.id);
    assert.ok(ids.includes(sa.id) && ids.includes(sc.id), "own stops listed");
    assert.ok(!ids.includes(sb.id), "another driver's stop is not listed");
    assert.ok(
      mine.json.stops.every((s) => s.driverId === driverIds["driver-one"]),
    );
    const other = await outcome(drv1, sb.id, { outcome: "delivered" });
    assert.equal(other.status, 404, "recording another driver's stop");
    // A second stop today for driver one, then the order reversed.
    const d = await place({});
    const sd = await stopOf(d.id);
    await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [sd.id], driverId: driverIds["driver-one"] },
    });
    r = await mgr("PUT", "/api/admin/dispatch/sequence", {
      body: {
        driverId: driverIds["driver-one"],
        date: today,
        stopIds: [sd.id, sa.id],
      },
    });
    assert.equal(r.status, 204, r.text);
    const todays = (await drv1("GET", "/api/driver/stops")).json.stops.filter(
      (s) => s.date === today,
    );
    assert.deepEqual(
      todays.map((s) => s.id),
      [sd.id, sa.id],
    );
    r = await mgr("PUT", "/api/admin/dispatch/sequence", {
      body: {
        driverId: driverIds["driver-one"],
        date: today,
        stopIds: [sb.id],
      },
    });
    assert.equal(
      r.status,
      422,
      "another driver's stop cannot be ordered into this list",
    );
  });

  it("an outcome recorded twice with one key is stored once; another key gets 409; a COD order becomes paid", async () => {
    const order = await place({
      items: [{ productId: "1", quantity: 3, hasBottleExchange: true }],
    });
    const st = await stopOf(order.id);
    await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [st.id], driverId: driverIds["driver-two"] },
    });
    const key = randomUUID();
    const body = {
      outcome: "delivered",
      fullDropped: 3,
      emptiesCollected: 2,
      cashCollectedPaisa: st.cashDuePaisa,
      note: "Left with the guard",
    };
    // The key is checked as POST /api/orders checks it: same codes, nothing stored.
    const none = await drv2("POST", `/api/driver/stops/${st.id}/outcome`, { body });
    assert.equal(none.status, 400, none.text);
    assertErrorBody(none, "idempotency_key_required");
    for (const bad of ["short", "x".repeat(201), "has space in it"]) {
      const r = await outcome(drv2, st.id, body, bad);
      assert.equal(r.status, 400, r.text);
      assertErrorBody(r, "bad_idempotency_key");
    }
    const first = await outcome(drv2, st.id, body, key);
    assert.equal(first.status, 201, first.text);
    assert.equal(first.json.replay, false);
    // The same key with another outcome is refused, as an order's key with another body.
    const changed = await outcome(drv2, st.id, { ...body, fullDropped: 9 }, key);
    assert.equal(changed.status, 409, changed.text);
    assertErrorBody(changed, "idempotency_conflict");
    const again = await outcome(drv2, st.id, body, key);
    assert.equal(again.status, 200, again.text);
    assert.equal(again.json.replay, true);
    assert.deepEqual(again.json.stop.outcome, first.json.stop.outcome);
    assert.equal(again.json.stop.outcome.fullDropped, 3);
    // The customer's text message, once however often the outcome was sent.
    const texts = (await su("GET", "/api/admin/sms")).json.items.filter(
      (m) => m.orderId === order.id && m.kind === "delivered",
    );
    assert.equal(texts.length, 1);
    assert.match(
      texts[0].body,
      /3 bottle\(s\) dropped, 2 empty\(ies\) collected, PKR [\d,.]+ cash received/,
    );
    const other = await outcome(drv2, st.id, {
      outcome: "failed",
      reason: "refused",
    });
    assert.equal(other.status, 409, other.text);
    assert.match(
      assertErrorBody(other, "outcome_recorded").message,
      /already recorded/,
    );
    const ledger = await su(
      "GET",
      `/api/admin/bottle-ledger?customer=${encodeURIComponent(st.customerKey)}`,
    );
    assert.deepEqual(
      ledger.json.movements
        .filter((m) => m.deliveryId === st.id)
        .map((m) => [m.kind, m.bottles]),
      [
        ["dropped", 3],
        ["collected", -2],
      ],
    );
    assert.equal(ledger.json.bottles, 1);
    const o = await su("GET", `/api/admin/orders?q=${order.id}`);
    assert.equal(o.json.items[0].paymentStatus, "paid");
    assert.equal(o.json.items[0].status, "delivered");
    const view = (await drv2("GET", "/api/driver/stops")).json.stops.find(
      (s) => s.id === st.id,
    );
    assert.equal(view.status, "delivered");
    assert.equal(view.bottleBalance, 1);
  });

  it("outcome input is checked: key required, reasons, counts", async () => {
    const order = await place({});
    const st = await stopOf(order.id);
    await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [st.id], driverId: driverIds["driver-one"] },
    });
    const noKey = await drv1("POST", `/api/driver/stops/${st.id}/outcome`, {
      body: { outcome: "delivered" },
    });
    assert.equal(noKey.status, 400, noKey.text);
    for (const [body, field] of [
      [{ outcome: "lost" }, "outcome"],
      [{ outcome: "failed", reason: "asleep" }, "reason"],
      [{ outcome: "failed", reason: "other", note: " " }, "note"],
      [{ outcome: "delivered", fullDropped: -1 }, "fullDropped"],
      [
        { outcome: "delivered", cashCollectedPaisa: -100 },
        "cashCollectedPaisa",
      ],
    ]) {
      const r = await outcome(drv1, st.id, body);
      assert.equal(r.status, 422, `${JSON.stringify(body)}: ${r.text}`);
      assert.ok(assertErrorBody(r, "validation_failed").fields[field], field);
    }
    const bad = await drv1("POST", `/api/driver/stops/${st.id}/outcome`, {
      body: "{not json",
      headers: {
        "Idempotency-Key": randomUUID(),
        "content-type": "application/json",
      },
    });
    assert.equal(bad.status, 400, bad.text);
  });

  it("a failed stop waits on the board and is rescheduled to another date; nothing is lost", async () => {
    const order = await place({});
    const st = await stopOf(order.id);
    await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [st.id], driverId: driverIds["driver-one"] },
    });
    const r = await outcome(drv1, st.id, {
      outcome: "failed",
      reason: "not-home",
      note: "No answer",
    });
    assert.equal(r.status, 201, r.text);
    const failedText = (await su("GET", "/api/admin/sms")).json.items.find(
      (m) => m.orderId === order.id && m.kind === "delivery_failed",
    );
    assert.match(failedText.body, /could not deliver order .* because nobody was at home\. Reply with a day and time, or call us, to rebook\./);
    let b = await board();
    assert.ok(
      b.failed.some((s) => s.id === st.id),
      "listed as failed",
    );
    for (const slot of ["12pm-4pm", "any time", "9AM-12PM"]) {
      const bad = await mgr("POST", "/api/admin/dispatch/reschedule", {
        body: { stopIds: [st.id], date: tomorrow, slot },
      });
      assert.equal(bad.status, 422, `slot ${slot}: ${bad.text}`);
      assertErrorBody(bad, "validation_failed");
      assert.equal(
        bad.json.error.fields.slot,
        "Please choose one of the delivery time slots",
      );
    }
    assert.equal(
      (await board()).failed.filter((s) => s.id === st.id).length,
      1,
      "a refused reschedule leaves the stop failed",
    );
    const re = await mgr("POST", "/api/admin/dispatch/reschedule", {
      body: { stopIds: [st.id], date: tomorrow, slot: "12pm-3pm" },
    });
    assert.equal(re.status, 201, re.text);
    const [newId] = re.json.stopIds;
    b = await board();
    assert.ok(!b.failed.some((s) => s.id === st.id));
    assert.equal(b.stops.find((s) => s.id === st.id).status, "rescheduled");
    const moved = (await board(tomorrow)).stops.find((s) => s.id === newId);
    assert.equal(moved.orderId, order.id);
    assert.equal(moved.slot, "12pm-3pm");
    assert.equal(moved.status, "planned");
    assert.equal(moved.cashDuePaisa, st.cashDuePaisa);
    assert.equal(moved.driverId, "");
    const twice = await mgr("POST", "/api/admin/dispatch/reschedule", {
      body: { stopIds: [st.id], date: tomorrow },
    });
    assert.equal(twice.status, 409);
  });

  it("zones: CRUD, a postal code in one zone only, stops re-zoned; bad input 422", async () => {
    const order = await place({ postalCode: "44100" });
    assert.equal((await stopOf(order.id)).zoneName, "Unzoned");
    const made = await mgr("POST", "/api/admin/zones", {
      body: { name: "G-9", city: "Islamabad", postalCodes: ["44 100"] },
    });
    assert.equal(made.status, 201, made.text);
    assert.deepEqual(made.json.postalCodes, ["44100"]);
    assert.equal((await stopOf(order.id)).zoneName, "G-9");
    const clash = await mgr("POST", "/api/admin/zones", {
      body: { name: "G-10", city: "Islamabad", postalCodes: ["44100"] },
    });
    assert.equal(clash.status, 409);
    assert.equal(
      assertErrorBody(clash).message,
      "Postal code 44100 already belongs to zone G-9",
    );
    const dup = await mgr("POST", "/api/admin/zones", {
      body: { name: "g-9", city: "Islamabad", postalCodes: [] },
    });
    assert.equal(dup.status, 409);
    const bad = await mgr("POST", "/api/admin/zones", {
      body: { name: "", city: "Lahore" },
    });
    assert.equal(bad.status, 422);
    const fields = assertErrorBody(bad, "validation_failed").fields;
    assert.ok(fields.name || fields.city);
    const upd = await mgr("PUT", `/api/admin/zones/${made.json.id}`, {
      body: {
        name: "G-9 Markaz",
        city: "Islamabad",
        postalCodes: ["44100", "44101"],
      },
    });
    assert.equal(upd.status, 200, upd.text);
    assert.equal((await stopOf(order.id)).zoneName, "G-9 Markaz");
    assert.equal(
      (await mgr("DELETE", `/api/admin/zones/${made.json.id}`)).status,
      204,
    );
    assert.equal((await stopOf(order.id)).zoneName, "Unzoned");
    assert.equal(
      (await mgr("DELETE", `/api/admin/zones/${made.json.id}`)).status,
      404,
    );
    const list = await mgr("GET", "/api/admin/zones");
    assert.deepEqual(list.json.items.map((z) => z.name).sort(), [
      "F-7",
      "Saddar",
    ]);
  });

  it("a zone is assigned to a driver; a driver's manifest as CSV and a printable page", async () => {
    const date = pkDate(2);
    const orders = [
      await place({ date, postalCode: "46000" }),
      await place({ date, postalCode: "46000" }),
    ];
    const r = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { date, zoneId: zones.Saddar, driverId: driverIds["driver-two"] },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.assigned, 2);
    const csv = await mgr(
      "GET",
      `/api/admin/dispatch/manifest.csv?date=${date}&driverId=${driverIds["driver-two"]}`,
    );
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get("content-type"), /^text\/csv/);
    const rows = csv.text.trim().split("\r\n");
    assert.equal(rows.length, 3);
    assert.match(rows[0], /^Seq,Date,Slot,Zone,Name,Phone/);
    assert.match(rows[1], /Saddar,Bilal Ahmed/);
    const page = await mgr(
      "GET",
      `/api/admin/dispatch/manifest.html?date=${date}&driverId=${driverIds["driver-two"]}`,
    );
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type"), /^text\/html/);
    assert.ok(page.text.includes("Gate code &lt;1234&gt;"), "notes escaped");
    assert.ok(!page.text.includes("<1234>"));
    assert.equal((page.text.match(/<tr><td>/g) || []).length, orders.length);
    const unknown = await mgr(
      "GET",
      `/api/admin/dispatch/manifest.csv?date=${date}&driverId=nobody`,
    );
    assert.equal(unknown.status, 422);
  });

  it("auto-assign gives a date's unassigned stops to the drivers of their zones", async () => {
    const date = pkDate(3);
    let r = await mgr(
      "PUT",
      `/api/admin/drivers/${driverIds["driver-one"]}/zones`,
      {
        body: { zoneIds: [zones["F-7"]] },
      },
    );
    assert.equal(r.status, 204, r.text);
    r = await mgr(
      "PUT",
      `/api/admin/drivers/${driverIds["driver-two"]}/zones`,
      {
        body: { zoneIds: [zones.Saddar] },
      },
    );
    assert.equal(r.status, 204, r.text);
    assert.equal(
      (
        await mgr(
          "PUT",
          `/api/admin/drivers/${driverIds["driver-two"]}/zones`,
          { body: { zoneIds: [424242] } },
        )
      ).status,
      422,
    );
    const drivers = await mgr("GET", "/api/admin/drivers");
    assert.deepEqual(
      drivers.json.items.find((d) => d.id === driverIds["driver-one"]).zoneIds,
      [zones["F-7"]],
    );
    await place({ date, postalCode: "44000" });
    await place({ date, postalCode: "46000" });
    await place({ date, postalCode: "12345" });
    r = await mgr("POST", "/api/admin/dispatch/auto-assign", {
      body: { date },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.assigned, 2);
    const b = await board(date);
    for (const s of b.stops) {
      if (s.zoneName === "F-7")
        assert.equal(s.driverId, driverIds["driver-one"]);
      else if (s.zoneName === "Saddar")
        assert.equal(s.driverId, driverIds["driver-two"]);
      else assert.equal(s.driverId, "", "Unzoned stays unassigned");
    }
  });

  it("a randomized day of 200 stops: ledger balance = sum of movements, cash-up = sum of stops", async () => {
    const seed = Date.now() % 100000;
    const rand = rng(seed);
    const date = pkDate(4);
    const customers = Array.from(
      { length: 20 },
      (_, i) => `day-${seed}-${i}@example.pk`,
    );
    const pick = (arr) => arr[Math.floor(rand() * arr.length)];
    const placed = [];
    for (let i = 0; i < 200; i++) {
      const items = [
        {
          productId: "1",
          quantity: 1 + Math.floor(rand() * 4),
          hasBottleExchange: rand() < 0.6,
        },
      ];
      if (rand() < 0.3) items.push({ productId: "3", quantity: 1 });
      placed.push(
        place({
          date,
          slot: pick(["12pm-3pm", "3pm-6pm", "6pm-9pm"]),
          postalCode: pick(["44000", "46000"]),
          email: pick(customers),
          payment: rand() < 0.7 ? "cod" : "wallet",
          items,
        }),
      );
      if (placed.length % 20 === 0) await Promise.all(placed.slice(-20));
    }
    await Promise.all(placed);
    const r = await mgr("POST", "/api/admin/dispatch/auto-assign", {
      body: { date },
    });
    assert.equal(r.json.assigned, 200, `seed ${seed}`);
    const stops = (await board(date)).stops;
    assert.equal(stops.length, 200);
    await toDay(4);
    const byDriver = {
      [driverIds["driver-one"]]: drv1,
      [driverIds["driver-two"]]: drv2,
    };
    const expected = {}; // driverId -> {due, cash, out, back}
    const held = {}; // customerKey -> bottles dropped - collected today
    await Promise.all(
      [driverIds["driver-one"], driverIds["driver-two"]].map(async (driver) => {
        expected[driver] = {
          due: 0,
          cash: 0,
          out: 0,
          back: 0,
          delivered: 0,
          failed: 0,
        };
        for (const st of stops.filter((s) => s.driverId === driver)) {
          const e = expected[driver];
          if (rand() < 0.15) {
            const res = await outcome(byDriver[driver], st.id, {
              outcome: "failed",
              reason: "not-home",
            });
            assert.equal(res.status, 201, res.text);
            e.failed += 1;
            continue;
          }
          const body = {
            outcome: "delivered",
            fullDropped: Math.max(0, st.bottlesDue - (rand() < 0.1 ? 1 : 0)),
            emptiesCollected: Math.floor(rand() * (st.emptiesDue + 1)),
            cashCollectedPaisa:
              rand() < 0.9 ? st.cashDuePaisa : Math.floor(st.cashDuePaisa / 2),
          };
          const key = randomUUID();
          const res = await outcome(byDriver[driver], st.id, body, key);
          assert.equal(res.status, 201, res.text);
          if (rand() < 0.2)
            assert.equal(
              (await outcome(byDriver[driver], st.id, body, key)).status,
              200,
            );
          e.delivered += 1;
          e.due += st.cashDuePaisa;
          e.cash += body.cashCollectedPaisa;
          e.out += body.fullDropped;
          e.back += body.emptiesCollected;
          held[st.customerKey] =
            (held[st.customerKey] ?? 0) +
            body.fullDropped -
            body.emptiesCollected;
        }
      }),
    );
    for (const key of Object.keys(held)) {
      const l = await su(
        "GET",
        `/api/admin/bottle-ledger?customer=${encodeURIComponent(key)}`,
      );
      const sum = l.json.movements.reduce((a, m) => a + m.bottles, 0);
      const deposits = l.json.movements.reduce((a, m) => a + m.depositPaisa, 0);
      assert.equal(
        l.json.bottles,
        sum,
        `seed ${seed}: balance = sum of movements for ${key}`,
      );
      assert.equal(l.json.depositPaisa, deposits);
      assert.equal(
        l.json.bottles,
        held[key],
        `seed ${seed}: ${key} holds what the drivers recorded`,
      );
    }
    // Every stop on the board shows its customer's balance after the day.
    for (const st of (await board(date)).stops)
      assert.equal(
        st.bottleBalance,
        held[st.customerKey] ?? 0,
        `seed ${seed}: the board shows ${st.customerKey}'s bottles`,
      );
    const cash = await mgr("GET", `/api/admin/cash-up?date=${date}`);
    assert.equal(cash.status, 200, cash.text);
    for (const [driver, e] of Object.entries(expected)) {
      const day = cash.json.items.find((d) => d.driverId === driver);
      assert.equal(day.delivered, e.delivered, `seed ${seed}`);
      assert.equal(day.failed, e.failed);
      assert.equal(day.cashExpectedPaisa, e.due);
      assert.equal(
        day.cashCollectedPaisa,
        e.cash,
        "collected = sum of the stops",
      );
      assert.equal(
        day.cashRecordedPaisa,
        e.cash,
        "the day's running total = sum of the stops",
      );
      assert.equal(day.differencePaisa, e.cash - e.due);
      assert.equal(day.bottlesOut, e.out);
      assert.equal(day.emptiesBack, e.back);
      assert.equal(day.closed, false);
    }
    // Closing the day: managers may, drivers may not; audited; final.
    const d1 = driverIds["driver-one"];
    assert.equal(
      (
        await drv1("POST", "/api/admin/cash-up/close", {
          body: { driverId: d1, date },
        })
      ).status,
      403,
    );
    const closed = await mgr("POST", "/api/admin/cash-up/close", {
      body: { driverId: d1, date },
    });
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.json.closed, true);
    assert.equal(closed.json.closedBy, "dispatch-manager");
    assert.equal(
      (
        await mgr("POST", "/api/admin/cash-up/close", {
          body: { driverId: d1, date },
        })
      ).status,
      409,
    );
    const audit = await su("GET", "/api/admin/audit-logs?limit=100");
    const entry = audit.json.items.find((a) => a.action === "CLOSE_DRIVER_DAY");
    assert.ok(entry, "closing is audited");
    assert.equal(entry.resourceId, `${d1}/${date}`);
    assert.equal(entry.metadata.cashCollectedPaisa, expected[d1].cash);
    await backToToday();
  });

  it("an outcome on a closed day is refused", async () => {
    const date = pkDate(5);
    const order = await place({ date });
    const st = await stopOf(order.id, date);
    await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [st.id], driverId: driverIds["driver-one"] },
    });
    await toDay(5);
    // The stop is still open: closing asks for a reason.
    const refused = await mgr("POST", "/api/admin/cash-up/close", {
      body: { driverId: driverIds["driver-one"], date },
    });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(assertErrorBody(refused, "open_stops").fields.openStops, `${st.id}`);
    const close = await mgr("POST", "/api/admin/cash-up/close", {
      body: {
        driverId: driverIds["driver-one"],
        date,
        reason: "Van broke down; customer called",
      },
    });
    assert.equal(close.status, 200, close.text);
    assert.equal(close.json.closeReason, "Van broke down; customer called");
    const r = await outcome(drv1, st.id, {
      outcome: "delivered",
      fullDropped: 2,
    });
    await backToToday();
    assert.equal(r.status, 409, r.text);
    assert.equal(
      assertErrorBody(r, "day_closed").message,
      "This driver's day is closed; ask an admin",
    );
  });

  it("the dashboard: orders and revenue per day (30 days), deliveries per slot, bottles out, cash outstanding", async () => {
    assert.equal(
      (await drv1("GET", "/api/admin/reports/dashboard")).status,
      403,
    );
    const r = await mgr("GET", "/api/admin/reports/dashboard");
    assert.equal(r.status, 200, r.text);
    const d = r.json;
    assert.equal(d.ordersPerDay.length, 30);
    assert.equal(d.ordersPerDay.at(-1).date, today);
    const all = await su("GET", "/api/admin/orders?limit=1");
    assert.equal(
      d.ordersPerDay.at(-1).orders,
      all.json.total,
      "every order here was placed on the server's today",
    );
    assert.ok(
      d.ordersPerDay
        .slice(0, 29)
        .every((x) => x.orders === 0 && x.revenuePaisa === 0),
    );
    assert.ok(d.ordersPerDay.at(-1).revenuePaisa > 0);
    const week = [];
    for (let i = 0; i < 7; i++) week.push(...(await board(pkDate(i))).stops);
    const open = week.filter(
      (s) => s.status !== "cancelled" && s.status !== "rescheduled",
    );
    const slots = {};
    for (const s of open) slots[s.slot] = (slots[s.slot] ?? 0) + 1;
    assert.deepEqual(
      Object.fromEntries(d.deliveriesPerSlot.map((x) => [x.slot, x.stops])),
      slots,
    );
    assert.equal(typeof d.bottlesOut, "number");
    // bottle_totals (kept with every movement) = the sum of every customer's balance.
    let bottles = 0;
    let deposits = 0;
    for (const key of new Set(week.map((s) => s.customerKey))) {
      const l = await su(
        "GET",
        `/api/admin/bottle-ledger?customer=${encodeURIComponent(key)}`,
      );
      bottles += l.json.bottles;
      deposits += l.json.depositPaisa;
    }
    assert.equal(d.bottlesOut, bottles, "bottles out = sum of the balances");
    assert.equal(d.depositsHeldPaisa, deposits);
    assert.equal(
      d.cashOutstandingPaisa,
      d.cashDueOnOpenStopsPaisa + d.cashWithDriversPaisa,
    );
    assert.ok(
      d.cashWithDriversPaisa > 0,
      "cash collected on days not yet closed",
    );
  });
});
