// Shared by the delivery-day suites: a checkout body for one order (defaults: today's
// 3pm-6pm slot is the caller's date, a 19 L bottle exchanged twice, cash on delivery), placing
// it, the suites' staff accounts and the server's clock pinned to an hour of today.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { request, signIn, staffClient } from "./harness.mjs";
import { setTestClock } from "./suite.mjs";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PK = 5 * HOUR;

export function orderBody({
  date,
  slot = "3pm-6pm",
  postalCode = "44000",
  email,
  phone,
  items,
  payment = "cod",
  address = "House 3, Street 9",
}) {
  return {
    customerId: "guest",
    total: 1,
    deliveryDate: date,
    deliveryTime: slot,
    paymentMethod: payment,
    items: items ?? [{ productId: "1", quantity: 2, hasBottleExchange: true }],
    customerDetails: {
      firstName: "Bilal",
      lastName: "Ahmed",
      email: email ?? `bilal.${randomUUID().slice(0, 8)}@example.pk`,
      phone: phone ?? "+92 300 7654321",
      address,
      city: "Islamabad",
      postalCode,
      notes: "Gate code <1234>",
    },
  };
}

/** Places a guest order (orderBody's options) with a fresh Idempotency-Key: 201, its answer. */
export async function placeOrder(srv, opts) {
  const r = await request("POST", `${srv.url}/api/orders`, {
    headers: { "Idempotency-Key": randomUUID() },
    body: orderBody(opts),
  });
  assert.equal(r.status, 201, r.text);
  return r.json;
}

/** The password of a suite's staff account. */
export const passwordOf = (username) => `${username}-pass-1234`;

/** Signs a suite's staff account in (again): its client. */
export const signInStaff = (srv, username) =>
  signIn(srv.url, username, passwordOf(username));

/**
 * Creates staff accounts ([[username, role], …]; su: a super-admin client) and signs each in:
 * their clients by username, and their ids by username.
 */
export async function makeStaff(srv, su, accounts) {
  const clients = {};
  for (const [username, role] of accounts)
    clients[username] = await staffClient(srv.url, su, {
      username,
      role,
      password: passwordOf(username),
    });
  const admins = await su("GET", "/api/admin/admins");
  assert.equal(admins.status, 200, admins.text);
  const ids = Object.fromEntries(admins.json.items.map((a) => [a.username, a.id]));
  return { clients, ids };
}

/** Pins the server's clock (AQUA_TEST_HOOKS) to `hour`:00 today in Pakistan: the offset and today's date. */
export async function pinClockAt(srv, hour) {
  const pkNow = Date.now() + PK;
  const offsetMs = pkNow - (pkNow % DAY) + hour * HOUR - pkNow;
  await setTestClock(srv, offsetMs);
  return {
    offsetMs,
    today: new Date(Date.now() + offsetMs + PK).toISOString().slice(0, 10),
  };
}

/** The dispatch board of a date (api: a manager's or an admin's client): {stops, …}. */
export async function dispatchBoard(api, date) {
  const r = await api("GET", `/api/admin/dispatch?date=${date}`);
  assert.equal(r.status, 200, r.text);
  return r.json;
}

/** Assigns the stops to the driver (api: a manager's or an admin's client): 200. */
export async function assignStops(api, stopIds, driverId) {
  const r = await api("POST", "/api/admin/dispatch/assign", {
    body: { stopIds, driverId },
  });
  assert.equal(r.status, 200, r.text);
}

/** A driver's outcome for one of their stops, idempotent by its key: the answer. */
export const recordOutcome = (api, id, body, key = randomUUID()) =>
  api("POST", `/api/driver/stops/${id}/outcome`, {
    body,
    headers: { "Idempotency-Key": key },
  });
