// Subscriptions (docs/product.md#subscriptions): an order with a plan creates its
// subscription in the same transaction; the scheduler (run now through the test hook, the
// clock moved with /api/test/clock) makes exactly one renewal order per period with its two
// mails, none for paused or cancelled periods; the manage link works only with its secret;
// two servers on one PostgreSQL never double a renewal; SIGKILL during renewals loses and
// doubles nothing.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startServer, request, signIn, assertErrorBody, testDb } from './harness.mjs';
import { setTestClock, startAgain } from './suite.mjs';
import {
  DAY,
  HOUR,
  PK,
  addMonths,
  daysBetween,
  deliveriesIn,
  monthlyPeriod,
  pkDate,
} from './subscription-dates.mjs';
import {
  mailText,
  placeOrder,
  planLine,
  planOrder,
  runScheduler,
} from './subscription-helpers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const BOTTLE_LINE = { productId: '2', quantity: 1, purchaseType: 'one-time' };
/** An order of one bottle (product 2) and a plan, starting on deliveryDate. */
const orderBody = (email, deliveryDate, plan = 'basic') =>
  planOrder(email, deliveryDate, { items: [BOTTLE_LINE, planLine(plan)] });

/** The clock offset that makes today the day period k's renewal is due (3 days before it). */
const renewalDay = (start, k) => (daysBetween(pkDate(0), addMonths(start, k)) - 3) * DAY;

/** The manage link of an order's customer mail, read from the .eml in the mail folder. */
async function linkFromMail(dataDir, orderId) {
  const text = await mailText(dataDir, 'order_customer', orderId);
  const m = /\/subscription\/(SUB-[A-Za-z0-9-]+)#token=([0-9a-f]+)/.exec(text);
  assert.ok(m, `no manage link in the customer mail of ${orderId}`);
  return { id: m[1], token: m[2] };
}

