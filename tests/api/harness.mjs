// Test harness for the HTTP API tests: starts the real server binary on a free loopback
// port with a fresh data directory (and a fresh PostgreSQL database when
// AQUA_TEST_DB=postgresql), plus small HTTP helpers. Node 20, no npm dependencies.
import { spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverBinary = process.env.AQUA_BIN
  ? path.resolve(process.env.AQUA_BIN)
  : path.join(repoRoot, 'build', 'server', 'aquapure');

/** 'sqlite' or 'postgresql', from AQUA_TEST_DB (default sqlite). */
export const testDb = (process.env.AQUA_TEST_DB || 'sqlite').toLowerCase();
if (testDb !== 'sqlite' && testDb !== 'postgresql') {
  throw new Error(`AQUA_TEST_DB must be 'sqlite' or 'postgresql', got '${process.env.AQUA_TEST_DB}'`);
}

/** Content of the stand-in web app the server serves as static files. */
export const INDEX_MARKER = 'aqua-test-index-7f3c';
export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>AquaPure test</title>' +
  `</head><body><div id="root" data-marker="${INDEX_MARKER}"></div>` +
  '<script type="module" src="/assets/app-abc123.js"></script></body></html>\n';
export const ASSET_PATH = '/assets/app-abc123.js';
export const ASSET_JS = 'console.log("aqua-test-asset-abc123");\n';

const running = new Set();
process.on('exit', () => {
  for (const child of running) {
    try {
      child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/** A free TCP port on 127.0.0.1 (the OS picks it; tiny race until the server binds it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function execFileP(file, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: 30_000, ...options }, (err, stdout, stderr) => {
      if (err) {
        err.message += `\n${stderr}`;
        reject(err);
      } else resolve({ stdout, stderr });
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function createPgDatabase() {
  const admin = process.env.AQUA_TEST_PG_ADMIN_URL;
  if (!admin) {
    throw new Error(
      'AQUA_TEST_DB=postgresql needs AQUA_TEST_PG_ADMIN_URL; run the tests through ' +
        'scripts/with-postgres.sh (or tests/api/run.sh)',
    );
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await execFileP('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${name}`]);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      try {
        await execFileP('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      } catch {
        /* the whole cluster is thrown away anyway */
      }
    },
  };
}

function makeWebDir(root) {
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), ASSET_JS);
  return web;
}

/**
 * `aquapure check` on the database a server used (its env): null when the rooms agree, else an
 * Error carrying the checker's report.
 */
export async function runCheck(env) {
  return new Promise((resolve) => {
    execFile(serverBinary, ['check'], { env, timeout: 60_000 }, (err, stdout, stderr) => {
      if (!err) resolve(null);
      else resolve(new Error(`aquapure check found disagreements:\n${stdout}\n${stderr}`));
    });
  });
}

/**
 * Starts `aquapure serve` and waits until GET /api/health answers 200.
 * opts.env: extra environment variables. opts.timeoutMs: start-up timeout (default 15 s).
 * Returns {url, port, dataDir, webDir, databaseUrl, stop(), kill(signal), stderr(), stdout(),
 *          exited: Promise<{code, signal}>}.
 */
