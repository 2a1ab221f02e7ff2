// The renewal scheduler after downtime (docs/product.md#subscriptions): the clock moved past
// whole periods never plans a delivery or asks for cash in the past. A period whose delivery
// days have all passed is recorded as missed (no order, no delivery) and the admins are
// mailed; a period partly passed plans its bottles on the delivery days left.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { addDays, addMonths, monthlyPeriod, pkDate } from './subscription-dates.mjs';
import { moveToDay, planOrder, runScheduler, subscribe } from './subscription-helpers.mjs';

describe('subscription renewals after downtime', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });
  const start = pkDate(1);
  let id;
  let api;

  before(async () => {
    api = await signIn(srv.url);
    id = (await subscribe(srv, api, planOrder('downtime.subs@example.pk', start))).sub.id;
  });

  const run = () => runScheduler(srv);

  it('a period wholly passed is missed and the admins told; the next plans only from today', async () => {
    // The server wakes 8 days into the third period: the second has passed entirely.
    const today = addDays(addMonths(start, 2), 8);
    await moveToDay(srv, today);
    api = await signIn(srv.url);
    assert.equal(await run(), 1, 'one renewal: the third period');
    assert.equal(await run(), 0, 'a second run makes nothing more');
    const d = (await api('GET', `/api/admin/subscriptions/${id}?all=1`)).json;
    assert.deepEqual(
      d.periods.map((p) => [p.index, p.periodStart, p.status, p.orderId === '']),
      [
        [0, start, 'billed', false],
        [1, addMonths(start, 1), 'missed', true],
        [2, addMonths(start, 2), 'billed', false],
      ],
    );
    const third = d.deliveries.filter((x) => x.periodStart === addMonths(start, 2));
    const left = monthlyPeriod(start, 2, 8).filter((x) => x.date >= today);
    assert.deepEqual(
      third.map((x) => x.date),
      left.map((x) => x.date),
    );
    assert.ok(third.every((x) => x.date >= today));
    assert.equal(
      third.reduce((n, x) => n + x.bottles, 0),
      8,
      'the period brings all its bottles',
    );
    assert.equal(d.deliveries.filter((x) => x.periodStart === addMonths(start, 1)).length, 0);

    const orderId = d.periods[2].orderId;
    const order = (await api('GET', `/api/admin/orders?q=${orderId}`)).json.items[0];
    assert.equal(order.deliveryDate, third[0].date, 'the renewal is delivered from today on');
    // Its stops: none before today, the cash on the first.
    const stops = [];
    for (const date of new Set(third.map((x) => x.date))) {
      const b = await api('GET', `/api/admin/dispatch?date=${date}`);
      stops.push(...b.json.stops.filter((s) => s.subscriptionId === id));
    }
    assert.equal(stops.length, third.length);
    assert.ok(stops.every((s) => s.date >= today && s.status === 'planned'));
    assert.deepEqual(
      stops.map((s) => s.cashDuePaisa),
      stops.map((_, i) => (i === 0 ? order.totalPaisa : 0)),
    );

    const mail = (await api('GET', '/api/admin/mail')).json.items;
    const told = mail.filter((m) => m.kind === 'subscription_admin');
    assert.equal(told.length, 1, JSON.stringify(told));
    assert.equal(told[0].recipient, 'orders@aquapure.pk');
    assert.ok(
      told[0].subject.includes(id) && told[0].subject.includes(addMonths(start, 1)),
      told[0].subject,
    );
    assert.match(told[0].subject, /missed/);
  });
});
