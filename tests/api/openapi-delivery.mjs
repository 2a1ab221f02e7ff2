// The delivery day's part of the contract test (openapi.test.mjs): zones, drivers, dispatch,
// a driver's stops and outcomes, cash-up, the bottle ledger and the dashboard, each seen
// answering 2xx and its main errors. `t`: {call, su, pub, srv, day} from the contract test.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, signIn, staffClient } from './harness.mjs';

/** A COD order of two exchanged bottles for Islamabad 44000 (one stop, cash due). */
function codOrder(day, n) {
  return {
    customerId: 'guest',
    items: [{ productId: '1', quantity: 2, hasBottleExchange: true }],
    customerDetails: {
      firstName: 'Hina',
      lastName: 'Qureshi',
      email: `hina.contract${n}@example.pk`,
      phone: `+92 301 555010${n}`,
      address: 'House 8, Street 4, F-8',
      city: 'Islamabad',
      postalCode: '44000',
      notes: 'Ring twice',
    },
    total: 1,
    deliveryDate: day,
    deliveryTime: '12pm-3pm',
    paymentMethod: 'cod',
  };
}

/** Zones and drivers; returns {zone, driver (client), driverId}. */
async function zonesAndDrivers({ call, su, srv }) {
  const Z = '/api/admin/zones';
  const ZI = '/api/admin/zones/{id}';
  await call(su, 'GET', Z, 200);
  const zoneBody = { name: 'Contract F-8', city: 'Islamabad', postalCodes: ['44000'] };
  const { body: zone } = await call(su, 'POST', Z, 201, { body: zoneBody });
  await call(su, 'POST', Z, 409, { body: zoneBody });
  await call(su, 'POST', Z, 409, { body: { ...zoneBody, name: 'Contract other' } });
  await call(su, 'POST', Z, 422, { body: { name: '', city: 'Lahore' } });
  await call(su, 'POST', Z, 400, { body: '{not json' });
  await call(su, 'POST', Z, 415, {
    body: JSON.stringify(zoneBody),
    headers: { 'content-type': 'text/plain' },
  });
  await call(su, 'POST', Z, 403, {
    body: zoneBody,
    headers: { origin: 'https://elsewhere.example' },
  });
  const params = { id: zone.id };
  await call(su, 'PUT', ZI, 200, {
    params,
    body: { ...zoneBody, postalCodes: ['44000', '44001'] },
  });
  await call(su, 'PUT', ZI, 422, { params, body: { ...zoneBody, postalCodes: 'all' } });
  await call(su, 'PUT', ZI, 404, { params: { id: '999999' }, body: zoneBody });
  const { body: spare } = await call(su, 'POST', Z, 201, {
    body: { name: 'Contract spare', city: 'Rawalpindi', postalCodes: [] },
  });
  await call(su, 'PUT', ZI, 409, { params: { id: spare.id }, body: zoneBody });
  // Two codes typed in one entry: refused, naming the entry.
  const { body: twoInOne } = await call(su, 'PUT', ZI, 422, {
    params: { id: spare.id },
    body: { ...zoneBody, name: 'Contract spare', postalCodes: ['46000 46001'] },
  });
  assert.match(twoInOne.error.fields.postalCodes, /"46000 46001"/);
  const IMP = '/api/admin/zones/{id}/impact';
  const { body: impact } = await call(su, 'GET', IMP, 200, { params: { id: spare.id } });
  assert.equal(impact.plannedStops, 0);
  await call(su, 'GET', IMP, 404, { params: { id: '999999' } });
  await call(su, 'DELETE', ZI, 204, { params: { id: spare.id } });
  await call(su, 'DELETE', ZI, 404, { params: { id: spare.id } });

  const driver = await staffClient(srv.url, su, {
    username: 'contract-courier',
    role: 'driver',
    password: 'courier-password-1',
  });
  const { body: drivers } = await call(su, 'GET', '/api/admin/drivers', 200);
  const driverId = drivers.items.find((d) => d.username === 'contract-courier')?.id;
  assert.ok(driverId, 'the new driver is listed');
  const DZ = '/api/admin/drivers/{id}/zones';
  await call(su, 'PUT', DZ, 204, { params: { id: driverId }, body: { zoneIds: [zone.id] } });
  await call(su, 'PUT', DZ, 422, { params: { id: driverId }, body: { zoneIds: [999999] } });
  await call(su, 'PUT', DZ, 422, { params: { id: 'nobody' }, body: { zoneIds: [] } });
  await call(su, 'PUT', DZ, 400, { params: { id: driverId }, body: '[' });
  await call(driver, 'GET', '/api/admin/drivers', 403);
  await call(driver, 'PUT', DZ, 403, { params: { id: driverId }, body: { zoneIds: [] } });
  return { zone, driver, driverId };
}

