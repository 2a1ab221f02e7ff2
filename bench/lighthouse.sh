#!/usr/bin/env bash
# Lighthouse on the storefront (mobile emulation, Lighthouse's default simulated throttling)
# with Debian's Chromium, against a server this script starts on a free port with a fresh
# data dir. Prints the four category scores of /, /products, /product/1 and the home page
# in Urdu (median of LH_RUNS runs, default 3) and the JavaScript the home page loads, then
# checks the budgets on every page: performance >= 95, accessibility 100, best practices
# 100, SEO 100, and English home JS <= 100 KB gzip.
# Exits 1 when a budget is missed. Reports stay in bench/results/lighthouse/.
set -euo pipefail
cd "$(dirname "$0")/.."
make --no-print-directory server web >/dev/null

RUNS="${LH_RUNS:-3}"
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
LH=web/node_modules/.bin/lighthouse
out_dir=bench/results/lighthouse
mkdir -p "$out_dir"
work="$(mktemp -d /tmp/aqua-lighthouse.XXXXXX)"
server_pid=
cleanup() {
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port=$(free_port)
AQUA_PORT=$port AQUA_DATA_DIR="$work/data" AQUA_WEB_DIR="$PWD/web/dist" AQUA_LOG_LEVEL=warn \
  build/server/aquapure serve >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 0.1; done
base="http://127.0.0.1:$port"

flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run"
flags+=" --disable-background-networking --disable-component-update --disable-sync"
# "ur:/" is the home page in Urdu: the browser's language picks Urdu on a first visit (a
# Cookie header would not reach document.cookie, where the shop reads the choice).
pages=(/ /products /product/1 ur:/)
page_name() { echo "$1" | sed 's#^ur:\(.*\)#\1-ur#; s#^/$#home#; s#^/-ur$#home-ur#; s#^/##; s#/#-#g'; }
for page in "${pages[@]}"; do
  name=$(page_name "$page")
  path=${page#ur:}
  page_flags=$flags
  [[ $page == ur:* ]] && page_flags+=" --lang=ur-PK --accept-lang=ur-PK"
  for run in $(seq "$RUNS"); do
    # A busy machine now and then makes Chromium lose the trace (NO_NAVSTART): try again.
    for attempt in 1 2 3; do
      CHROME_PATH="$CHROME" "$LH" "$base$path" --quiet --output=json \
        --output-path="$out_dir/$name-$run.json" \
        --only-categories=performance,accessibility,best-practices,seo \
        --chrome-flags="$page_flags" >/dev/null 2>"$work/lh.log" &&
        node -e 'process.exit(require(process.argv[1]).runtimeError ? 1 : 0)' \
          "$PWD/$out_dir/$name-$run.json" && break
      if [[ $attempt == 3 ]]; then cat "$work/lh.log" >&2; exit 1; fi
    done
  done
done

# Gzip size of every script the home page loaded (the server sends precompressed .gz files).
home_scripts=$(node -e '
  const r = require(process.argv[1]);
  const items = r.audits["network-requests"].details.items;
  for (const i of items) if (i.resourceType === "Script") console.log(i.url);
' "$PWD/$out_dir/home-1.json")
gzip_bytes=0
for url in $home_scripts; do
  b=$(curl -fs -H 'Accept-Encoding: gzip' "$url" | wc -c)
  gzip_bytes=$((gzip_bytes + b))
done

node - "$PWD/$out_dir" "$RUNS" "$gzip_bytes" "${pages[@]}" <<'JS'
const [dir, runs, gzipBytes, ...pages] = process.argv.slice(2);
const cats = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (b) => (b / 1000).toFixed(1);
let ok = true;
const budget = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
console.log(`lighthouse (Chromium, mobile emulation, simulated throttling; median of ${runs} runs)`);
console.log('  page            performance  accessibility  best-practices  seo');
for (const page of pages) {
  const urdu = page.startsWith('ur:');
  const path = urdu ? `${page.slice(3)} (Urdu)` : page;
  const base = urdu ? page.slice(3) : page;
  const name = (base === '/' ? 'home' : base.slice(1).replace(/\//g, '-')) + (urdu ? '-ur' : '');
  const reports = Array.from({ length: +runs }, (_, i) => require(`${dir}/${name}-${i + 1}.json`));
  const score = (c) => median(reports.map((r) => Math.round(r.categories[c].score * 100)));
  const s = Object.fromEntries(cats.map((c) => [c, score(c)]));
  if (urdu) {
    // The run must have been in Urdu: the per-feature Urdu catalogues are urdu-*.js chunks.
    const urls = reports.flatMap((r) => r.audits['network-requests'].details.items.map((i) => i.url));
    if (!urls.some((u) => /\/urdu-[^/]*\.js$/.test(u))) {
      console.log(`  ${path}: the page loaded no urdu-*.js: the browser language did not pick Urdu`);
      ok = false;
    }
  }
  for (const c of cats) if (s[c] < budget[c]) ok = false;
  const lcp = median(reports.map((r) => r.audits['largest-contentful-paint'].numericValue));
  const tbt = median(reports.map((r) => r.audits['total-blocking-time'].numericValue));
  const cls = median(reports.map((r) => r.audits['cumulative-layout-shift'].numericValue));
  console.log(
    `  ${path.padEnd(14)}  ${String(s.performance).padStart(11)}  ${String(s.accessibility).padStart(13)}` +
      `  ${String(s['best-practices']).padStart(14)}  ${String(s.seo).padStart(3)}` +
      `   (LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)})`,
  );
  for (const r of reports.slice(0, 1))
    for (const c of cats.slice(1))
      for (const ref of r.categories[c].auditRefs)
        if (ref.weight > 0 && r.audits[ref.id].score !== null && r.audits[ref.id].score < 1)
          console.log(`      ${c}: ${ref.id}: ${r.audits[ref.id].title}`);
}
const home = require(`${dir}/home-1.json`);
const scripts = home.audits['network-requests'].details.items.filter((i) => i.resourceType === 'Script');
const transfer = scripts.reduce((n, i) => n + i.transferSize, 0);
const jsOk = +gzipBytes <= 100_000;
if (!jsOk) ok = false;
console.log(
  `  home page JavaScript: ${scripts.length} files, ${kb(gzipBytes)} KB gzip` +
    ` (${kb(transfer)} KB as Chromium received it, brotli)   budget <= 100 KB gzip: ${jsOk ? 'ok' : 'OVER'}`,
);
console.log(`  budgets (performance >= 95, the others 100, home JS <= 100 KB gzip): ${ok ? 'PASS' : 'FAIL'}`);
process.exitCode = ok ? 0 : 1;
JS
