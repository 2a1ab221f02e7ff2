// The planner's settings (docs/product.md#planning-the-day): a manager reads and changes the
// depot, the detour factor, the speed per slot, the service time and the vans (the shop's and
// each driver's own); bad values are refused with the field named and nothing stored; a change
// is audited; the next plan uses them. Doubles are plain decimals in the answers.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startServer, request, signIn, staffClient, adminClient } from "./harness.mjs";
import { orderBody } from "./delivery-helpers.mjs";

const S = "/api/admin/dispatch/settings";
// A JSON number written with an exponent (3.366E1), not a letter e inside an id.
const EXPONENT = /[:,[]-?\d+(\.\d+)?[eE][+-]?\d/;
const pkDate = (days) =>
  new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe("the planner's settings", () => {
  let srv;
  let su;
  let mgr;
  let drv;
  let ids;
  let defaults;

  const settingsBody = (over = {}) => ({
    depot: { lat: 33.62, lng: 73.1 },
    detourFactor: 1.45,
    speedKmh: [30, 28, 22.5, 18],
    serviceMinutes: 8,
    vanCapacity: 80,
    ...over,
  });
  const put = async (body, status) => {
    const r = await mgr("PUT", S, { body });
    assert.equal(r.status, status, r.text);
    return r;
  };

  before(
    async () => {
      srv = await startServer();
      su = await signIn(srv.url);
      const staff = (username, role) =>
        staffClient(srv.url, su, { username, role, password: `${username}-pass-1234` });
      drv = await staff("van-driver-a", "driver");
      await staff("van-driver-b", "driver");
      mgr = await staff("van-manager", "manager");
      const admins = await su("GET", "/api/admin/admins");
      ids = Object.fromEntries(admins.json.items.map((a) => [a.username, a.id]));
      defaults = (await mgr("GET", S)).json;
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("the defaults, in plain decimals, and who may read and change them", async () => {
    const r = await mgr("GET", S);
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json.depot, { lat: 33.66, lng: 73.055 });
    assert.match(r.text, /"lat":33\.66,"lng":73\.055/);
    assert.doesNotMatch(r.text, EXPONENT, "no exponents");
    assert.equal(r.json.detourFactor, 1.3);
    assert.deepEqual(r.json.speedKmh, [25, 25, 22, 20]);
    assert.deepEqual(r.json.slots, ["9am-12pm", "12pm-3pm", "3pm-6pm", "6pm-9pm"]);
    assert.equal(r.json.serviceMinutes, 5);
    assert.equal(r.json.vanCapacity, 60);
    const mine = r.json.drivers.find((d) => d.driverId === ids["van-driver-a"]);
    assert.deepEqual(mine, { driverId: ids["van-driver-a"], name: mine.name, vanCapacity: null });
    const anon = adminClient(srv.url, null);
    assert.equal((await anon("GET", S)).status, 401);
    assert.equal((await anon("PUT", S, { body: settingsBody() })).status, 401);
    assert.equal((await drv("GET", S)).status, 403);
    assert.equal((await drv("PUT", S, { body: settingsBody() })).status, 403);
  });

  it("a manager changes them: stored, answered back and audited before and after", async () => {
    const body = settingsBody({ drivers: [{ driverId: ids["van-driver-b"], vanCapacity: 25 }] });
    const r = await put(body, 200);
    const back = (await mgr("GET", S)).json;
    assert.deepEqual(back, r.json);
    assert.deepEqual(back.depot, { lat: 33.62, lng: 73.1 });
    assert.equal(back.detourFactor, 1.45);
    assert.deepEqual(back.speedKmh, [30, 28, 22.5, 18]);
    assert.equal(back.serviceMinutes, 8);
    assert.equal(back.vanCapacity, 80);
    const vans = Object.fromEntries(back.drivers.map((d) => [d.driverId, d.vanCapacity]));
    assert.equal(vans[ids["van-driver-b"]], 25);
    assert.equal(vans[ids["van-driver-a"]], null);
    const audit = await su("GET", "/api/admin/audit-logs?limit=50");
    const entry = audit.json.items.find((e) => e.action === "UPDATE_PLANNING_SETTINGS");
    assert.ok(entry, JSON.stringify(audit.json.items.slice(0, 3)));
    assert.equal(entry.metadata.before.vanCapacity, 60);
    assert.equal(entry.metadata.after.vanCapacity, 80);
    // Without drivers, the drivers' vans stay as they are.
    const kept = await put(settingsBody({ vanCapacity: 70 }), 200);
    assert.equal(kept.json.drivers.find((d) => d.driverId === ids["van-driver-b"]).vanCapacity, 25);
  });

  it("bad values: 422 naming each field, nothing stored", async () => {
    const before = (await mgr("GET", S)).json;
    const cases = [
      [{ depot: { lat: 24.86, lng: 67.01 } }, "depot", /Islamabad and Rawalpindi/],
      [{ depot: { lat: 73.05, lng: 33.7 } }, "depot", /Islamabad/],
      [{ depot: null }, "depot", /lat and lng/],
      [{ detourFactor: 0.8 }, "detourFactor", /from 1 to 3/],
      [{ detourFactor: "1.3" }, "detourFactor", /from 1 to 3/],
      [{ speedKmh: [25, 25, 22] }, "speedKmh", /4 speeds/],
      [{ speedKmh: [25, 25, 22, 0] }, "speedKmh", /from 5 to 80 km\/h/],
      [{ serviceMinutes: -1 }, "serviceMinutes", /0 to 60/],
      [{ serviceMinutes: 2.5 }, "serviceMinutes", /whole number/],
      [{ vanCapacity: 0 }, "vanCapacity", /from 1 to 1000/],
      [{ vanCapacity: 5000 }, "vanCapacity", /from 1 to 1000/],
      [{ drivers: [{ driverId: "nobody", vanCapacity: 9 }] }, "drivers", /active driver/],
      [{ drivers: [{ driverId: ids["van-driver-a"], vanCapacity: 0 }] }, "drivers", /1 to 1000/],
    ];
    for (const [over, field, message] of cases) {
      const r = await put(settingsBody(over), 422);
      assert.equal(r.json.error.code, "validation_failed");
      assert.match(r.json.error.fields[field], message, `${JSON.stringify(over)}: ${r.text}`);
    }
    const { vanCapacity, ...missing } = settingsBody();
    assert.ok(vanCapacity);
    assert.match((await put(missing, 422)).json.error.fields.vanCapacity, /whole number/);
    const notJson = { body: "{", headers: { "content-type": "application/json" } };
    assert.equal((await mgr("PUT", S, notJson)).status, 400);
    assert.deepEqual((await mgr("GET", S)).json, before, "nothing stored");
  });

  it("the plan uses them: the depot, the speeds and each driver's van", async () => {
    const date = pkDate(1);
    const a = ids["van-driver-a"];
    const b = ids["van-driver-b"];
    for (const place of ["G-9/2", "F-7/3", "I-8/4"]) {
      const body = orderBody({ date });
      body.customerDetails.address = `House 1, Street 2, ${place}`;
      const r = await request("POST", `${srv.url}/api/orders`, {
        headers: { "Idempotency-Key": randomUUID() },
        body,
      });
      assert.equal(r.status, 201, r.text);
    }
    const plan = async () => {
      const r = await mgr("POST", "/api/admin/dispatch/plan", { body: { date, seed: 3 } });
      assert.equal(r.status, 200, r.text);
      assert.doesNotMatch(r.text, EXPONENT, "no exponents");
      return r.json;
    };
    const stopsOf = (p, id) => p.drivers.find((d) => d.driverId === id)?.stops.length ?? 0;
    // A's van carries a single bottle: B takes every stop (2 bottles each).
    await put(settingsBody({ drivers: [{ driverId: a, vanCapacity: 1 }] }), 200);
    let p = await plan();
    assert.deepEqual(p.depot, { lat: 33.62, lng: 73.1 });
    assert.deepEqual(p.settings, {
      detourFactor: 1.45,
      speedKmh: [30, 28, 22.5, 18],
      serviceMinutes: 8,
      vanCapacity: 80,
    });
    assert.equal(stopsOf(p, a), 0, JSON.stringify(p.drivers));
    assert.equal(stopsOf(p, b), 3, JSON.stringify(p.drivers));
    assert.equal(p.drivers.find((d) => d.driverId === b).capacity, 80);
    // The other way round.
    await put(settingsBody({ drivers: [{ driverId: b, vanCapacity: 1 }] }), 200);
    p = await plan();
    assert.equal(stopsOf(p, a), 3, JSON.stringify(p.drivers));
    assert.equal(stopsOf(p, b), 0, JSON.stringify(p.drivers));
    // Every van too small: nothing fits, each stop says why.
    await put(settingsBody({ vanCapacity: 1, drivers: [] }), 200);
    p = await plan();
    assert.equal(p.unassigned.length, 3);
    for (const u of p.unassigned) assert.equal(u.reason, "no_capacity");
    await put({ ...defaults, drivers: [] }, 200);
  });
});