/** Places a COD order for `day` and returns its stop from the dispatch board. */
async function placeStop({ call, pub, su }, day, n) {
  const { body: order } = await call(pub, 'POST', '/api/orders', 201, {
    body: codOrder(day, n),
    headers: { 'idempotency-key': `contract-${randomUUID()}` },
  });
  const { body: board } = await call(su, 'GET', '/api/admin/dispatch', 200, {
    query: `?date=${day}`,
  });
  const stop = board.stops.find((s) => s.orderId === order.id);
  assert.ok(stop, `a stop for ${order.id}`);
  return stop;
}

/** Dispatch: the board, auto-assign, assign, sequence, manifests. */
async function dispatch({ call, su }, day, stop, driverId) {
  const D = '/api/admin/dispatch';
  await call(su, 'GET', D, 200);
  await call(su, 'GET', D, 422, { query: '?date=tomorrow' });
  const { body: auto } = await call(su, 'POST', `${D}/auto-assign`, 200, { body: { date: day } });
  assert.ok(auto.assigned >= 1, 'the zone default assigns the stop');
  await call(su, 'POST', `${D}/auto-assign`, 422, { body: { date: 'soon' } });
  await call(su, 'POST', `${D}/auto-assign`, 400, { body: 'x' });
  const A = `${D}/assign`;
  await call(su, 'POST', A, 200, { body: { stopIds: [stop.id], driverId } });
  await call(su, 'POST', A, 200, { body: { date: day, zoneId: 0, driverId } });
  await call(su, 'POST', A, 422, { body: { stopIds: [stop.id] } });
  await call(su, 'POST', A, 422, { body: { stopIds: 'all', driverId } });
  await call(su, 'POST', A, 400, { body: '1' });
  const S = `${D}/sequence`;
  await call(su, 'PUT', S, 204, { body: { driverId, date: day, stopIds: [stop.id] } });
  await call(su, 'PUT', S, 422, { body: { driverId, date: day, stopIds: [999999] } });
  await call(su, 'PUT', S, 400, { body: 'x' });
  for (const kind of ['csv', 'html']) {
    const M = `${D}/manifest.${kind}`;
    const { res } = await call(su, 'GET', M, 200, { query: `?date=${day}&driverId=${driverId}` });
    assert.ok(res.text.includes(stop.name), `the ${kind} manifest names the customer`);
    await call(su, 'GET', M, 422, { query: `?date=${day}&driverId=nobody` });
  }
}

/** Planning the day: the plan (not applied), a pin, a lock and its removal, the day's map,
 * the planner's settings. */
