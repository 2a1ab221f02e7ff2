// The subscription manage link's small leaks closed: its answers are never cached, it stops
// working a set time after the subscription ends, minting links is rate-limited, and a
// stranger cannot spend a customer's resend-link budget (server/src/subscriptions/routes.cpp).
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startServer, request, signIn } from "./harness.mjs";
import { orderBody } from "./delivery-helpers.mjs";

const DAY = 24 * 3600_000;
const PK = 5 * 3600_000;

describe("subscription manage links", () => {
  let srv;
  let su;
  const tomorrow = () =>
    new Date(Date.now() + PK + DAY).toISOString().slice(0, 10);

  const subscribe = async (email) => {
    const r = await request("POST", `${srv.url}/api/orders`, {
      headers: { "Idempotency-Key": randomUUID() },
      body: orderBody({
        date: tomorrow(),
        slot: "9am-12pm",
        email,
        items: [
          {
            productId: "subscription-basic",
            purchaseType: "subscription",
            subscriptionPlan: "basic",
          },
        ],
      }),
    });
    assert.equal(r.status, 201, r.text);
    return r.json;
  };
  const links = (order, headers = {}) =>
    request("POST", `${srv.url}/api/subscriptions/order-links`, {
      headers,
      body: { orderId: order.id, orderToken: order.accessToken },
    });
  const read = (path) => request("GET", `${srv.url}${path}`);

  before(async () => {
    // Behind our nginx: the client address comes from X-Forwarded-For, so the tests can ask
    // from several addresses.
    srv = await startServer({
      env: {
        AQUA_TEST_HOOKS: "1",
        AQUA_TRUST_PROXY: "1",
        AQUA_SUBSCRIPTION_LINK_DAYS: "30",
      },
    });
    su = await signIn(srv.url);
  });
  after(async () => {
    await srv?.stop();
  });

  it("the subscription's answer is never cached", async () => {
    const order = await subscribe(`nocache.${randomUUID().slice(0, 6)}@example.pk`);
    const l = await links(order);
    assert.equal(l.status, 200, l.text);
    const r = await read(l.json.links[0].path.replace("/subscription/", "/api/subscriptions/").replace("#token=", "?token="));
    assert.equal(r.status, 200, r.text);
    assert.equal(r.headers.get("cache-control"), "no-store");
  });

  it("a cancelled subscription's link stops working the set days after it ends", async () => {
    const order = await subscribe(`ended.${randomUUID().slice(0, 6)}@example.pk`);
    const l = await links(order);
    const api = l.json.links[0].path
      .replace("/subscription/", "/api/subscriptions/")
      .replace("#token=", "?token=");
    const id = l.json.links[0].subscriptionId;
    const cancel = await su("PATCH", `/api/admin/subscriptions/${id}`, {
      body: { action: "cancel-now" },
    });
    assert.equal(cancel.status, 200, cancel.text);
    assert.equal((await read(api)).status, 200, "still readable after the cancel");
    const clock = (offsetMs) =>
      request("POST", `${srv.url}/api/test/clock`, { body: { offsetMs } });
    assert.equal((await clock(30 * DAY)).status, 204);
    assert.equal((await read(api)).status, 200, "the 30th day after its end");
    assert.equal((await clock(32 * DAY)).status, 204);
    const gone = await read(api);
    assert.equal(gone.status, 404, gone.text);
    assert.equal((await clock(0)).status, 204);
    su = await signIn(srv.url);
  });

  it("minting links is rate-limited per client address", async () => {
    const order = await subscribe(`mint.${randomUUID().slice(0, 6)}@example.pk`);
    const from = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < 20; i++)
      assert.equal((await links(order, from)).status, 200, `mint ${i + 1}`);
    assert.equal((await links(order, from)).status, 429);
    assert.equal(
      (await links(order, { "x-forwarded-for": "203.0.113.51" })).status,
      200,
      "another address has its own allowance",
    );
  });

  it("a stranger cannot spend a customer's resend-link budget", async () => {
    const email = `budget.${randomUUID().slice(0, 6)}@example.pk`;
    await subscribe(email);
    const resend = (ip) =>
      request("POST", `${srv.url}/api/subscriptions/resend-link`, {
        headers: { "x-forwarded-for": ip },
        body: { email },
      });
    for (let i = 0; i < 3; i++)
      assert.equal((await resend("198.51.100.7")).status, 202);
    assert.equal((await resend("198.51.100.7")).status, 429, "the stranger's own budget");
    assert.equal(
      (await resend("192.0.2.10")).status,
      202,
      "the customer can still ask for their link",
    );
  });
});
