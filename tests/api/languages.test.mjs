// The customer's language (docs/product.md#languages): an order records "en" (the default) or
// "ur", its subscriptions keep it, the order and admin APIs return it, and the customer's
// mail arrives in Urdu through a real SMTP server (Debian's python3-aiosmtpd) with the Urdu
// names staff gave the products and plans; staff mails stay English.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, request, runCheck, signIn, waitFor } from './harness.mjs';
import { guestOrder, suiteAdmin, suiteServer } from './suite.mjs';
import { header, readMails, startSink } from './smtp-sink.mjs';

// An RFC 2047 subject ("=?UTF-8?B?…?=") or a plain one.
const subjectOf = (mail) =>
  header(mail, 'Subject').replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b) =>
    Buffer.from(b, 'base64').toString('utf8'),
  );
function parts(mail) {
  const boundary = mail.match(/boundary="([^"]+)"/)[1];
  return mail
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => {
      const [head, ...rest] = p.split(/\r?\n\r?\n/);
      return {
        type: head.match(/Content-Type: ([^;\r\n]+)/)[1],
        text: Buffer.from(rest.join('').replace(/\s+/g, ''), 'base64').toString('utf8'),
      };
    });
}

const place = (srv, body) =>
  request('POST', `${srv.url}/api/orders`, { headers: { 'idempotency-key': randomUUID() }, body });

