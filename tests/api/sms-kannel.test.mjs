// Text messages through the real gateway: Kannel's bearerbox and smsbox with kannel-extras'
// fakesmsc as the operator (scripts/with-kannel.sh starts them; skipped without it). A COD
// order's message reaches the operator with its text; the operator's delivery report marks
// it delivered; a "1" sent from the customer's phone comes back through smsbox and confirms
// the order for staff.
import { describe, it, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { adminClient, adminLogin, request, runCheck, waitFor } from './harness.mjs';
import { guestOrder, setTestClock, suiteServer } from './suite.mjs';

const K = process.env;
const skip = K.AQUA_TEST_KANNEL_URL ? false : 'needs scripts/with-kannel.sh';

// fakesmsc: connects to bearerbox as the operator, sends the given messages (from, to,
// text), and prints each message the gateway hands it ("+923… 8765 text …" after "Got").
function operator(messages = [], max = 0) {
  const args = ['-H', '127.0.0.1', '-r', K.AQUA_TEST_KANNEL_FAKE_PORT, '-i', '0.2', '-m', String(max), ...messages];
  if (messages.length === 0) args.push('0 0 text unused');
  const child = spawn(K.AQUA_TEST_KANNEL_FAKESMSC, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return {
    output: () => out,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.on('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

function pakistanAt(hh) {
  const now = Date.now();
  const pkMinutes = Math.floor(((now + 5 * 3600e3) % 86400e3) / 60e3);
  return (hh * 60 - pkMinutes) * 60e3;
}

describe('text messages through Kannel and a simulated operator', { skip }, () => {
  const srv = suiteServer({
    env: {
      AQUA_TEST_HOOKS: '1',
      AQUA_SMS_CALLBACK_URL: `http://127.0.0.1:${K.AQUA_TEST_SMS_SHOP_PORT}`,
      AQUA_SMS_SECRET: K.AQUA_TEST_SMS_SECRET,
      AQUA_KANNEL_URL: K.AQUA_TEST_KANNEL_URL,
      AQUA_KANNEL_USER: K.AQUA_TEST_KANNEL_USER,
      AQUA_KANNEL_PASSWORD: K.AQUA_TEST_KANNEL_PASSWORD,
      AQUA_SMS_FROM: '8765',
      AQUA_SMS_POLL_MS: '100',
    },
  });
  let client;
  const su = (...args) => client(...args);
  // Moving the clock by hours ends an admin session: sign in again after each move.
  const moveClock = async (hh) => {
    await setTestClock(srv, pakistanAt(hh));
    const login = await adminLogin(srv.url);
    assert.equal(login.res.status, 200, login.res.text);
    client = adminClient(srv.url, login.cookie);
  };
  let op;
  let relay;
  before(async () => {
    // smsbox calls the port with-kannel.sh wrote into kannel.conf; the harness picks the
    // shop's own port, so a relay passes the gateway's calls on.
    relay = http.createServer(async (req, res) => {
      const r = await request(req.method, `${srv.url}${req.url}`);
      res.writeHead(r.status, { 'content-type': 'text/plain' });
      res.end();
    });
    await new Promise((r) => relay.listen(Number(K.AQUA_TEST_SMS_SHOP_PORT), '127.0.0.1', r));
    op = operator();
    // bearerbox logs the operator link; give it a moment to connect.
    await new Promise((r) => setTimeout(r, 1000));
  });
  after(async () => {
    await op?.stop();
    await new Promise((r) => (relay ? relay.close(r) : r()));
  });

  it('a COD order\'s text reaches the operator, is reported delivered, and "1" confirms it', async () => {
    await moveClock(12);
    const body = guestOrder('Bilal', 'Ahmed', 'kannel@example.pk');
    body.customerDetails.phone = '0321-7654321';
    const placed = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body,
    });
    assert.equal(placed.status, 201, placed.text);
    const id = placed.json.id;
    // The operator receives it: fakesmsc prints "<from> <to> text <message>".
    const line = await waitFor(
      () => op.output().split('\n').find((l) => l.includes('+923217654321') && l.includes(id)),
      20_000,
      'the message at the operator',
    );
    assert.match(line, /reply\+?1\+?to\+?confirm|reply 1 to confirm/);
    // The fake operator reports each message delivered: Kannel calls the shop's dlr-url.
    const m = await waitFor(async () => {
      const r = await su('GET', '/api/admin/sms');
      const e = r.json.items.find((x) => x.orderId === id);
      return e?.status === 'delivered' ? e : null;
    }, 20_000, 'the delivery report');
    assert.equal(m.recipient, '+923217654321');
    assert.ok(m.sentAt && m.deliveredAt);
    // The customer answers "1" from their phone (a second operator connection sends it).
    await op.stop();
    const phone = operator(['+923217654321 8765 text 1'], 1);
    const reply = await waitFor(async () => {
      const r = await su('GET', '/api/admin/sms/replies');
      return r.json.items.find((x) => x.sender === '+923217654321');
    }, 20_000, 'the reply at the shop');
    await phone.stop();
    op = operator();
    assert.equal(reply.action, 'confirm');
    assert.equal(reply.orderId, id);
    assert.equal(reply.body, '1');
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
