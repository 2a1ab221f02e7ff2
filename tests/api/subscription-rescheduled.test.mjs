// A subscription stop rescheduled after a failure (docs/product.md#subscriptions) is still the
// subscription's delivery: a later address change moves it to the new address (its date stays
// the one dispatch gave it), and a cancel-now cancels it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { signIn, staffClient } from './harness.mjs';
import { setTestClock, suiteServer } from './suite.mjs';
import { DAY, addDays, pkDate } from './subscription-dates.mjs';
import { planOrder, subscribe } from './subscription-helpers.mjs';

describe('rescheduled subscription stops', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });

  it('follow a later address change and a cancel-now', async () => {
    const start = pkDate(1);
    let su = await signIn(srv.url);
    const { sub } = await subscribe(srv, su, planOrder('rescheduled.subs@example.pk', start));
    const { id } = sub;
    await staffClient(srv.url, su, {
      username: 'resched-driver',
      role: 'driver',
      password: 'resched-driver-pass-1234',
    });
    const driverId = (await su('GET', '/api/admin/admins')).json.items.find(
      (a) => a.username === 'resched-driver',
    ).id;
    const first = (await su('GET', `/api/admin/dispatch?date=${start}`)).json.stops.find(
      (s) => s.subscriptionId === id,
    );
    const a = await su('POST', '/api/admin/dispatch/assign', {
      body: { stopIds: [first.id], driverId },
    });
    assert.equal(a.status, 200, a.text);
    // The first delivery's day: the driver finds nobody home.
    await setTestClock(srv, DAY);
    su = await signIn(srv.url);
    const drv = await signIn(srv.url, 'resched-driver', 'resched-driver-pass-1234');
    const failed = await drv('POST', `/api/driver/stops/${first.id}/outcome`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body: { outcome: 'failed', reason: 'not-home' },
    });
    assert.equal(failed.status, 201, failed.text);
    const later = addDays(start, 2);
    const re = await su('POST', '/api/admin/dispatch/reschedule', {
      body: { stopIds: [first.id], date: later, slot: '6pm-9pm' },
    });
    assert.equal(re.status, 201, re.text);
    const [moved] = re.json.stopIds;
    const stopOn = async () =>
      (await su('GET', `/api/admin/dispatch?date=${later}`)).json.stops.find((s) => s.id === moved);

    const addr = await su('PATCH', `/api/admin/subscriptions/${id}`, {
      body: { action: 'address', address: 'Shop 4, Saddar', city: 'Rawalpindi', postalCode: '46000' },
    });
    assert.equal(addr.status, 200, addr.text);
    let st = await stopOn();
    assert.deepEqual(
      [st.address, st.city, st.postalCode, st.date, st.slot, st.status],
      ['Shop 4, Saddar', 'Rawalpindi', '46000', later, '6pm-9pm', 'planned'],
    );

    const cancelled = await su('PATCH', `/api/admin/subscriptions/${id}`, {
      body: { action: 'cancel-now' },
    });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.json.deliveries.find((d) => d.date === start).status, 'cancelled');
    st = await stopOn();
    assert.equal(st.status, 'cancelled');
  });
});
