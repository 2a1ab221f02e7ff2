// The customer's channel and the short subscription link in the contract test
// (openapi.test.mjs): each route seen answering 2xx (302 for the link) and its errors.
// `t`: {call, pub, srv} from the contract test; the server's clock moves to the day the
// renewal notice goes and back.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, signIn } from './harness.mjs';
import { setTestClock } from './suite.mjs';
import { addDays, addMonths } from './subscription-dates.mjs';

const PK_DAY = (days) => new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function subscriber(t) {
  const email = `channel.${randomUUID().slice(0, 6)}@example.pk`;
  const r = await request('POST', `${t.srv.url}/api/orders`, {
    headers: { 'idempotency-key': randomUUID() },
    body: {
      customerId: 'guest',
      items: [{ productId: 'subscription-basic', purchaseType: 'subscription', subscriptionPlan: 'basic' }],
      customerDetails: {
        firstName: 'Ayesha', lastName: 'Khan', email, phone: '+92 333 5556667',
        address: 'House 2, Street 1, F-6', city: 'Islamabad', postalCode: '44000', notes: '',
      },
      total: 1, deliveryDate: PK_DAY(1), deliveryTime: '9am-12pm', paymentMethod: 'cod',
    },
  });
  assert.equal(r.status, 201, r.text);
  const links = await request('POST', `${t.srv.url}/api/subscriptions/order-links`, {
    body: { orderId: r.json.id, orderToken: r.json.accessToken },
  });
  const [, id, token] = /^\/subscription\/([^#]+)#token=(.+)$/.exec(links.json.links[0].path);
  return { id, token, email, orderId: r.json.id };
}

export async function checkChannels(t) {
  const { call, pub } = t;
  const me = await subscriber(t);
  const su = await signIn(t.srv.url);
  const T = '/api/subscriptions/{id}/channel';
  const params = { id: me.id };
  const headers = { 'x-subscription-token': me.token };
  await call(pub, 'GET', T, 200, { params, headers });
  await call(pub, 'PUT', T, 200, { params, query: `?token=${me.token}`, body: { channel: 'sms' } });
  await call(pub, 'PUT', T, 422, { params, headers, body: { channel: 'fax' } });
  await call(pub, 'PUT', T, 400, { params, headers, body: 'not json' });
  await call(pub, 'GET', T, 404, { params, headers: { 'x-subscription-token': 'wrong' } });
  const A = '/api/admin/customers/channel';
  const query = `?id=${encodeURIComponent(`e:${me.email}`)}`;
  const { body: seen } = await call(su, 'GET', A, 200, { query });
  assert.equal(seen.channel, 'sms');
  await call(su, 'PUT', A, 200, { query, body: { channel: 'both' } });
  await call(su, 'PUT', A, 422, { query, body: {} });
  await call(su, 'PUT', A, 404, { query: '?id=e:nobody@example.pk', body: { channel: 'sms' } });
  await call(su, 'GET', A, 404, { query: '?id=x' });

  // The renewal notice's short link: on the day it goes (three days before the order).
  const list = await su('GET', `/api/admin/subscriptions?orderId=${me.orderId}`);
  const day = addDays(addMonths(list.json.items[0].startDate, 1), -6);
  await setTestClock(t.srv, Date.parse(`${day}T12:00:00+05:00`) - Date.now());
  await request('POST', `${t.srv.url}/api/test/run-reminders`);
  const later = await signIn(t.srv.url);
  const sms = (await later('GET', '/api/admin/sms')).json.items.find((m) => m.eventKey.startsWith(`renewal_notice:${me.id}:`));
  const code = sms.body.split('/s/')[1];
  const { res } = await call(pub, 'GET', '/s/{code}', 302, { params: { code } });
  assert.equal(res.headers.get('location'), `/subscription/${me.id}#token=${code}`);
  await call(pub, 'GET', '/s/{code}', 404, { params: { code: '0'.repeat(20) } });
  await setTestClock(t.srv, 0);
}