describe('subscriptions', () => {
  let srv;
  let api;
  const start = pkDate(1);
  const subs = {}; // name -> {order, id, token}

  before(async () => {
    srv = await startServer({
      env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' },
    });
    api = await signIn(srv.url);
    for (const name of ['plain', 'paused', 'cancelled']) {
      const order = await placeOrder(srv, orderBody(`${name}.subs@example.pk`, start));
      subs[name] = { order, ...(await linkFromMail(srv.dataDir, order.id)) };
    }
  });
  after(async () => {
    await srv?.stop();
  });

  const manage = (name, method = 'GET', body, token = subs[name].token) =>
    request(method, `${srv.url}/api/subscriptions/${subs[name].id}`, {
      headers: { 'x-subscription-token': token },
      body,
    });

  it('a subscription order creates its subscription: plan, contact, weekday, slot, weekly split', async () => {
    const r = await api('GET', `/api/admin/subscriptions?orderId=${subs.plain.order.id}`);
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.total, 1);
    const s = r.json.items[0];
    assert.equal(s.id, subs.plain.id);
    assert.equal(s.status, 'active');
    assert.equal(s.plan.id, 'basic');
    assert.equal(s.plan.frequency, 'Monthly');
    assert.equal(s.bottlesPerPeriod, 8);
    assert.equal(s.split, 'weekly');
    assert.equal(s.slot, '12pm-3pm');
    assert.equal(s.startDate, start);
    assert.equal(s.weekday, new Date(`${start}T00:00:00Z`).getUTCDay());
    assert.equal(s.customer.email, 'plain.subs@example.pk');
    assert.equal(s.deliveryAddress.city, 'Islamabad');
    const d = await api('GET', `/api/admin/subscriptions/${s.id}`);
    assert.equal(d.status, 200, d.text);
    assert.deepEqual(
      d.json.deliveries.map((x) => [x.date, x.bottles, x.slot]),
      monthlyPeriod(start, 0, 8).map((x) => [x.date, x.bottles, '12pm-3pm']),
    );
    assert.deepEqual(
      d.json.periods.map((p) => [p.periodStart, p.status, p.orderId]),
      [[start, 'billed', subs.plain.order.id]],
    );
  });

  it('the manage link works only with its token (404 as orders otherwise)', async () => {
    const ok = await manage('plain');
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.id, subs.plain.id);
    assert.equal(ok.json.deliveries.length, deliveriesIn(start, 1, 8));
    for (const token of ['', 'f'.repeat(64), subs.paused.token]) {
      const r = await manage('plain', 'GET', undefined, token);
      assert.equal(r.status, 404, `token ${token.slice(0, 8)}: ${r.text}`);
      assert.equal(assertErrorBody(r, 'not_found').message, 'Subscription not found');
      const p = await manage('plain', 'PATCH', { action: 'cancel' }, token);
      assert.equal(p.status, 404, p.text);
    }
    const q = await request(
      'GET',
      `${srv.url}/api/subscriptions/${subs.plain.id}?token=${subs.plain.token}`,
    );
    assert.equal(q.status, 200, 'the token also works as ?token=');
  });

  it('refusals explain themselves; changes answer with the new schedule', async () => {
    const bad = await manage('paused', 'PATCH', {
      action: 'pause',
      until: pkDate(0),
    });
    assert.equal(bad.status, 422, bad.text);
    assert.equal(bad.json.error.fields.until, 'Please choose a date after today');
    const city = await manage('paused', 'PATCH', {
      action: 'address',
      address: 'Mall Road',
      city: 'Lahore',
      postalCode: '54000',
    });
    assert.equal(city.status, 422, city.text);
    assert.equal(city.json.error.fields.city, 'We deliver only in Islamabad and Rawalpindi');
    const slot = await manage('paused', 'PATCH', {
      action: 'slot',
      slot: '6pm-9pm',
    });
    assert.equal(slot.status, 200, slot.text);
    assert.equal(slot.json.slot, '6pm-9pm');
    const future = slot.json.deliveries.filter((d) => d.date > pkDate(0));
    assert.ok(future.length >= 3 && future.every((d) => d.slot === '6pm-9pm'), slot.text);
    const skipped = await manage('paused', 'PATCH', {
      action: 'skip',
      deliveryId: future[1].id,
    });
    assert.equal(skipped.status, 200, skipped.text);
    assert.equal(skipped.json.deliveries.find((d) => d.id === future[1].id).status, 'skipped');
    const again = await manage('paused', 'PATCH', {
      action: 'skip',
      deliveryId: future[1].id,
    });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.json.error.message, 'This delivery is already skipped');
    const until = addMonths(start, 4);
    const paused = await manage('paused', 'PATCH', { action: 'pause', until });
    assert.equal(paused.status, 200, paused.text);
    assert.equal(paused.json.status, 'paused');
    assert.equal(paused.json.pausedUntil, until);
    const cancelled = await manage('cancelled', 'PATCH', { action: 'cancel' });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(cancelled.json.status, 'cancelled');
    assert.equal(cancelled.json.cancelFrom, addMonths(start, 1));
    const twice = await manage('cancelled', 'PATCH', { action: 'cancel' });
    assert.equal(twice.status, 409, twice.text);
    const audit = await api('GET', '/api/admin/audit-logs?limit=100');
    assert.equal(audit.status, 200, audit.text);
    const logged = JSON.stringify(audit.json);
    assert.ok(logged.includes(subs.paused.id) && logged.includes(subs.cancelled.id), 'audited');
  });

  it('three months later: exactly 3 renewal orders and 6 mails, none paused, none after cancel', async () => {
    // Today becomes, month after month, the day each renewal is due (3 days before its period).
    // Renewals are priced at the plan's price when they are made, not the one bought.
    const repriced = await api('PUT', '/api/admin/plans/basic', { body: { price: 2100 } });
    assert.equal(repriced.status, 200, repriced.text);
    let made = 0;
    for (const k of [1, 2, 3]) {
      await setTestClock(srv, renewalDay(start, k));
      made += await runScheduler(srv);
    }
    api = await signIn(srv.url); // the old session ended with the clock's jump
    assert.equal(made, 3);
    assert.equal(await runScheduler(srv), 0, 'a second run makes nothing more');
    const plain = (await api('GET', `/api/admin/subscriptions/${subs.plain.id}`)).json;
    const renewals = plain.periods.slice(1);
    assert.deepEqual(
      renewals.map((p) => [p.periodStart, p.status]),
      [1, 2, 3].map((k) => [addMonths(start, k), 'billed']),
    );
    const ids = renewals.map((p) => p.orderId);
    assert.equal(new Set(ids).size, 3);
    const mail = await api('GET', '/api/admin/mail');
    const renewalMails = mail.json.items.filter((m) => ids.includes(m.orderId));
    assert.equal(renewalMails.length, 6, JSON.stringify(renewalMails));
    for (const id of ids) {
      const o = await api('GET', `/api/admin/orders?q=${id}`);
      const order = o.json.items.find((x) => x.id === id);
      assert.equal(order.status, 'pending');
      assert.equal(order.paymentMethod, 'cod');
      assert.equal(order.items.length, 1);
      assert.equal(order.items[0].purchaseType, 'subscription');
      assert.equal(order.items[0].subscriptionPlan, 'basic');
      assert.equal(order.items[0].productPricePaisa, 210_000);
      assert.equal(order.items[0].lineTotalPaisa, 189_000, '2100 less the plan\u2019s 10%');
      assert.equal(order.deliveryTime, '12pm-3pm');
    }
    assert.equal(plain.deliveries.length, deliveriesIn(start, 4, 8), 'every weekday of each period');
    const renewalLink = await linkFromMail(srv.dataDir, ids[0]);
    assert.equal(renewalLink.id, subs.plain.id, 'the renewal mail carries the manage link');
    const paused = (await api('GET', `/api/admin/subscriptions/${subs.paused.id}`)).json;
    assert.deepEqual(
      paused.periods.map((p) => [p.status, p.orderId === '']),
      [
        ['billed', false],
        ['paused', true],
        ['paused', true],
        ['paused', true],
      ],
    );
    assert.equal(paused.deliveries.length, deliveriesIn(start, 1, 8), 'none for paused periods');
    const cancelled = (await api('GET', `/api/admin/subscriptions/${subs.cancelled.id}`)).json;
    assert.equal(cancelled.periods.length, 1, 'nothing after the cancel');
  });

  it('resend-link gives the same answer for any address and mails only real ones', async () => {
    const before = (await api('GET', '/api/admin/mail')).json.items.length;
    const known = await request('POST', `${srv.url}/api/subscriptions/resend-link`, {
      body: { email: 'PLAIN.subs@example.pk' },
    });
    const unknown = await request('POST', `${srv.url}/api/subscriptions/resend-link`, {
      body: { email: 'nobody.subs@example.pk' },
    });
    assert.equal(known.status, 202, known.text);
    assert.equal(unknown.status, 202, unknown.text);
    assert.deepEqual(known.json, unknown.json);
    const items = (await api('GET', '/api/admin/mail')).json.items;
    assert.equal(items.length, before + 1);
    assert.equal(items[0].kind, 'subscription_link');
    assert.equal(items[0].recipient, 'plain.subs@example.pk');
    const bad = await request('POST', `${srv.url}/api/subscriptions/resend-link`, {
      body: { email: 'not-an-address' },
    });
    assert.equal(bad.status, 422, bad.text);
  });

  it('admin: list with search and status filter, cancel-now and a note, for managers', async () => {
    const paused = await api('GET', '/api/admin/subscriptions?status=paused');
    assert.deepEqual(
      paused.json.items.map((s) => s.id),
      [subs.paused.id],
    );
    const found = await api('GET', '/api/admin/subscriptions?q=plain.subs');
    assert.deepEqual(
      found.json.items.map((s) => s.id),
      [subs.plain.id],
    );
    const bad = await api('GET', '/api/admin/subscriptions?status=nope');
    assert.equal(bad.status, 422, bad.text);
    const note = await api('PATCH', `/api/admin/subscriptions/${subs.plain.id}`, {
      body: { action: 'note', note: 'Gate code 1234' },
    });
    assert.equal(note.status, 200, note.text);
    assert.equal(note.json.note, 'Gate code 1234');
    const now = await api('PATCH', `/api/admin/subscriptions/${subs.plain.id}`, {
      body: { action: 'cancel-now' },
    });
    assert.equal(now.status, 200, now.text);
    assert.equal(now.json.status, 'cancelled');
    const customerTry = await manage('plain', 'PATCH', {
      action: 'cancel-now',
    });
    assert.equal(customerTry.status, 409, 'the customer cannot act on a cancelled subscription');
    const cashier = await api('POST', '/api/admin/admins', {
      body: {
        username: 'subsdriver',
        email: 'subsdriver@example.com',
        name: 'Driver',
        role: 'driver',
        password: 'driver-password-1',
      },
    });
    assert.equal(cashier.status, 201, cashier.text);
    const driver = await signIn(srv.url, 'subsdriver', 'driver-password-1');
    assert.equal((await driver('GET', '/api/admin/subscriptions')).status, 403);
  });
});