export async function startServer(opts = {}) {
  if (!existsSync(serverBinary)) {
    throw new Error(
      `server binary not found: ${serverBinary}\n` +
        'Build it first (see the README: cmake -S server -B build/server && cmake --build build/server) ' +
        'or set AQUA_BIN.',
    );
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'aqua-api-test-'));
  // opts.dataDir: reuse another server's data (a restart after a crash).
  const dataDir = opts.dataDir ?? path.join(tmp, 'data');
  if (!opts.dataDir) mkdirSync(dataDir);
  const webDir = makeWebDir(tmp);
  const db =
    testDb === 'postgresql' && !opts.env?.AQUA_DATABASE_URL ? await createPgDatabase() : null;
  const port = await freePort();

  const env = {
    ...process.env,
    AQUA_PORT: String(port),
    AQUA_HOST: '127.0.0.1',
    AQUA_DATA_DIR: dataDir,
    AQUA_MODE: 'demo',
    AQUA_THREADS: '2',
    AQUA_WEB_DIR: webDir,
    // The suites place many orders from 127.0.0.1 with a few test customers; the flood
    // limits (tests/api/abuse-limits.test.mjs) pass their own, production-like values.
    AQUA_ORDER_RATE: '100000/60',
    AQUA_ORDER_CUSTOMER_RATE: '100000/60',
    ...(opts.env || {}),
  };
  delete env.AQUA_DATABASE_URL;
  if (db) env.AQUA_DATABASE_URL = db.url;
  if (opts.env && opts.env.AQUA_DATABASE_URL) env.AQUA_DATABASE_URL = opts.env.AQUA_DATABASE_URL;

  // opts.wrap: a command the server runs under, e.g. ['prlimit', '--nofile=256:256', '--'].
  const argv = [...(opts.wrap ?? []), serverBinary, 'serve'];
  const child = spawn(argv[0], argv.slice(1), {
    cwd: tmp,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const LIMIT = 1 << 20;
  let err = '';
  let out = '';
  child.stderr.setEncoding('utf8');
  child.stdout.setEncoding('utf8');
  child.stderr.on('data', (d) => {
    err = (err + d).slice(-LIMIT);
  });
  child.stdout.on('data', (d) => {
    out = (out + d).slice(-LIMIT);
  });
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      running.delete(child);
      resolve(exitInfo);
    });
    child.on('error', (e) => {
      err += `\n[spawn error] ${e.message}`;
      exitInfo = { code: null, signal: null, error: e };
      running.delete(child);
      resolve(exitInfo);
    });
  });

  let cleaned = false;
  let checkFailure = null;
  const cleanup = async ({ check = false } = {}) => {
    if (cleaned) return;
    cleaned = true;
    // Every suite leaves a database whose rooms agree: `aquapure check` on what the server
    // left (opts.check === false only where a suite breaks the data on purpose, said there).
    if (check && opts.check !== false) checkFailure = await runCheck(env);
    if (db) await db.drop();
    if (!process.env.AQUA_TEST_KEEP) rmSync(tmp, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  let lastProblem = 'no answer yet';
  for (;;) {
    if (exitInfo) {
      await cleanup();
      throw new Error(
        `server exited during start-up (code ${exitInfo.code}, signal ${exitInfo.signal})\n` +
          `--- stderr ---\n${err}\n--- stdout ---\n${out}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      await cleanup();
      throw new Error(
        `server did not answer GET /api/health with 200 within ${(opts.timeoutMs ?? 15_000) / 1000} s ` +
          `(last: ${lastProblem})\n--- stderr ---\n${err}\n--- stdout ---\n${out}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
      lastProblem = `status ${res.status}`;
    } catch (e) {
      lastProblem = e.cause?.code || e.message;
    }
    await sleep(100);
  }

  return {
    url,
    port,
    host: '127.0.0.1',
    dataDir,
    webDir,
    databaseUrl: db ? db.url : null,
    env,
    process: child,
    exited,
    stderr: () => err,
    stdout: () => out,
    kill(signal = 'SIGTERM') {
      if (!exitInfo) child.kill(signal);
    },
    /** SIGTERM, wait for exit (SIGKILL after timeoutMs), clean up. Returns {code, signal}. */
    async stop(timeoutMs = 10_000) {
      if (!exitInfo) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(t);
      }
      await cleanup({ check: true });
      if (checkFailure) throw checkFailure;
      return exitInfo;
    },
  };
}

/**
 * One HTTP request with fetch. body: string/Buffer sent as is, anything else as JSON.
 * Returns {status, headers (a Headers object), text, json (undefined unless the body parses)}.
 */
export async function request(method, url, { headers = {}, body, timeoutMs = 10_000 } = {}) {
  const h = { ...headers };
  let payload = body;
  if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    payload = JSON.stringify(body);
    if (!Object.keys(h).some((k) => k.toLowerCase() === 'content-type')) {
      h['content-type'] = 'application/json';
    }
  }
  const res = await fetch(url, {
    method,
    headers: h,
    body: payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json;
  if (text.length) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, headers: res.headers, text, json };
}

export function getJson(url, options = {}) {
  return request('GET', url, options);
}

/** Asserts the documented error shape {error:{code,message[,fields]}} and returns error. */
export function assertErrorBody(res, expectedCode) {
  assert.ok(
    res.json !== undefined,
    `error body should be JSON, got status ${res.status} body ${JSON.stringify(res.text.slice(0, 300))}`,
  );
  assert.equal(typeof res.json, 'object');
  assert.notEqual(res.json, null);
  const e = res.json.error;
  assert.ok(e && typeof e === 'object', `body should have an "error" object: ${res.text.slice(0, 300)}`);
  assert.equal(typeof e.code, 'string', 'error.code should be a string');
  assert.equal(typeof e.message, 'string', 'error.message should be a string');
  assert.ok(e.message.length > 0, 'error.message should not be empty');
  if (e.fields !== undefined) {
    assert.equal(typeof e.fields, 'object', 'error.fields should be an object');
  }
  if (expectedCode !== undefined) assert.equal(e.code, expectedCode);
  const ct = res.headers.get ? res.headers.get('content-type') : res.headers['content-type'];
  assert.match(String(ct), /^application\/json/i, 'error content-type should be application/json');
  return e;
}

// ---------------------------------------------------------------------------------------
// Raw sockets, for requests fetch cannot send (malformed bytes, exact framing, keep-alive).

/** Parses one complete HTTP/1.x response from buf, or returns null if incomplete. */
export function parseResponse(buf, { head = false } = {}) {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const headText = buf.subarray(0, end).toString('latin1');
  const lines = headText.split('\r\n');
  const m = /^HTTP\/(\d\.\d) (\d{3})(?: (.*))?$/.exec(lines[0]);
  if (!m) throw new Error(`not an HTTP response: ${JSON.stringify(lines[0])}`);
  const status = Number(m[2]);
  const headers = {};
  for (const line of lines.slice(1)) {
    const i = line.indexOf(':');
    if (i < 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    headers[k] = k in headers ? `${headers[k]}, ${v}` : v;
  }
  let pos = end + 4;
  let body;
  if (head || status === 204 || status === 304 || (status >= 100 && status < 200)) {
    body = Buffer.alloc(0);
  } else if (/chunked/i.test(headers['transfer-encoding'] || '')) {
    const parts = [];
    for (;;) {
      const le = buf.indexOf('\r\n', pos);
      if (le < 0) return null;
      const size = parseInt(buf.subarray(pos, le).toString('latin1'), 16);
      if (Number.isNaN(size)) throw new Error('bad chunk size');
      pos = le + 2;
      if (size === 0) {
        const te = buf.indexOf('\r\n\r\n', pos - 2);
        if (te < 0) return null;
        pos = te + 4;
        break;
      }
      if (buf.length < pos + size + 2) return null;
      parts.push(buf.subarray(pos, pos + size));
      pos += size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length'] !== undefined) {
    const len = Number(headers['content-length']);
    if (buf.length < pos + len) return null;
    body = buf.subarray(pos, pos + len);
    pos += len;
  } else {
    return null; // body until close: caller decides
  }
  let json;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    json = undefined;
  }
  return {
    status,
    headers,
    body,
    text: body.toString('utf8'),
    json,
    rest: buf.subarray(pos),
  };
}

/** A raw TCP connection to the server. */
export class RawConnection {
  constructor(port, host = '127.0.0.1') {
    this.buf = Buffer.alloc(0);
    this.closed = false;
    this.error = null;
    this.waiters = new Set();
    this.socket = net.connect({ port, host });
    this.socket.setNoDelay(true);
    this.connected = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.#wake();
    });
    this.socket.on('error', (e) => {
      this.error = e;
      this.#wake();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.#wake();
    });
  }

  #wake() {
    for (const w of this.waiters) w();
  }

  /** Resolves when pred() is true, or false after timeoutMs. */
  #waitFor(pred, timeoutMs) {
    return new Promise((resolve) => {
      if (pred()) return resolve(true);
      const done = (v) => {
        clearTimeout(t);
        this.waiters.delete(check);
        resolve(v);
      };
      const check = () => {
        if (pred()) done(true);
      };
      const t = setTimeout(() => done(pred()), timeoutMs);
      this.waiters.add(check);
    });
  }

  async write(data) {
    await this.connected;
    return new Promise((resolve) => {
      // Errors (EPIPE/ECONNRESET when the server closes early) are recorded, not thrown.
      this.socket.write(data, () => resolve());
    });
  }

  /**
   * Waits for one complete response. Returns it ({status, headers, body, text, json}),
   * or null if the connection closed or timeoutMs passed first.
   */
  async readResponse({ timeoutMs = 5000, head = false } = {}) {
    let parsed = null;
    const ok = await this.#waitFor(() => {
      if (this.buf.length) {
        parsed = parseResponse(this.buf, { head });
        if (parsed) return true;
      }
      return this.closed;
    }, timeoutMs);
    if (!parsed && this.closed && this.buf.length) {
      // Body delimited by connection close.
      const end = this.buf.indexOf('\r\n\r\n');
      if (end >= 0) {
        const withLen = Buffer.concat([
          this.buf.subarray(0, end),
          Buffer.from(`\r\ncontent-length: ${this.buf.length - end - 4}`),
          this.buf.subarray(end),
        ]);
        try {
          parsed = parseResponse(withLen, { head });
        } catch {
          parsed = null;
        }
      }
    }
    if (!ok && !parsed) return null;
    if (!parsed) return null;
    this.buf = parsed.rest;
    delete parsed.rest;
    return parsed;
  }

  /** True if the server closed the connection within timeoutMs. */
  waitClosed(timeoutMs = 5000) {
    return this.#waitFor(() => this.closed, timeoutMs);
  }

  raw() {
    return this.buf;
  }

  close() {
    this.socket.destroy();
  }
}

