// An Urdu order's text message through the real gateway (scripts/with-kannel.sh; skipped
// without it): the shop asks Kannel for UCS-2 (coding=2, charset UTF-8) and the simulated
// operator receives the Urdu text as UCS-2, word for word (docs/product.md#languages).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { adminLogin, adminClient, request, runCheck, waitFor } from './harness.mjs';
import { guestOrder, pakistanAt, setTestClock, suiteServer } from './suite.mjs';
import { kannelSkip, operator } from './kannel-operator.mjs';

const K = process.env;
// Kannel's url-encoding of bytes ('+' a space) back to bytes.
function urlBytes(text) {
  const bytes = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%') {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text[i] === '+' ? 0x20 : text.charCodeAt(0 + i));
  }
  return Buffer.from(bytes);
}

// The parts the operator printed for one recipient ("Got message N: <from> <to> udh <UDH>
// data <bytes>>" for each part of a long message, "… data|text <bytes>>" for a short one),
// joined in the order their UDH gives: {parts, total, bytes}.
function received(output, to) {
  const parts = [];
  for (const line of output.split('\n')) {
    const m = line.match(/<\S+ (\S+) (?:udh (\S+) )?(?:text|data|ucs-?2) (\S*?)>?\s*$/i);
    if (!m || m[1] !== to) continue;
    const udh = m[2] ? urlBytes(m[2]) : null;  // 05 00 03 ref total seq
    parts.push({ total: udh ? udh[4] : 1, seq: udh ? udh[5] : 1, bytes: urlBytes(m[3]) });
  }
  parts.sort((a, b) => a.seq - b.seq);
  const total = parts[0]?.total ?? 0;
  return { parts: parts.length, total, bytes: Buffer.concat(parts.map((p) => p.bytes)) };
}

function utf16be(buf) {
  const swapped = Buffer.from(buf);
  swapped.swap16();
  return swapped.toString('utf16le');
}

describe('an Urdu order\'s text message through Kannel', { skip: kannelSkip }, () => {
  const srv = suiteServer({
    env: {
      AQUA_TEST_HOOKS: '1',
      AQUA_KANNEL_URL: K.AQUA_TEST_KANNEL_URL,
      AQUA_KANNEL_USER: K.AQUA_TEST_KANNEL_USER,
      AQUA_KANNEL_PASSWORD: K.AQUA_TEST_KANNEL_PASSWORD,
      AQUA_SMS_FROM: '8765',
      AQUA_SMS_POLL_MS: '100',
    },
  });
  let op;
  before(async () => {
    op = operator();
    await new Promise((r) => setTimeout(r, 1000));  // the operator's link comes up
  });
  after(async () => {
    await op?.stop();
  });

  it('reaches the operator as UCS-2 with the Urdu text', async () => {
    await setTestClock(srv, pakistanAt(12));  // outside quiet hours
    const body = { ...guestOrder('عائشہ', 'Malik', 'urdu-sms@example.pk'), language: 'ur' };
    body.customerDetails.phone = '0333-1122334';
    const placed = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body,
    });
    assert.equal(placed.status, 201, placed.text);
    const o = placed.json;
    // Every part of the message at the operator.
    const got = await waitFor(() => {
      const r = received(op.output(), '+923331122334');
      return r.parts > 0 && r.parts === r.total ? r : null;
    }, 20_000, 'the message at the operator');
    assert.ok(got.total <= 2, `${got.total} segments`);
    assert.equal(got.bytes.length % 2, 0, 'UCS-2: two bytes a character');
    const rupees = (o.totalPaisa / 100).toLocaleString('en-US', {
      minimumFractionDigits: o.totalPaisa % 100 ? 2 : 0,
    });
    const [, mm, dd] = o.deliveryDate.split('-').map(Number);
    // The brand, number, amount, day and hours between isolates (LRI … PDI); within two
    // segments (134 UTF-16 units), the slot gives way first.
    const iso = (x) => `\u2066${x}\u2069`;
    const head = `${iso('AquaPure')}: آرڈر ${iso(o.id)} موصول، کل ${iso(`Rs ${rupees}`)}، ڈیلیوری ${iso(`${dd}/${mm}`)}`;
    const tail = 'تصدیق: 1، منسوخی: 2 بھیجیں۔ SMS بند کرانے کیلئے STOP۔';
    const full = `${head} سہ پہر ${iso('3-6')}۔ ${tail}`;
    const expected = full.length <= 134 ? full : `${head}۔ ${tail}`;
    assert.equal(utf16be(got.bytes), expected);
    // The outbox keeps the same text, sent.
    const login = await adminLogin(srv.url);
    const su = adminClient(srv.url, login.cookie);
    const sent = await waitFor(async () => {
      const r = await su('GET', '/api/admin/sms');
      const e = r.json.items.find((x) => x.orderId === o.id);
      return e && e.status !== 'queued' && e.status !== 'sending' ? e : null;
    }, 20_000, 'the outbox entry');
    assert.equal(sent.body, expected);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
