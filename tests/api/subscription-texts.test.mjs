// A subscription paused, resumed or cancelled tells its customer by text, in the
// subscription's language (docs/product.md, "Text messages"): Urdu for one bought in Urdu
// (the brand, number and day between Unicode isolates), English otherwise. Read from the SMS
// outbox (no gateway).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { runCheck, signIn } from './harness.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { suiteServer } from './suite.mjs';
import { pkDate } from './subscription-dates.mjs';
import { planLine, subscribe } from './subscription-helpers.mjs';

const iso = (s) => `\u2066${s}\u2069`;
const dayMonth = (ymd) => `${Number(ymd.slice(8, 10))}/${Number(ymd.slice(5, 7))}`;

describe('subscription texts in the customer language', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  let su;
  const subs = {};
  before(async () => {
    su = await signIn(srv.url);
    const items = [planLine()];
    for (const [name, language, phone] of [['urdu', 'ur', '0300 3334441'], ['english', undefined, '0300 3334442']]) {
      const body = { ...orderBody({ date: pkDate(1), phone, items }), ...(language ? { language } : {}) };
      const { sub } = await subscribe(srv, su, body);
      subs[name] = { id: sub.id, phone: `+92${phone.replaceAll(' ', '').slice(1)}` };
    }
  });
  const change = async (name, body) => {
    const r = await su('PATCH', `/api/admin/subscriptions/${subs[name].id}`, { body });
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const texts = async (name) =>
    (await su('GET', '/api/admin/sms')).json.items
      .filter((m) => m.recipient === subs[name].phone && m.kind.startsWith('subscription_'))
      .map((m) => [m.kind, m.body])
      .reverse();

  it('paused, resumed and cancelled: Urdu for a subscription bought in Urdu', async () => {
    const until = pkDate(15);
    await change('urdu', { action: 'pause', until });
    await change('urdu', { action: 'resume' });
    await change('urdu', { action: 'resume' }); // not paused: nothing to tell
    const cancelled = await change('urdu', { action: 'cancel' });
    const head = `${iso('AquaPure')}: آپ کی سبسکرپشن ${iso(subs.urdu.id)}`;
    assert.deepEqual(await texts('urdu'), [
      ['subscription_pause', `${head} روک دی گئی ہے، ڈیلیوری ${iso(dayMonth(until))} سے دوبارہ شروع ہو گی۔`],
      ['subscription_resume', `${head} دوبارہ شروع ہو گئی ہے، ڈیلیوری پہلے کی طرح ہو گی۔`],
      ['subscription_cancel', `${head} منسوخ کر دی گئی ہے، ${iso(dayMonth(cancelled.cancelFrom))} سے تجدید نہیں ہو گی۔`],
    ]);
  });

  it('an English subscription is told in English; a note tells nothing', async () => {
    const until = pkDate(10);
    await change('english', { action: 'note', note: 'Ring twice' });
    await change('english', { action: 'pause', until });
    await change('english', { action: 'cancel-now' });
    assert.deepEqual(await texts('english'), [
      ['subscription_pause', `AquaPure: subscription ${subs.english.id} is paused; deliveries resume on ${until}.`],
      ['subscription_cancel', `AquaPure: subscription ${subs.english.id} is cancelled from today; no more deliveries.`],
    ]);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