async function planning({ call, su }, day, stop, driverId) {
  const D = '/api/admin/dispatch';
  const { body: plan } = await call(su, 'POST', `${D}/plan`, 200, { body: { date: day } });
  assert.equal(plan.applied, false);
  await call(su, 'POST', `${D}/plan`, 422, { body: { date: '2020-01-01' } });
  await call(su, 'POST', `${D}/plan`, 400, { body: 'x' });
  const P = `${D}/stops/{id}/pin`;
  const pin = { lat: 33.69, lng: 73.04 };
  await call(su, 'PUT', P, 200, { params: { id: stop.id }, body: pin });
  await call(su, 'PUT', P, 422, { params: { id: stop.id }, body: { lat: 0, lng: 0 } });
  await call(su, 'PUT', P, 404, { params: { id: 999999 }, body: pin });
  const K = `${D}/stops/{id}/lock`;
  await call(su, 'PUT', K, 200, { params: { id: stop.id }, body: { driverId, position: 1 } });
  await call(su, 'PUT', K, 422, { params: { id: stop.id }, body: { driverId: 'nobody' } });
  await call(su, 'DELETE', K, 200, { params: { id: stop.id } });
  await call(su, 'DELETE', K, 404, { params: { id: 999999 } });
  const { body: map } = await call(su, 'GET', `${D}/map`, 200, { query: `?date=${day}` });
  assert.equal(map.stops.find((s) => s.id === stop.id)?.location?.source, 'pin');
  await call(su, 'GET', `${D}/gazetteer`, 200);
  const { body: settings } = await call(su, 'GET', `${D}/settings`, 200);
  const { slots, drivers, ...same } = settings;
  assert.equal(slots.length, 4);
  await call(su, 'PUT', `${D}/settings`, 200, { body: { ...same, drivers } });
  await call(su, 'PUT', `${D}/settings`, 422, { body: { ...same, vanCapacity: 0 } });
  await call(su, 'PUT', `${D}/settings`, 400, { body: 'x' });
  const R = `${D}/roster`;
  const { body: roster } = await call(su, 'GET', R, 200, { query: `?date=${day}` });
  assert.ok(roster.drivers.some((d) => d.driverId === driverId && d.onDuty));
  await call(su, 'PUT', R, 200, { body: { date: day, driverId, onDuty: true } });
  await call(su, 'PUT', R, 409, { body: { date: day, driverId, onDuty: false } });
  await call(su, 'PUT', R, 404, { body: { date: day, driverId: 'nobody', onDuty: true } });
  await call(su, 'PUT', R, 422, { body: { date: day, driverId, onDuty: 'no' } });
  await call(su, 'PUT', R, 400, { body: 'x' });
}

/** The driver's phone: own stops, outcomes (recorded, replayed, refused). */
async function outcomes({ call, su }, driver, stop, failing) {
  const { body: mine } = await call(driver, 'GET', '/api/driver/stops', 200);
  assert.ok(mine.stops.some((s) => s.id === stop.id && s.status === 'planned'));
  await call(driver, 'GET', '/api/admin/dispatch', 403);
  await call(su, 'GET', '/api/driver/stops', 200);
  const O = '/api/driver/stops/{id}/outcome';
  const key = { 'idempotency-key': randomUUID() };
  const params = { id: stop.id };
  const delivered = {
    outcome: 'delivered',
    fullDropped: 2,
    emptiesCollected: 2,
    cashCollectedPaisa: stop.cashDuePaisa,
    note: 'Left with the guard',
  };
  await call(driver, 'POST', O, 400, { params, body: delivered });
  await call(driver, 'POST', O, 400, { params, body: '{', headers: key });
  await call(driver, 'POST', O, 422, { params, body: { outcome: 'lost' }, headers: key });
  await call(driver, 'POST', O, 422, {
    params,
    body: { outcome: 'failed', reason: 'other' },
    headers: key,
  });
  await call(driver, 'POST', O, 404, { params: { id: '999999' }, body: delivered, headers: key });
  const { body: first } = await call(driver, 'POST', O, 201, {
    params,
    body: delivered,
    headers: key,
  });
  assert.equal(first.replay, false);
  assert.equal(first.stop.status, 'delivered');
  const { body: again } = await call(driver, 'POST', O, 200, {
    params,
    body: delivered,
    headers: key,
  });
  assert.equal(again.replay, true);
  const other = { 'idempotency-key': randomUUID() };
  const failed = { outcome: 'failed', reason: 'not-home', note: 'No answer' };
  await call(driver, 'POST', O, 409, { params, body: failed, headers: other });
  const { body: miss } = await call(driver, 'POST', O, 201, {
    params: { id: failing.id },
    body: failed,
    headers: other,
  });
  assert.equal(miss.stop.status, 'failed');
  await call(su, 'POST', O, 404, { params, body: delivered, headers: key });
  await call(driver, 'POST', O, 403, {
    params,
    body: delivered,
    headers: { ...key, 'sec-fetch-site': 'cross-site' },
  });
}

