// A real SMTP server for the mail tests (Debian's python3-aiosmtpd): it writes each mail it
// accepts to a folder as NNNNN.eml (an X-Envelope-To header first) and refuses recipients at
// one domain with 550, as a mail server refuses an unknown mailbox.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SINK = String.raw`
import asyncio, os, signal, sys
from aiosmtpd.controller import Controller
out, port, refuse = sys.argv[1], int(sys.argv[2]), sys.argv[3]
class Sink:
    n = 0
    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.endswith('@' + refuse):
            return '550 5.1.1 Recipient address rejected: no such mailbox'
        envelope.rcpt_tos.append(address)
        return '250 OK'
    async def handle_DATA(self, server, session, envelope):
        Sink.n += 1
        with open(os.path.join(out, '%05d.eml' % Sink.n), 'wb') as f:
            f.write(('X-Envelope-To: %s\r\n' % ','.join(envelope.rcpt_tos)).encode())
            f.write(envelope.original_content)
        return '250 Message accepted'
c = Controller(Sink(), hostname='127.0.0.1', port=port)
c.start()
print('ready', flush=True)
signal.sigwait({signal.SIGTERM, signal.SIGINT})
c.stop()
`;

/** Starts the sink on port, writing to dir: resolves to {stop} once it listens. */
export function startSink(port, dir, refuse = "refused.example") {
  const child = spawn(
    "/usr/bin/python3",
    ["-c", SINK, dir, String(port), refuse],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.stdout.on("data", (d) => {
      if (String(d).includes("ready"))
        resolve({
          stop: () =>
            new Promise((r) => {
              child.on("exit", r);
              child.kill("SIGTERM");
            }),
        });
    });
    child.on("exit", (code) =>
      reject(new Error(`SMTP sink exited (${code}): ${err}`)),
    );
  });
}

/** The mails the sink wrote to dir, in the order they arrived. */
export function readMails(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), "utf8"));
}

/** A mail header's value (the first of that name), or undefined. */
export const header = (mail, name) =>
  mail.match(new RegExp(`^${name}: (.*)$`, "mi"))?.[1]?.trim();
