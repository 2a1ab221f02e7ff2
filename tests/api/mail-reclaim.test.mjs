// A mail claimed by a server that was killed mid-send: the same server,
// restarted, sends it at once instead of waiting for the claim's lease to run out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { startServer, request, signIn } from './harness.mjs';
import { startAgain } from './suite.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const tomorrow = new Date(Date.now() + 5 * 3600e3 + 86400e3).toISOString().slice(0, 10);

/** An SMTP server that accepts connections and never says anything. */
async function silentSmtp() {
  const sockets = [];
  const srv = net.createServer((s) => {
    s.on('error', () => {});
    sockets.push(s);
  });
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  return {
    port: srv.address().port,
    connections: () => sockets.length,
    close: () => {
      for (const s of sockets) s.destroy();
      srv.close();
    },
  };
}

test('a restarted server sends the mails it had claimed before it was killed at once', async () => {
  const smtp = await silentSmtp();
  const instance = `reclaim-${randomUUID().slice(0, 8)}`;
  const first = await startServer({
    env: {
      AQUA_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      AQUA_INSTANCE: instance,
      AQUA_MAIL_POLL_MS: '50',
    },
  });
  let second;
  try {
    const order = await request('POST', `${first.url}/api/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        customerId: 'guest',
        items: [{ productId: '2', quantity: 1, purchaseType: 'one-time' }],
        customerDetails: {
          firstName: 'Reclaim',
          lastName: 'Test',
          email: 'reclaim@example.pk',
          phone: '+92 300 7654321',
          address: 'House 9, G-9',
          city: 'Islamabad',
          postalCode: '44000',
        },
        total: 1,
        deliveryDate: tomorrow,
        deliveryTime: '3pm-6pm',
      },
    });
    assert.equal(order.status, 201, order.text);
    // The worker has claimed the mails and is stuck talking to the silent SMTP server.
    for (let i = 0; i < 100 && smtp.connections() === 0; i += 1) await sleep(50);
    assert.ok(smtp.connections() > 0, 'the worker tried to send');
    first.kill('SIGKILL');
    await first.exited;

    // Same server (instance name), now writing mails to files.
    second = await startAgain(first, { AQUA_INSTANCE: instance, AQUA_MAIL_POLL_MS: '50' });
    const admin = await signIn(second.url);
    let items = [];
    for (let i = 0; i < 60; i += 1) {
      const list = await admin('GET', '/api/admin/mail');
      assert.equal(list.status, 200, list.text);
      items = list.json.items.filter((m) => m.orderId === order.json.id);
      if (items.length > 0 && items.every((m) => m.status === 'sent')) break;
      await sleep(100);
    }
    assert.ok(items.length >= 1, 'the order has mails');
    assert.deepEqual(
      items.map((m) => m.status),
      items.map(() => 'sent'),
      `within 6 s of the restart, not after the lease: ${JSON.stringify(items)}`,
    );
  } finally {
    smtp.close();
    await second?.stop();
    await first.stop();
  }
});
