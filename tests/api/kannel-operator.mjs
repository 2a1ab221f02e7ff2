// The simulated operator for tests through the real gateway (scripts/with-kannel.sh):
// kannel-extras' fakesmsc connects to bearerbox as the operator, sends the given messages
// ("<from> <to> text <message>") and prints each message the gateway hands it; and a relay
// on the port smsbox calls (with-kannel.sh wrote it into kannel.conf) passes the gateway's
// calls on to the test's server.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { request } from './harness.mjs';

const K = process.env;
export const kannelSkip = K.AQUA_TEST_KANNEL_URL ? false : 'needs scripts/with-kannel.sh';

export function kannelEnv() {
  return {
    AQUA_SMS_CALLBACK_URL: `http://127.0.0.1:${K.AQUA_TEST_SMS_SHOP_PORT}`,
    AQUA_SMS_SECRET: K.AQUA_TEST_SMS_SECRET,
    AQUA_KANNEL_URL: K.AQUA_TEST_KANNEL_URL,
    AQUA_KANNEL_USER: K.AQUA_TEST_KANNEL_USER,
    AQUA_KANNEL_PASSWORD: K.AQUA_TEST_KANNEL_PASSWORD,
    AQUA_SMS_FROM: '8765',
    AQUA_SMS_POLL_MS: '100',
  };
}

export function operator(messages = [], max = 0) {
  const args = ['-H', '127.0.0.1', '-r', K.AQUA_TEST_KANNEL_FAKE_PORT, '-i', '0.2', '-m', String(max), ...messages];
  if (messages.length === 0) args.push('0 0 text unused');
  const child = spawn(K.AQUA_TEST_KANNEL_FAKESMSC, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return {
    // Everything fakesmsc printed, as it printed it.
    output: () => out,
    // What reached the operator, one line per message (part), its escaping undone.
    lines: () =>
      out.split('\n').filter((l) => l.includes('Got message')).map((l) => {
        try {
          return decodeURIComponent(l.replace(/\+/g, ' '));
        } catch {
          return l.replace(/\+/g, ' ');
        }
      }),
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.on('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

// Passes smsbox's and the dlr-url's calls to `target()` (the server's base URL).
export async function relay(target) {
  const server = http.createServer(async (req, res) => {
    const r = await request(req.method, `${target()}${req.url}`);
    res.writeHead(r.status, { 'content-type': 'text/plain' });
    res.end();
  });
  await new Promise((r) => server.listen(Number(K.AQUA_TEST_SMS_SHOP_PORT), '127.0.0.1', r));
  return { close: () => new Promise((r) => server.close(r)) };
}

// The operator as a test sees it: everything that reached it (across reconnections), and a
// customer's text from their phone. The fake link takes one connection at a time, so the
// listening connection steps aside while a second one sends the text.
export function operatorLink() {
  let past = [];
  let op = operator();
  return {
    lines: () => [...past, ...op.lines()],
    async say(from, text, arrived) {
      await op.stop();
      past = [...past, ...op.lines()];
      const phone = operator([`${from} 8765 text ${text}`], 1);
      try {
        await arrived();
      } finally {
        await phone.stop();
        // What the gateway handed over meanwhile went to the phone's connection.
        past = [...past, ...phone.lines()];
        op = operator();
      }
    },
    stop: () => op.stop(),
  };
}