/**
 * Sends bytes on a fresh connection and waits for one response or the connection to close.
 * Returns {response (or null), closed, raw (all bytes received), error}.
 */
export async function rawExchange(port, bytes, { timeoutMs = 5000, head = false } = {}) {
  const c = new RawConnection(port);
  try {
    await c.connected;
    await c.write(bytes);
    const all = () => Buffer.from(c.raw());
    const response = await c.readResponse({ timeoutMs, head });
    const raw = response ? null : all();
    return { response, closed: c.closed, raw, error: c.error };
  } finally {
    c.close();
  }
}

// ---------------------------------------------------------------------------------------
// Admin sessions, for tests/api/admin-*.test.mjs.

/** The super-admin that demo mode seeds (docs/decisions/0012-demo-mode-bootstrap.md). */
export const DEMO_ADMIN = Object.freeze({ username: 'admin', password: 'aquapure-demo' });

/** Signs in with POST /api/admin/login. Returns {res, cookie ('aqua_session=…' or null)}. */
export async function adminLogin(url, username = DEMO_ADMIN.username, password = DEMO_ADMIN.password) {
  const res = await request('POST', `${url}/api/admin/login`, { body: { username, password } });
  const set = res.headers.getSetCookie().find((c) => c.startsWith('aqua_session='));
  return { res, cookie: set ? set.split(';')[0] : null };
}