describe('subscriptions across servers and crashes', () => {
  it(
    'two servers on one PostgreSQL make no duplicate renewal',
    { skip: testDb !== 'postgresql' },
    async () => {
      const env = { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '100' };
      const a = await startServer({ env });
      const b = await startServer({
        env: { ...env, AQUA_DATABASE_URL: a.databaseUrl },
      });
      try {
        const start = pkDate(1);
        const orders = [];
        for (let i = 0; i < 6; i++)
          orders.push(await placeOrder(a, orderBody(`two${i}@example.pk`, start)));
        const made = [];
        for (const k of [1, 2, 3]) {
          const offset = renewalDay(start, k);
          await Promise.all([setTestClock(a, offset), setTestClock(b, offset)]);
          made.push(
            ...(await Promise.all([
              runScheduler(a),
              runScheduler(b),
              runScheduler(a),
              runScheduler(b),
            ])),
          );
        }
        await sleep(300); // the background schedulers run too
        const api = await signIn(a.url);
        const all = await api('GET', '/api/admin/orders?limit=100');
        assert.equal(all.json.total, 6 + 18, `made ${made}: ${all.json.total} orders`);
        const list = await api('GET', '/api/admin/subscriptions?limit=100');
        for (const s of list.json.items) {
          const d = (await api('GET', `/api/admin/subscriptions/${s.id}`)).json;
          assert.equal(d.periods.length, 4, s.id);
          assert.equal(new Set(d.periods.map((p) => p.orderId)).size, 4, s.id);
        }
      } finally {
        await b.stop();
        await a.stop();
      }
    },
  );

  it('SIGKILL during renewal creation loses none and doubles none', async () => {
    const env = { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' };
    const first = await startServer({ env });
    const N = 12;
    const start = pkDate(1);
    for (let i = 0; i < N; i++) await placeOrder(first, orderBody(`crash${i}@example.pk`, start));
    for (const k of [1, 2]) {
      await setTestClock(first, renewalDay(start, k));
      await runScheduler(first);
    }
    const offset = renewalDay(start, 3);
    await setTestClock(first, offset);
    const api1 = await signIn(first.url);
    const running = runScheduler(first).catch(() => 'killed');
    for (let i = 0; i < 400; i++) {
      const t = await api1('GET', '/api/admin/orders?limit=1');
      if (t.json.total > 3 * N) break;
      await sleep(2);
    }
    first.kill('SIGKILL');
    await first.exited;
    await running;
    const server = await startAgain(first, env);
    try {
      await setTestClock(server, offset);
      await runScheduler(server);
      assert.equal(await runScheduler(server), 0);
      const api = await signIn(server.url);
      const all = await api('GET', '/api/admin/orders?limit=100');
      assert.equal(all.json.total, N + 3 * N, 'one renewal per subscription per period');
      const mail = (await api('GET', '/api/admin/mail')).json.items;
      const perOrder = new Map();
      for (const m of mail) perOrder.set(m.orderId, (perOrder.get(m.orderId) ?? 0) + 1);
      for (const o of all.json.items) assert.equal(perOrder.get(o.id), 2, `mails of ${o.id}`);
      const list = await api('GET', '/api/admin/subscriptions?limit=100');
      assert.equal(list.json.total, N);
      for (const s of list.json.items) {
        const d = (await api('GET', `/api/admin/subscriptions/${s.id}`)).json;
        assert.deepEqual(
          d.periods.map((p) => p.index),
          [0, 1, 2, 3],
          s.id,
        );
        assert.equal(d.deliveries.length, deliveriesIn(start, 4, 8), s.id);
      }
    } finally {
      await server.stop();
      await first.stop();
    }
  });

  it('migration 003 gives orders placed before it their subscriptions', async () => {
    const env = { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' };
    const first = await startServer({ env });
    const start = pkDate(2);
    const order = await placeOrder(first, orderBody('before@example.pk', start, 'family'));
    first.kill('SIGTERM');
    await first.exited;
    // Back to the schema before 003, keeping the order: as if it was placed before (the stops
    // its subscription made go too: the delivery room came later).
    const undo = [
      // Migration 027's word index over subscriptions (SQLite), made again after 003.
      ...(first.databaseUrl ? [] : ['DROP TABLE subscriptions_fts', 'DROP VIEW subscriptions_search']),
      'DELETE FROM schema_migrations WHERE version = 27',
      "DELETE FROM delivery_lines WHERE delivery_id IN (SELECT id FROM deliveries WHERE subscription_id <> '')",
      "DELETE FROM deliveries WHERE subscription_id <> ''",
      'DROP TABLE subscription_credits', // migration 017's, made again after 003
      "DELETE FROM schema_migrations WHERE version = 17",
      'DROP TABLE subscription_links',
      'DROP TABLE subscription_deliveries',
      'DROP TABLE subscription_periods',
      'DROP TABLE subscriptions',
      'ALTER TABLE orders DROP COLUMN source',
      'ALTER TABLE orders DROP COLUMN subscription_id',
      'DELETE FROM schema_migrations WHERE version = 3',
      // Migration 019 adds a column to subscriptions: it runs again after 003.
      'ALTER TABLE orders DROP COLUMN language',
      'ALTER TABLE products DROP COLUMN name_ur',
      'ALTER TABLE plans DROP COLUMN name_ur',
      'ALTER TABLE order_items DROP COLUMN product_name_ur',
      'ALTER TABLE order_items DROP COLUMN plan_name_ur',
      'DELETE FROM schema_migrations WHERE version = 19',
      // Migration 020 too (plans' product, subscriptions' deposit).
      'ALTER TABLE plans DROP COLUMN product_id',
      'DELETE FROM schema_migrations WHERE version = 20',
    ];
    if (first.databaseUrl) execFileSync('psql', [first.databaseUrl, '-qc', undo.join('; ')]);
    else execFileSync('sqlite3', [path.join(first.dataDir, 'aquapure.db'), undo.join('; ')]);
    const server = await startAgain(first, env);
    try {
      const api = await signIn(server.url);
      const list = await api('GET', `/api/admin/subscriptions?orderId=${order.id}`);
      assert.equal(list.json.total, 1, list.text);
      const d = (await api('GET', `/api/admin/subscriptions/${list.json.items[0].id}`)).json;
      assert.equal(d.plan.id, 'family');
      // Migration 020: its bottles are the plan's returnable product.
      assert.deepEqual([d.productId, d.productName], ['1', '19 Liter Bottle (Without Stand)']);
      assert.equal(d.startDate, start);
      assert.equal(d.weekday, new Date(`${start}T00:00:00Z`).getUTCDay());
      assert.equal(d.split, 'weekly');
      assert.equal(d.customer.email, 'before@example.pk');
      assert.deepEqual(
        d.periods.map((p) => [p.periodStart, p.status, p.orderId]),
        [[start, 'billed', order.id]],
      );
      assert.deepEqual(
        d.deliveries.map((x) => x.bottles),
        monthlyPeriod(start, 0, 12).map((x) => x.bottles),
        'the first period planned when the server started',
      );
    } finally {
      await server.stop();
      await first.stop();
    }
  });

  it("a change leaves today's delivery alone and says so", async () => {
    const srv = await startServer({
      env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' },
    });
    try {
      // Pin the server to 10:00 in Pakistan so a delivery today in the 3pm-6pm slot is allowed.
      const now = Date.now();
      const pkMidnight = Math.floor((now + PK) / DAY) * DAY - PK;
      const offset = pkMidnight + 10 * HOUR - now;
      await setTestClock(srv, offset);
      const today = new Date(now + offset + PK).toISOString().slice(0, 10);
      const body = {
        ...orderBody('today@example.pk', today),
        deliveryTime: '3pm-6pm',
      };
      const order = await placeOrder(srv, body);
      const { id, token } = await linkFromMail(srv.dataDir, order.id);
      const patch = (change) =>
        request('PATCH', `${srv.url}/api/subscriptions/${id}`, {
          headers: { 'x-subscription-token': token },
          body: change,
        });
      const moved = await patch({ action: 'slot', slot: '6pm-9pm' });
      assert.equal(moved.status, 200, moved.text);
      const todays = moved.json.deliveries.find((d) => d.date === today);
      assert.equal(todays.slot, '3pm-6pm', "today's delivery keeps its slot");
      assert.ok(
        moved.json.deliveries.filter((d) => d.date > today).every((d) => d.slot === '6pm-9pm'),
      );
      assert.deepEqual(moved.json.notices, [
        `Today's delivery (${today}, 3pm-6pm) is already out for dispatch and stays as it was.`,
        `Your next delivery: ${today} (3pm-6pm).`,
      ]);
      const skip = await patch({ action: 'skip', deliveryId: todays.id });
      assert.equal(skip.status, 409, skip.text);
      assert.equal(
        skip.json.error.message,
        "Today's delivery is already out for dispatch and cannot be skipped",
      );
    } finally {
      await srv.stop();
    }
  });
});