/** Rescheduling a failed stop; cash-up and closing the day; the ledger; the dashboard. */
async function afterTheDay({ call, su }, driver, day, stop, failing, driverId) {
  const R = '/api/admin/dispatch/reschedule';
  const next = { stopIds: [failing.id], date: day, slot: '6pm-9pm' };
  const { body: made } = await call(su, 'POST', R, 201, { body: next });
  assert.equal(made.stopIds.length, 1);
  await call(su, 'POST', R, 409, { body: next });
  await call(su, 'POST', R, 409, { body: { ...next, stopIds: [stop.id] } });
  await call(su, 'POST', R, 422, { body: { stopIds: [failing.id], date: '' } });
  await call(su, 'POST', R, 400, { body: 'x' });

  const C = '/api/admin/cash-up';
  const { body: cash } = await call(su, 'GET', C, 200, { query: `?date=${day}` });
  const mine = cash.items.find((d) => d.driverId === driverId);
  assert.equal(mine.cashCollectedPaisa, stop.cashDuePaisa);
  await call(su, 'GET', C, 200);
  await call(su, 'GET', C, 422, { query: '?date=1-2-3' });
  const listed = mine.stopList.map((s) => s.id);
  assert.ok(listed.includes(stop.id) && listed.includes(failing.id), 'each stop with its cash');
  // Another stop of the day (Unzoned, assigned above) is still open: closing asks why.
  const { body: open } = await call(su, 'POST', `${C}/close`, 409, {
    body: { driverId, date: day, receivedBy: 'Office cashier' },
  });
  assert.equal(open.error.code, 'open_stops');
  const why = 'Customer away: goes tomorrow';
  const { body: closed } = await call(su, 'POST', `${C}/close`, 200, {
    body: { driverId, date: day, receivedBy: 'Office cashier', reason: why },
  });
  assert.equal(closed.closed, true);
  assert.equal(closed.receivedBy, 'Office cashier');
  await call(su, 'POST', `${C}/close`, 409, { body: { driverId, date: day } });
  await call(su, 'POST', `${C}/close`, 422, { body: { driverId: 'nobody', date: day } });
  await call(su, 'POST', `${C}/close`, 400, { body: 'x' });
  await call(driver, 'GET', C, 403);
  await call(driver, 'POST', `${C}/close`, 403, { body: { driverId, date: day } });
  // Correcting the delivered stop (the day is closed: a manager still may).
  const SC = '/api/admin/stops/{id}/correction';
  const fix = { fullDropped: 2, emptiesCollected: 1, cashCollectedPaisa: stop.cashDuePaisa };
  const { body: fixed } = await call(su, 'POST', SC, 200, {
    params: { id: stop.id },
    body: { ...fix, reason: 'One empty was counted twice' },
  });
  assert.equal(fixed.stop.outcome.emptiesCollected, 1);
  assert.equal(fixed.before.emptiesCollected, 2);
  await call(su, 'POST', SC, 422, { params: { id: stop.id }, body: fix });
  await call(su, 'POST', SC, 409, {
    params: { id: failing.id },
    body: { ...fix, reason: 'Was it delivered?' },
  });
  await call(su, 'POST', SC, 404, { params: { id: '999999' }, body: { ...fix, reason: 'Typo fix' } });
  await call(su, 'POST', SC, 400, { params: { id: stop.id }, body: 'x' });
  await call(driver, 'POST', SC, 403, { params: { id: stop.id }, body: fix });
  // Reopening the day, then closing it again.
  const RO = `${C}/reopen`;
  await call(su, 'POST', RO, 422, { body: { driverId, date: day } });
  const { body: reopened } = await call(su, 'POST', RO, 200, {
    body: { driverId, date: day, reason: 'Cash recount' },
  });
  assert.equal(reopened.closed, false);
  assert.equal(reopened.reopenReason, 'Cash recount');
  await call(su, 'POST', RO, 409, { body: { driverId, date: day, reason: 'Again' } });
  await call(su, 'POST', RO, 400, { body: 'x' });
  await call(driver, 'POST', RO, 403, { body: { driverId, date: day, reason: 'Mine' } });
  await call(su, 'POST', `${C}/close`, 200, { body: { driverId, date: day, reason: why } });
  // The rescheduled stop, given to the driver on the closed day: its outcome is refused.
  await call(su, 'POST', '/api/admin/dispatch/assign', 200, {
    body: { stopIds: made.stopIds, driverId },
  });
  const { body: late } = await call(driver, 'POST', '/api/driver/stops/{id}/outcome', 409, {
    params: { id: made.stopIds[0] },
    body: { outcome: 'delivered' },
    headers: { 'idempotency-key': randomUUID() },
  });
  assert.equal(late.error.code, 'day_closed');
  // A manager records it for the driver: refused while the day is closed, late once reopened.
  const SO = '/api/admin/stops/{id}/outcome';
  const failed = { outcome: 'failed', reason: 'not-home' };
  const forDriver = (who, status) =>
    call(who, 'POST', SO, status, {
      params: { id: made.stopIds[0] },
      body: failed,
      headers: { 'idempotency-key': randomUUID() },
    });
  assert.equal((await forDriver(su, 409)).body.error.code, 'day_closed');
  await call(su, 'POST', RO, 200, { body: { driverId, date: day, reason: 'Phone refused' } });
  await forDriver(driver, 403);
  const { body: recorded } = await forDriver(su, 201);
  assert.equal(recorded.stop.outcome.late, true);

  const L = '/api/admin/bottle-ledger';
  const { body: ledger } = await call(su, 'GET', L, 200, {
    query: `?customer=${encodeURIComponent(stop.customerKey)}`,
  });
  assert.ok(ledger.movements.some((m) => m.kind === 'dropped'));
  await call(su, 'GET', L, 422, { query: '?customer=x' });
  await call(driver, 'GET', L, 403);
  assert.ok(ledger.movements.every((m) => m.date === day || m.correctionId));
  const RF = `${L}/refund`;
  const refund = { customer: stop.customerKey, bottles: 1, depositPaisa: 0, reason: 'Moved away' };
  const { body: refunded } = await call(su, 'POST', RF, 201, { body: refund });
  assert.equal(refunded.bottles, ledger.bottles - 1);
  await call(su, 'POST', RF, 422, { body: { ...refund, bottles: 1000 } });
  await call(su, 'POST', RF, 422, { body: { ...refund, reason: '' } });
  await call(su, 'POST', RF, 400, { body: 'x' });
  await call(driver, 'POST', RF, 403, { body: refund });
  const { body: dash } = await call(su, 'GET', '/api/admin/reports/dashboard', 200);
  assert.equal(dash.ordersPerDay.length, 30);
  await call(driver, 'GET', '/api/admin/reports/dashboard', 403);
}

