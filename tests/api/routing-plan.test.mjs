// Planning the delivery day (docs/product.md#planning-the-day): where each stop is (pin, phone,
// area centre, unplaced), the plan's windows, capacity and locks, applying it through the
// board's assignment, and each new route's permission per role. The server's clock is pinned
// to 10:00 in Pakistan (AQUA_TEST_HOOKS).
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import {
  startServer,
  request,
  assertErrorBody,
  signIn,
  staffClient,
  adminClient,
} from "./harness.mjs";
import { orderBody } from "./delivery-helpers.mjs";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PK = 5 * HOUR;
const WINDOWS = {
  "9am-12pm": ["09:00", "12:00"],
  "12pm-3pm": ["12:00", "15:00"],
  "3pm-6pm": ["15:00", "18:00"],
  "6pm-9pm": ["18:00", "21:00"],
};

describe("planning the delivery day", () => {
  let srv;
  let su;
  let mgr;
  let drvA;
  let drvB;
  let ids;
  let today;
  let tomorrow;

  const pkDate = (offset, days) =>
    new Date(Date.now() + offset + PK + days * DAY).toISOString().slice(0, 10);
  const place = async (date, address, opts = {}) => {
    const body = orderBody({ date, ...opts });
    body.customerDetails.address = address;
    const r = await request("POST", `${srv.url}/api/orders`, {
      headers: { "Idempotency-Key": randomUUID() },
      body,
    });
    assert.equal(r.status, 201, r.text);
    const board = await mgr("GET", `/api/admin/dispatch?date=${date}`);
    return board.json.stops.find((s) => s.orderId === r.json.id);
  };
  const plan = async (body, status = 200) => {
    const r = await mgr("POST", "/api/admin/dispatch/plan", { body });
    assert.equal(r.status, status, r.text);
    return r.json;
  };
  const mapOf = async (date) => {
    const r = await mgr("GET", `/api/admin/dispatch/map?date=${date}`);
    assert.equal(r.status, 200, r.text);
    return Object.fromEntries(r.json.stops.map((s) => [s.id, s]));
  };
  const routeOf = (p, driverId) => p.drivers.find((d) => d.driverId === driverId);

  before(
    async () => {
      srv = await startServer({ env: { AQUA_TEST_HOOKS: "1" } });
      const pkNow = Date.now() + PK;
      const offset = pkNow - (pkNow % DAY) + 10 * HOUR - pkNow;
      const c = await request("POST", `${srv.url}/api/test/clock`, {
        body: { offsetMs: offset },
      });
      assert.equal(c.status, 204, c.text);
      today = pkDate(offset, 0);
      tomorrow = pkDate(offset, 1);
      su = await signIn(srv.url);
      const staff = (username, role) =>
        staffClient(srv.url, su, { username, role, password: `${username}-pass-1234` });
      drvA = await staff("route-driver-a", "driver");
      drvB = await staff("route-driver-b", "driver");
      mgr = await staff("route-manager", "manager");
      const admins = await su("GET", "/api/admin/admins");
      ids = Object.fromEntries(admins.json.items.map((a) => [a.username, a.id]));
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("each route's permission per role: 401 anonymous, 403 driver, 200 manager", async () => {
    const stop = await place(tomorrow, "House 1, Street 2, G-9/2");
    const anon = adminClient(srv.url, null);
    const calls = [
      ["POST", "/api/admin/dispatch/plan", { date: tomorrow }],
      ["GET", `/api/admin/dispatch/map?date=${tomorrow}`],
      ["PUT", `/api/admin/dispatch/stops/${stop.id}/pin`, { lat: 33.68, lng: 73.03 }],
      ["PUT", `/api/admin/dispatch/stops/${stop.id}/lock`, { driverId: ids["route-driver-a"] }],
      ["DELETE", `/api/admin/dispatch/stops/${stop.id}/lock`],
      ["GET", "/api/admin/dispatch/gazetteer"],
    ];
    for (const [method, path, body] of calls) {
      assert.equal((await anon(method, path, { body })).status, 401, `${method} ${path}`);
      const d = await drvA(method, path, { body });
      assert.equal(d.status, 403, `${method} ${path}: ${d.text}`);
      const m = await mgr(method, path, { body });
      assert.equal(m.status, 200, `${method} ${path}: ${m.text}`);
    }
  });

  it("the map's gazetteer: sectors and areas with their centres, no tiles unless configured", async () => {
    const r = await mgr("GET", "/api/admin/dispatch/gazetteer");
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.tileUrl, "");
    const g9 = r.json.places.find((p) => p.name === "G-9");
    assert.equal(g9?.kind, "sector");
    assert.ok(g9.lat > 33.6 && g9.lat < 33.8 && g9.lng > 72.9 && g9.lng < 73.2, JSON.stringify(g9));
    assert.ok(r.json.places.some((p) => p.kind === "area" && p.city === "Rawalpindi"));
    assert.ok(!r.json.places.some((p) => p.name.includes("/")), "no sub-sectors");
  });

  it("locations: area centre from the address, unplaced without one, a pin wins", async () => {
    const sector = await place(tomorrow, "House 12, Street 3, F-7/3");
    const nowhere = await place(tomorrow, "Near the big tree");
    let map = await mapOf(tomorrow);
    assert.equal(map[sector.id].location.source, "area");
    assert.equal(map[sector.id].location.area, "F-7/3");
    assert.equal(map[nowhere.id].location, null);
    const p = await plan({ date: tomorrow });
    const left = p.unassigned.find((u) => u.id === nowhere.id);
    assert.equal(left?.reason, "unplaced", JSON.stringify(p.unassigned));
    const bad = await mgr("PUT", `/api/admin/dispatch/stops/${nowhere.id}/pin`, {
      body: { lat: 0, lng: 0 },
    });
    assert.equal(bad.status, 422, bad.text);
    const pin = await mgr("PUT", `/api/admin/dispatch/stops/${nowhere.id}/pin`, {
      body: { lat: 33.7, lng: 73.05 },
    });
    assert.equal(pin.status, 200, pin.text);
    assert.equal(pin.json.location.source, "pin");
    map = await mapOf(tomorrow);
    assert.deepEqual([map[nowhere.id].location.lat, map[nowhere.id].location.lng], [33.7, 73.05]);
    const again = await plan({ date: tomorrow });
    assert.ok(!again.unassigned.some((u) => u.id === nowhere.id), JSON.stringify(again));
  });

  it("the plan keeps slots as windows and the van's capacity; too many bottles say why", async () => {
    const slots = Object.keys(WINDOWS);
    for (let i = 0; i < 8; i += 1)
      await place(tomorrow, `House ${i}, Street ${i}, ${["G-9/1", "I-8/2", "F-10/4", "E-11/2"][i % 4]}`, {
        slot: slots[i % 4],
      });
    const huge = await place(tomorrow, "House 9, G-11/3", {
      items: [{ productId: "1", quantity: 70, hasBottleExchange: true }],
    });
    const p = await plan({ date: tomorrow, seed: 7 });
    assert.equal(p.applied, false);
    assert.equal(p.unassigned.find((u) => u.id === huge.id)?.reason, "no_capacity");
    let planned = 0;
    for (const d of p.drivers) {
      assert.ok(d.maxLoad <= p.settings.vanCapacity, JSON.stringify(d));
      if (d.stops.length) assert.ok(d.distanceKm > 0 && d.durationMin > 0, JSON.stringify(d));
      for (const s of d.stops) {
        planned += 1;
        const [open, close] = WINDOWS[s.slot];
        assert.ok(s.plannedArrival >= open && s.plannedArrival <= close, JSON.stringify(s));
      }
    }
    assert.ok(planned >= 10, `${planned} planned`);
    const same = await plan({ date: tomorrow, seed: 7 });
    assert.deepEqual(same, p, "the same stops and seed give the same plan");
  });

  it("locks are kept; apply writes the board through assignment and order, one way", async () => {
    const first = await place(tomorrow, "House 40, Street 1, I-10/1", { slot: "9am-12pm" });
    const locked = await mgr("PUT", `/api/admin/dispatch/stops/${first.id}/lock`, {
      body: { driverId: ids["route-driver-b"], position: 1 },
    });
    assert.equal(locked.status, 200, locked.text);
    assert.deepEqual(locked.json.lock, { driverId: ids["route-driver-b"], position: 1 });
    const bad = await mgr("PUT", `/api/admin/dispatch/stops/${first.id}/lock`, {
      body: { driverId: "nobody" },
    });
    assert.equal(bad.status, 422, bad.text);
    const p = await plan({ date: tomorrow, apply: true });
    assert.equal(p.applied, true);
    assert.equal(routeOf(p, ids["route-driver-b"]).stops[0].id, first.id);
    const board = await mgr("GET", `/api/admin/dispatch?date=${tomorrow}`);
    const byId = Object.fromEntries(board.json.stops.map((s) => [s.id, s]));
    for (const d of p.drivers)
      d.stops.forEach((s, i) => {
        assert.equal(byId[s.id].driverId, d.driverId);
        assert.equal(byId[s.id].sequence, i + 1);
        assert.equal(byId[s.id].plannedArrival, s.plannedArrival);
      });
    for (const u of p.unassigned) assert.equal(byId[u.id].driverId, "");
    // The driver sees the planned arrival and where to go.
    const mine = await drvB("GET", "/api/driver/stops");
    const own = mine.json.stops.find((s) => s.id === first.id);
    assert.equal(own.plannedArrival, routeOf(p, ids["route-driver-b"]).stops[0].plannedArrival);
    assert.equal(own.location.source, "area");
    // A manual reorder clears the plan's arrivals of what it touched.
    const seq = await mgr("PUT", "/api/admin/dispatch/sequence", {
      body: { driverId: ids["route-driver-b"], date: tomorrow, stopIds: [first.id] },
    });
    assert.equal(seq.status, 204, seq.text);
    assert.equal((await mapOf(tomorrow))[first.id].plannedArrival, "");
    const unlocked = await mgr("DELETE", `/api/admin/dispatch/stops/${first.id}/lock`);
    assert.equal(unlocked.json.lock, null);
  });

  it("the phone's position of a delivered outcome locates the address; nonsense is 422", async () => {
    const email = `phone.${randomUUID().slice(0, 8)}@example.pk`;
    const address = "House 77, Street 5, G-10/4";
    const now = await place(today, address, { email });
    const later = await place(tomorrow, address, { email });
    const a = await mgr("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [now.id], driverId: ids["route-driver-a"] },
    });
    assert.equal(a.status, 200, a.text);
    const outcome = (position) =>
      drvA("POST", `/api/driver/stops/${now.id}/outcome`, {
        headers: { "Idempotency-Key": randomUUID() },
        body: { outcome: "delivered", fullDropped: 2, emptiesCollected: 2, cashCollectedPaisa: now.cashDuePaisa, position },
      });
    for (const bad of [{ lat: 0, lng: 0 }, { lat: 33.7, lng: "73" }, { lat: 33.7, lng: 73.0, accuracyM: -1 }]) {
      const r = await outcome(bad);
      assert.equal(r.status, 422, r.text);
    }
    const ok = await outcome({ lat: 33.6901, lng: 73.0102, accuracyM: 12 });
    assert.equal(ok.status, 201, ok.text);
    const loc = (await mapOf(tomorrow))[later.id].location;
    assert.equal(loc.source, "phone");
    assert.equal(loc.samples, 1);
    assert.equal(loc.accuracyM, 12);
    assert.equal(loc.area, "G-10/4");
  });

  it("past dates are refused (422); a closed day is refused (409)", async () => {
    const past = await mgr("POST", "/api/admin/dispatch/plan", {
      body: { date: "2020-01-01" },
    });
    assert.equal(past.status, 422, past.text);
    const closed = await mgr("POST", "/api/admin/cash-up/close", {
      body: { driverId: ids["route-driver-b"], date: today, reason: "Van in the workshop" },
    });
    assert.equal(closed.status, 200, closed.text);
    const refused = await mgr("POST", "/api/admin/dispatch/plan", {
      body: { date: today, apply: true },
    });
    assert.equal(refused.status, 409, refused.text);
    assertErrorBody(refused, "day_closed");
  });
});

describe("the map's tiles", () => {
  it("AQUA_MAP_TILE_URL, a path on the shop, is what the map loads tiles from", async () => {
    const srv = await startServer({ env: { AQUA_MAP_TILE_URL: "/tiles/{z}/{x}/{y}.png" } });
    try {
      const su = await signIn(srv.url);
      const r = await su("GET", "/api/admin/dispatch/gazetteer");
      assert.equal(r.status, 200, r.text);
      assert.equal(r.json.tileUrl, "/tiles/{z}/{x}/{y}.png");
    } finally {
      await srv.stop();
    }
  });
});