describe('the customer language of orders, their mails and the Urdu names', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aqua-lang-'));
  let sink;
  let port;
  before(async () => {
    port = await freePort();
    sink = await startSink(port, dir);
  });
  const srv = suiteServer({
    env: {
      get AQUA_SMTP_URL() {
        return `smtp://127.0.0.1:${port}`;
      },
      AQUA_MAIL_POLL_MS: '100',
      AQUA_TEST_HOOKS: '1',
      AQUA_SCHEDULER_MS: '3600000',
    },
  });
  const su = suiteAdmin(srv);
  after(async () => {
    await sink?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is "en" unless the order says "ur"; anything else is a 422 naming the field', async () => {
    const english = await place(srv, guestOrder('Omar', 'Farooq', 'omar@example.pk'));
    assert.equal(english.status, 201, english.text);
    assert.equal(english.json.language, 'en');
    for (const language of ['fr', 'UR', '', 7]) {
      const body = { ...guestOrder('Omar', 'Farooq', 'omar@example.pk'), language };
      const res = await place(srv, body);
      assert.equal(res.status, 422, res.text);
      assert.equal(res.json.error.message, 'Unknown language: use "en" (English) or "ur" (Urdu)');
      assert.equal(res.json.error.fields.language, 'Must be "en" or "ur"');
    }
  });

  it('staff give products and plans Urdu names; the public API returns them', async () => {
    let res = await su('PUT', '/api/admin/products/2', { body: { nameUr: ' پانی کی 6 بوتلیں ' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.nameUr, 'پانی کی 6 بوتلیں');
    res = await su('PUT', '/api/admin/plans/family', { body: { nameUr: 'فیملی پلان' } });
    assert.equal(res.status, 200, res.text);
    const products = await request('GET', `${srv.url}/api/products`);
    assert.equal(products.json.items.find((p) => p.id === '2').nameUr, 'پانی کی 6 بوتلیں');
    assert.equal(products.json.items.find((p) => p.id === '1').nameUr, '');
    const plans = await request('GET', `${srv.url}/api/plans`);
    assert.equal(plans.json.items.find((p) => p.id === 'family').nameUr, 'فیملی پلان');
    res = await su('PUT', '/api/admin/products/2', { body: { nameUr: 5 } });
    assert.equal(res.status, 422, res.text);
  });

  it('an Urdu order keeps "ur" in the order, admin and subscription answers and is mailed in Urdu', async () => {
    const body = { ...guestOrder('عائشہ', 'Malik', 'ayesha@example.pk'), language: 'ur' };
    body.items.push({ productId: 'subscription-family', purchaseType: 'subscription', subscriptionPlan: 'family' });
    const placed = await place(srv, body);
    assert.equal(placed.status, 201, placed.text);
    const o = placed.json;
    assert.equal(o.language, 'ur');
    const again = await request('GET', `${srv.url}/api/orders/${o.id}`, {
      headers: { 'x-order-token': o.accessToken },
    });
    assert.equal(again.json.language, 'ur');
    const listed = await su('GET', `/api/admin/orders?q=${o.id}`);
    assert.equal(listed.json.items.find((x) => x.id === o.id)?.language, 'ur');
    const subs = await su('GET', `/api/admin/subscriptions?orderId=${o.id}`);
    assert.equal(subs.status, 200, subs.text);
    assert.equal(subs.json.items.length, 1);
    assert.equal(subs.json.items[0].language, 'ur');

    const mine = (m) => header(m, 'X-AquaPure-Order') === o.id;
    const mails = await waitFor(() => {
      const m = readMails(dir).filter(mine);
      return m.length >= 2 ? m : null;
    }, 15_000, 'the order mails');
    const toCustomer = mails.find((m) => header(m, 'To') === 'ayesha@example.pk');
    const toStaff = mails.find((m) => header(m, 'To') !== 'ayesha@example.pk');
    assert.equal(subjectOf(toCustomer), `آپ کا AquaPure آرڈر \u2066${o.id}\u2069 کنفرم ہو گیا ہے`);
    const [plain, html] = parts(toCustomer);
    assert.equal(plain.type, 'text/plain');
    assert.equal(html.type, 'text/html');
    assert.match(html.text, /^<!doctype html><html dir="rtl" lang="ur">/);
    assert.ok(html.text.includes(`<bdi dir="ltr">${o.id}</bdi>`), html.text);
    const total = `Rs ${(o.totalPaisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    assert.ok(html.text.includes(`<bdi dir="ltr">${total}</bdi>`), html.text);
    for (const words of ['آرڈر کرنے کا شکریہ', 'پانی کی 6 بوتلیں', 'فیملی پلان', 'سہ پہر 3 سے شام 6 بجے تک', 'ڈیلیوری پر نقد ادائیگی'])
      assert.ok(plain.text.includes(words), `${words} in ${plain.text}`);
    assert.ok(plain.text.includes(`آرڈر نمبر: \u2066${o.id}\u2069`), plain.text);
    assert.ok(html.text.includes('اپنی سبسکرپشن یہاں سنبھالیں'), 'the subscription links, in Urdu');
    // Staff read English.
    assert.match(subjectOf(toStaff), new RegExp(`^New order ${o.id} - PKR `));
    assert.ok(!parts(toStaff)[1].text.includes('dir="rtl"'));
  });

  it('asking for the subscription links again answers in Urdu', async () => {
    const res = await request('POST', `${srv.url}/api/subscriptions/resend-link`, {
      body: { email: 'ayesha@example.pk' },
    });
    assert.ok(res.status < 300, res.text);
    const mail = await waitFor(
      () => readMails(dir).find((m) => header(m, 'X-AquaPure-Kind') === 'subscription_link'),
      15_000,
      'the link mail',
    );
    assert.equal(subjectOf(mail), 'آپ کی AquaPure سبسکرپشن کا لنک');
    const [plain, html] = parts(mail);
    assert.ok(plain.text.includes('السلام علیکم'), plain.text);
    assert.match(html.text, /<html dir="rtl" lang="ur">/);
    assert.ok(html.text.includes('/subscription/SUB-'), html.text);
  });

  it('a renewal of an Urdu subscription is an Urdu order, mailed in Urdu', async () => {
    // 29 days on, the Urdu subscription's next period (a month after tomorrow) is due.
    let res = await request('POST', `${srv.url}/api/test/clock`, { body: { offsetMs: 29 * 86400e3 } });
    assert.equal(res.status, 204, res.text);
    res = await request('POST', `${srv.url}/api/test/run-scheduler`, { timeoutMs: 60_000 });
    assert.equal(res.status, 200, res.text);
    const api = await signIn(srv.url);  // the clock's jump ended the old session
    const subs = await api('GET', '/api/admin/subscriptions?q=ayesha%40example.pk');
    const sub = (await api('GET', `/api/admin/subscriptions/${subs.json.items[0].id}`)).json;
    const renewal = sub.periods[1]?.orderId;
    assert.ok(renewal, JSON.stringify(sub.periods));
    const listed = await api('GET', `/api/admin/orders?q=${renewal}`);
    assert.equal(listed.json.items.find((x) => x.id === renewal)?.language, 'ur');
    const mail = await waitFor(
      () =>
        readMails(dir).find(
          (m) => header(m, 'X-AquaPure-Order') === renewal && header(m, 'To') === 'ayesha@example.pk',
        ),
      15_000,
      'the renewal mail',
    );
    assert.match(parts(mail)[1].text, /<html dir="rtl" lang="ur">/);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
