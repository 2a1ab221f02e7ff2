// The admin dashboard's orders and revenue per day come from order_days, a table the orders
// room keeps in the same transaction as each order (migration 009). They must stay equal to
// what the orders say through placing, cancelling, un-cancelling and deleting.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startServer, request, signIn } from "./harness.mjs";

const PK = 5 * 3600_000;
const DAY = 24 * 3600_000;

describe("dashboard: orders and revenue per day stay equal to the orders", () => {
  let srv;
  let su;
  const today = () => new Date(Date.now() + PK).toISOString().slice(0, 10);
  const deliveryDay = () => new Date(Date.now() + PK + DAY).toISOString().slice(0, 10);
  const todayFigures = async () => {
    const r = await su("GET", "/api/admin/reports/dashboard");
    assert.equal(r.status, 200, r.text);
    const d = r.json.ordersPerDay.at(-1);
    assert.equal(d.date, today());
    return d;
  };
  // What the orders themselves say: every order placed today, revenue of those not cancelled.
  const expected = async () => {
    const r = await su("GET", "/api/admin/orders?limit=100");
    assert.equal(r.status, 200, r.text);
    const mine = r.json.items ?? r.json.orders;
    return {
      orders: r.json.total,
      revenuePaisa: mine
        .filter((o) => o.status !== "cancelled")
        .reduce((a, o) => a + o.totalPaisa, 0),
    };
  };
  const check = async (what) => {
    const d = await todayFigures();
    const e = await expected();
    assert.equal(d.orders, e.orders, `${what}: orders`);
    assert.equal(d.revenuePaisa, e.revenuePaisa, `${what}: revenue`);
  };

  before(async () => {
    srv = await startServer();
    su = await signIn(srv.url);
  });
  after(() => srv?.stop());

  it("placing, cancelling, un-cancelling and deleting keep the day's figures", async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) {
      const r = await request("POST", `${srv.url}/api/orders`, {
        headers: { "Idempotency-Key": randomUUID() },
        body: {
          customerId: "guest",
          total: 1,
          deliveryDate: deliveryDay(),
          deliveryTime: "3pm-6pm",
          paymentMethod: "cod",
          items: [{ productId: "1", quantity: i + 1 }],
          customerDetails: {
            firstName: "Sana",
            lastName: "Iqbal",
            email: `sana.${i}@example.pk`,
            phone: "+92 300 1234567",
            address: "House 5, Street 2",
            city: "Islamabad",
            postalCode: "44000",
          },
        },
      });
      assert.equal(r.status, 201, r.text);
      ids.push(r.json.id ?? r.json.order?.id);
    }
    await check("after placing 4");
    const before = await todayFigures();
    assert.equal(before.orders, 4);
    assert.ok(before.revenuePaisa > 0);

    const patch = (id, status) =>
      su("PATCH", `/api/admin/orders/${id}`, { body: { status } });
    assert.equal((await patch(ids[0], "cancelled")).status, 200);
    await check("after cancelling one");
    assert.ok((await todayFigures()).revenuePaisa < before.revenuePaisa);
    assert.equal((await patch(ids[0], "cancelled")).status, 200);
    await check("cancelling it twice takes its revenue off once");
    assert.equal((await patch(ids[0], "processing")).status, 200);
    await check("after un-cancelling it");
    assert.equal((await todayFigures()).revenuePaisa, before.revenuePaisa);

    assert.equal((await patch(ids[1], "cancelled")).status, 200);
    assert.equal((await su("DELETE", `/api/admin/orders/${ids[1]}`)).status, 204);
    assert.equal((await su("DELETE", `/api/admin/orders/${ids[2]}`)).status, 204);
    await check("after deleting a cancelled and a live order");
    assert.equal((await todayFigures()).orders, 2);
  });
});