/** Signs in (the demo super-admin by default), checks that it worked, and returns adminClient. */
export async function signIn(url, username = DEMO_ADMIN.username, password = DEMO_ADMIN.password) {
  const login = await adminLogin(url, username, password);
  assert.equal(login.res.status, 200, `sign-in of ${username}: ${login.res.text}`);
  return adminClient(url, login.cookie);
}

/**
 * Creates a staff account through `su` (a super-admin's client) and returns a client signed
 * in as it. `account`: {username, role, password, email?, name?}.
 */
export async function staffClient(url, su, account) {
  const body = {
    email: `${account.username}@example.com`,
    name: account.username,
    ...account,
  };
  const made = await su('POST', '/api/admin/admins', { body });
  assert.equal(made.status, 201, made.text);
  return signIn(url, account.username, account.password);
}

/**
 * A request function for one admin session: api(method, path, {body, headers}) sends the
 * cookie, plus X-Requested-With on every method but GET. cookie may be null (no session).
 */
export function adminClient(url, cookie) {
  return (method, path, { headers = {}, ...rest } = {}) =>
    request(method, `${url}${path}`, {
      ...rest,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
        ...headers,
      },
    });
}

/** Polls fn until it returns something truthy (returned), failing after ms with "timed out waiting for what". */
export async function waitFor(fn, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
