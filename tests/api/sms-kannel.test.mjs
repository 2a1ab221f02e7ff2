// Text messages through the real gateway: Kannel's bearerbox and smsbox with kannel-extras'
// fakesmsc as the operator (scripts/with-kannel.sh starts them; skipped without it). A COD
// order's message reaches the operator with its text; the operator's delivery report marks
// it delivered; a "1" sent from the customer's phone comes back through smsbox and confirms
// the order for staff.
import { describe, it, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, runCheck, waitFor } from './harness.mjs';
import { clockedAdmin, guestOrder, suiteServer } from './suite.mjs';
import { kannelEnv, kannelSkip, operator, relay } from './kannel-operator.mjs';

describe('text messages through Kannel and a simulated operator', { skip: kannelSkip }, () => {
  const srv = suiteServer({
    env: { AQUA_TEST_HOOKS: '1', ...kannelEnv() },
  });
  const su = clockedAdmin(srv);
  const { moveClock } = su;
  let op;
  let gatewayCalls;
  before(async () => {
    // smsbox calls the port with-kannel.sh wrote into kannel.conf; the harness picks the
    // shop's own port, so a relay passes the gateway's calls on.
    gatewayCalls = await relay(() => srv.url);
    op = operator();
    // bearerbox logs the operator link; give it a moment to connect.
    await new Promise((r) => setTimeout(r, 1000));
  });
  after(async () => {
    await op?.stop();
    await gatewayCalls?.close();
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
