// Subscription bottles are real bottles (docs/product.md#subscriptions): a plan delivers its
// returnable product (the 19 litre bottle by default; an admin may pick another returnable
// one, nothing else), a plan line exchanges empties or pays the product's deposit for one
// delivery's bottles, the subscription records the choice, its stops drop the product, the
// first stop of a deposit carries the deposit, and every later stop takes as many empties back
// as it drops, so the bottles a subscriber holds do not grow with every delivery.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startServer, request, signIn, staffClient } from "./harness.mjs";
import { pkDate } from "./subscription-dates.mjs";
import { moveToDay, planLine, planOrder, subscribe } from "./subscription-helpers.mjs";

const BOTTLE = "19 Liter Bottle (Without Stand)";
const HINA = {
  firstName: "Hina",
  lastName: "Qureshi",
  phone: "+92 300 1112223",
  address: "House 8, Street 2, F-8/3",
  postalCode: "44000",
};

describe("subscription bottles", () => {
  let srv;
  let su;
  const start = pkDate(1);
  const subs = {}; // name -> {order, sub}

  const place = async (name, items) => {
    const email = `${name}.bottles@example.pk`;
    const { order, sub } = await subscribe(
      srv,
      su,
      planOrder(email, start, { items, customer: HINA }),
    );
    const d = await su("GET", `/api/admin/subscriptions/${sub.id}`);
    subs[name] = { order, sub: d.json };
  };
  const stopsOf = async (name) => {
    const id = subs[name].sub.id;
    const dates = [...new Set(subs[name].sub.deliveries.map((d) => d.date))];
    const out = [];
    for (const date of dates) {
      const r = await su("GET", `/api/admin/dispatch?date=${date}`);
      assert.equal(r.status, 200, r.text);
      out.push(...r.json.stops.filter((s) => s.subscriptionId === id));
    }
    return out.sort((a, b) => (a.period < b.period ? -1 : 1));
  };

  before(
    async () => {
      srv = await startServer({
        env: { AQUA_TEST_HOOKS: "1", AQUA_SCHEDULER_MS: "3600000" },
      });
      su = await signIn(srv.url);
      await place("deposit", [planLine("basic", false)]);
      await place("exchange", [planLine("basic", true)]);
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it("every plan delivers the 19 litre bottle; an admin may choose only a returnable product", async () => {
    const plans = (await request("GET", `${srv.url}/api/plans`)).json.items;
    assert.deepEqual(
      plans.map((p) => p.productId),
      plans.map(() => "1"),
    );
    for (const productId of ["4", "no-such-product"]) {
      const r = await su("PUT", "/api/admin/plans/premium", { body: { productId } });
      assert.equal(r.status, 422, r.text);
      assert.equal(
        r.json.error.fields.productId,
        "A plan delivers a returnable product (one that takes empties back)",
      );
    }
    const ok = await su("PUT", "/api/admin/plans/premium", { body: { productId: "1" } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.productId, "1");
    const created = await su("POST", "/api/admin/plans", {
      body: { name: "Office", price: 5000, bottles: 10, frequency: "Weekly" },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.productId, "1", "a new plan gets the default bottle");
  });

  it("a plan line exchanges empties or pays the bottle's deposit for one delivery, as the server prices it", async () => {
    const q = await request("POST", `${srv.url}/api/quote`, {
      body: {
        items: [planLine("basic", false), planLine("basic", true), planLine("family")],
      },
    });
    assert.equal(q.status, 200, q.text);
    const [deposit, exchange, unsaid] = q.json.lines;
    // Basic: 8 bottles a month, delivered weekly: the deposit covers 2 bottles.
    assert.deepEqual(
      [deposit.hasBottleExchange, deposit.depositUnitPaisa, deposit.depositPaisa],
      [false, 100_000, 200_000],
    );
    assert.equal(deposit.lineTotalPaisa, 179_910 + 200_000);
    assert.deepEqual([exchange.hasBottleExchange, exchange.depositPaisa], [true, 0]);
    assert.deepEqual([unsaid.hasBottleExchange, unsaid.depositPaisa], [true, 0]);
    assert.equal(q.json.depositsPaisa, 200_000);
  });

  it("the subscription records its bottle and the choice; its stops drop the bottle, the plan as context", async () => {
    const d = subs.deposit.sub;
    assert.deepEqual(
      [d.productId, d.productName, d.hasBottleExchange, d.depositPaisa],
      ["1", BOTTLE, false, 200_000],
    );
    assert.ok(d.deliveries.every((x) => x.productName === BOTTLE));
    const e = subs.exchange.sub;
    assert.deepEqual([e.hasBottleExchange, e.depositPaisa], [true, 0]);

    const stops = await stopsOf("deposit");
    assert.ok(stops.length >= 2, JSON.stringify(stops));
    for (const s of stops) {
      assert.deepEqual(
        s.lines.map((l) => [l.productId, l.name, l.returnable]),
        [["1", BOTTLE, true]],
      );
      assert.match(s.notes, /\(Basic\)/);
    }
    // The deposit's first delivery keeps its bottles; every later one takes as many back.
    assert.deepEqual(
      stops.map((s) => [s.emptiesDue, s.depositDuePaisa]),
      stops.map((s, i) => (i === 0 ? [0, 200_000] : [s.bottlesDue, 0])),
    );
    const ex = await stopsOf("exchange");
    assert.deepEqual(
      ex.map((s) => [s.emptiesDue, s.depositDuePaisa]),
      ex.map((s) => [s.bottlesDue, 0]),
    );
  });

  it("delivered: the deposit is charged once and the bottles held stay at one delivery's", async () => {
    const stops = await stopsOf("deposit");
    const drv = await staffClient(srv.url, su, {
      username: "bottle-driver",
      role: "driver",
      password: "bottle-driver-pass-1234",
    });
    assert.ok(drv);
    const admins = await su("GET", "/api/admin/admins");
    const driverId = admins.json.items.find((a) => a.username === "bottle-driver").id;
    const a = await su("POST", "/api/admin/dispatch/assign", {
      body: { stopIds: [stops[0].id, stops[1].id], driverId },
    });
    assert.equal(a.status, 200, a.text);
    const key = "e:deposit.bottles@example.pk";
    const ledger = async () => {
      const r = await su("GET", `/api/admin/bottle-ledger?customer=${encodeURIComponent(key)}`);
      assert.equal(r.status, 200, r.text);
      return [r.json.bottles, r.json.depositPaisa];
    };
    for (const [i, stop] of stops.slice(0, 2).entries()) {
      await moveToDay(srv, stop.date);
      su = await signIn(srv.url);
      const courier = await signIn(srv.url, "bottle-driver", "bottle-driver-pass-1234");
      const o = await courier("POST", `/api/driver/stops/${stop.id}/outcome`, {
        headers: { "Idempotency-Key": randomUUID() },
        body: {
          outcome: "delivered",
          fullDropped: stop.bottlesDue,
          emptiesCollected: stop.emptiesDue,
          cashCollectedPaisa: stop.cashDuePaisa,
        },
      });
      assert.equal(o.status, 201, o.text);
      assert.deepEqual(await ledger(), [stops[0].bottlesDue, 200_000], `after stop ${i + 1}`);
    }
  });
});