/** Runs the whole delivery day through the contract's `call`. */
export async function checkDeliveryDay(t) {
  const { driver, driverId } = await zonesAndDrivers(t);
  const stop = await placeStop(t, t.day, 1);
  const failing = await placeStop(t, t.day, 2);
  await dispatch(t, t.day, stop, driverId);
  await planning(t, t.day, stop, driverId);
  await t.call(t.su, 'POST', '/api/admin/dispatch/assign', 200, {
    body: { stopIds: [failing.id], driverId },
  });
  // Outcomes belong to the driver's today: tomorrow's stop is refused until its day comes.
  const { body: early } = await t.call(driver, 'POST', '/api/driver/stops/{id}/outcome', 409, {
    params: { id: stop.id },
    body: { outcome: 'failed', reason: 'not-home' },
    headers: { 'idempotency-key': randomUUID() },
  });
  assert.equal(early.error.code, 'not_today');
  await setClock(t.srv.url, 24 * 3600_000);
  try {
    // A day later the sessions have lapsed: both sign in again.
    const day = { ...t, su: await signIn(t.srv.url) };
    const courier = await signIn(t.srv.url, 'contract-courier', 'courier-password-1');
    await outcomes(day, courier, stop, failing);
    await afterTheDay(day, courier, t.day, stop, failing, driverId);
  } finally {
    await setClock(t.srv.url, 0);
  }
}

// The server's clock moved by offsetMs (a test hook, not part of the contract).
async function setClock(url, offsetMs) {
  const r = await request('POST', `${url}/api/test/clock`, { body: { offsetMs } });
  assert.equal(r.status, 204, r.text);
}
