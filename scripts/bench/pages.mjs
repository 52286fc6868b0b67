// Runs inside `firebase emulators:exec` (scripts/bench.mjs pages): Lighthouse (mobile, simulated
// throttling) on the built app served by the Hosting emulator, next to a static 1 KB page with
// the review page's first step, in the same run and the same browser: the public pages, then the
// seven seller screens signed in as the demo seller on a phone and on a desktop, each table with
// its own static page. Prints the tables (each page's targets, pass or fail) and writes them into
// docs/page-speed.md. Timings are noisy: this is a benchmark, never a test.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import { buildDemoData } from '../../functions/lib/dev/demo-data.js';
import { ensureDemoSellerUser, writeDemoData } from '../../functions/lib/dev/seed.js';
import { toPublicProduct } from '../../functions/lib/domains/products/public-product.js';
import { CHROMIUM_ARGS } from './helpers.mjs';
import {
  DEMO_PROJECT_ID,
  emptyProductStats,
  newProductInput,
  paths,
} from '../../functions/lib/shared/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.QR_BENCH_RUNS ?? 5));
const DESKTOP_RUNS = Math.max(1, Number(process.env.QR_BENCH_DESKTOP_RUNS ?? RUNS));
const offset = Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${5000 + offset}`;
const publicDir = join(root, process.env.QR_BENCH_PUBLIC_DIR ?? 'web/dist');

// The review page's product: a short title and two stores, like most cards.
const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }));
const reviewProduct = 'bench-review-page';
const input = {
  ...newProductInput(),
  title: 'Ceramic coffee mug',
  links: {
    amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
    emag: 'https://www.emag.ro/cana-ceramica/pd/D1234ABCM/',
    shopify: '',
  },
};
await db.doc(paths.product(reviewProduct)).set({
  ...input,
  ownerId: 'bench-owner',
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
  stats: emptyProductStats(),
});
await db.doc(paths.publicProduct(reviewProduct)).set(toPublicProduct(input));
// The demo seller's products, reviews and analytics for the signed-in screens.
const uid = await ensureDemoSellerUser(process.env.FIREBASE_AUTH_EMULATOR_HOST);
await writeDemoData(db, uid);
const sellerProduct = buildDemoData(uid, new Date()).products[0].id;

// The physical limit: the same first step as a hand-written 1 KB page, served the same way. Its
// icon is inline, as every page of the app has it: without one the browser asks for /favicon.ico,
// and Lighthouse's simulation counts that request in the LCP whenever it finished first (0.63 or
// 0.76 s from one run to the next).
const STATIC_PATH = '/bench-static-first-step';
const staticHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Review Ceramic coffee mug</title><link rel="icon" href="data:,"><style>body{margin:0;background:#f7f8fa;font-family:system-ui,sans-serif;color:#222}header{display:flex;justify-content:space-between;padding:12px 16px;font-weight:800}main{max-width:600px;margin:0 auto;padding:16px}section{background:#fff;border:1px solid #ddd;border-radius:30px;padding:20px}p{margin:0 0 8px;color:#666;font-size:.875rem}h1{margin:0 0 16px;font-size:1.5rem;line-height:1.33}div{padding:12px 16px;border-radius:10px;background:#f2f2f2;font-size:1.25rem;font-weight:700;margin-bottom:16px}a{display:block;padding:14px 16px;margin-bottom:12px;border:1px solid #90b4e0;border-radius:10px;color:#1565c0;font-weight:700;text-decoration:none}</style></head><body><header><span>QR Reviews</span><span>EN</span></header><main><section><p>Step 1/3</p><h1>Where did you purchase this product?</h1><div>Ceramic coffee mug</div><a href="#amazon">Amazon</a><a href="#emag">eMAG</a></section></main></body></html>`;
writeFileSync(join(publicDir, `${STATIC_PATH.slice(1)}.html`), staticHtml);

const sellerReview = buildDemoData(uid, new Date()).products[0].reviews[0].id;

// QR_BENCH_ONLY=login (say; commas for several) measures only the pages whose name contains it,
// beside the static one.
const only = (process.env.QR_BENCH_ONLY ?? '').split(',').filter(Boolean);
const chosen = (page) =>
  page.static || only.length === 0 || only.some((o) => page.name.includes(o));
const STATIC_PAGE = { name: 'static page (the physical limit)', path: STATIC_PATH, static: true };
const pages = [
  STATIC_PAGE,
  // The public pages' targets (docs/page-speed.md, "The pages"): performance score, and LCP as a
  // multiple of the static page's.
  { name: '/reviews/{id}', path: `/reviews/${reviewProduct}`, target: { perf: 99, ratio: 1.25 } },
  { name: '/ (landing)', path: '/', target: { perf: 98, ratio: 1.6 } },
  { name: '/login', path: '/login', target: { perf: 90 } },
].filter((page) => !process.env.QR_BENCH_SELLER_ONLY && chosen(page));
// The seller screens' targets (docs/page-speed.md, "The seller screens on a phone"): on a phone as fast as
// the customer's page, and a desktop score of at least 98.
const SELLER_TARGET = { perf: 90, ratio: 2.0, cls: 0.05, tbt: 300, a11y: 100 };
const DESKTOP_TARGET = { perf: 98 };
// QR_BENCH_PUBLIC_ONLY=1 skips the signed-in screens (a quicker loop while working on the others).
const sellerPages = process.env.QR_BENCH_PUBLIC_ONLY
  ? []
  : [
      { name: '/products', path: '/products' },
      { name: '/edit/{id}', path: `/edit/${sellerProduct}` },
      { name: '/dashboard/{id}', path: `/dashboard/${sellerProduct}` },
      { name: '/overview (account)', path: '/overview' },
      { name: '/templates', path: '/templates' },
      { name: '/imports', path: '/imports' },
      // The reviews inbox with one review open: where an alert email's link lands.
      {
        name: 'reviews inbox',
        // The same query as the email's link (functions/src/domains/alerts/compose.ts): without
        // tab=reviews the dashboard opens on its analytics tab.
        path: `/dashboard/${sellerProduct}?tab=reviews&review=${encodeURIComponent(sellerReview)}`,
      },
    ].filter(chosen);
// Desktop: QR_BENCH_DESKTOP=0 leaves it out.
const desktop = process.env.QR_BENCH_DESKTOP !== '0';

const debuggingPort = 9800 + Math.floor(offset / 100);
const profile = mkdtempSync(join(tmpdir(), 'qr-bench-pages-'));
// A persistent context is the browser's default one, where Lighthouse opens its tabs: the seller
// signed in here is signed in for Lighthouse's signed-in pages.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.QR_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${debuggingPort}`, ...CHROMIUM_ARGS],
});

let lighthouseVersion = '';
let signedInOnce = false;

/**
 * One Lighthouse run: its default (mobile, simulated throttling) or its desktop configuration.
 * Signed in, the seller's storage (and with it the browser's cache) is kept between runs, as on
 * the phone of a seller who opens the app every day.
 */
async function audit(path, { signedIn = false, formFactor = 'mobile' } = {}) {
  const result = await lighthouse(
    `${base}${path}`,
    {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keeps the signed-in seller for the signed-in screens.
      disableStorageReset: signedIn,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result.lhr;
  lighthouseVersion = lhr.lighthouseVersion;
  // QR_BENCH_TRACE_DIR=<dir>: each run's Chromium trace, to open in DevTools' Performance panel.
  if (process.env.QR_BENCH_TRACE_DIR && result.artifacts?.Trace) {
    mkdirSync(process.env.QR_BENCH_TRACE_DIR, { recursive: true });
    const slug = `${formFactor}-${path.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${Date.now()}`;
    writeFileSync(
      join(process.env.QR_BENCH_TRACE_DIR, `${slug}.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  const failedA11y = Object.values(lhr.audits)
    .filter(
      (a) =>
        lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) &&
        a.score === 0,
    )
    .map((a) => a.id);
  if (process.env.QR_BENCH_DEBUG) printTrace(path, lhr, scripts);
  if (process.env.QR_BENCH_DEBUG && formFactor === 'mobile') {
    await printLcpCriticalPath(result.artifacts, lhr.configSettings);
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsKiB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? '',
    failedA11y,
  };
}

/**
 * Where the time went (QR_BENCH_DEBUG=1): what Lighthouse's simulation counts as needed for the
 * LCP (every request that finished before the LCP observed on the unthrottled load: lantern,
 * LargestContentfulPaint.js), the LCP's phases, the long tasks and the script that ran in each,
 * the main thread's time per script, the elements that shifted, each script's size.
 */
function printTrace(path, lhr, scripts) {
  const observedLcp = lhr.audits.metrics.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const name = (item) =>
    (URL.canParse(item.url) ? new URL(item.url).pathname.split('/').pop() : '') || item.url;
  console.log(
    `    ${path}: observed LCP ${Math.round(observedLcp)} ms; finished before it: ` +
      requests
        .filter((item) => item.networkEndTime <= observedLcp)
        .map(
          (item) => `${name(item)} (${item.resourceType}, ${Math.round(item.networkEndTime)} ms)`,
        )
        .join(', '),
  );
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  console.log(
    `    LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')}`,
  );
  const longTasks = lhr.audits['long-tasks'].details?.items ?? [];
  console.log(
    `    long tasks: ${longTasks.map((task) => `${name(task)} ${Math.round(task.duration)} ms at ${Math.round(task.startTime)}`).join(', ')}`,
  );
  const bootup = lhr.audits['bootup-time'].details?.items ?? [];
  console.log(
    `    main thread by script: ${bootup
      .slice(0, 8)
      .map(
        (item) =>
          `${name(item)} ${Math.round(item.total)} ms (script ${Math.round(item.scripting)})`,
      )
      .join(', ')}`,
  );
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
  console.log(
    `    layout shifts: ${shifts.map((item) => `${item.score.toFixed(3)} ${item.node?.snippet?.slice(0, 100) ?? ''}`).join(' | ')}`,
  );
  console.log(
    `    scripts: ${scripts.map((item) => `${name(item)} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB`).join(', ')}`,
  );
}

/**
 * The chain Lighthouse's simulation (lantern) ends the LCP with (QR_BENCH_DEBUG=1): from the
 * node that finishes last in the pessimistic LCP graph, back through the dependency that finished
 * last, each with its simulated start and duration. Network nodes name their URL, CPU nodes
 * their longest events: what to shorten to bring the LCP forward.
 */
async function printLcpCriticalPath(artifacts, settings) {
  // One cache for both requests: the LCP's computation builds the same simulator.
  const context = { computedCache: new Map() };
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    context,
  );
  const simulator = await LoadSimulator.request(
    { devtoolsLog: artifacts.DevtoolsLog, settings },
    context,
  );
  console.log(
    `    lantern server response time by origin: ${JSON.stringify(Object.fromEntries(simulator.options.serverResponseTimeByOrigin))}`,
  );
  for (const [label, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ]) {
    const timings = estimate.nodeTimings;
    let node = [...timings.keys()].reduce((a, b) =>
      timings.get(b).endTime > timings.get(a).endTime ? b : a,
    );
    const chain = [];
    while (node) {
      chain.push(node);
      node = node
        .getDependencies()
        .filter((d) => timings.has(d))
        .reduce((a, b) => (!a || timings.get(b).endTime > timings.get(a).endTime ? b : a), null);
    }
    const cpuTotal = [...timings.entries()]
      .filter(([n]) => n.type === 'cpu')
      .reduce((sum, [, t]) => sum + (t.endTime - t.startTime), 0);
    console.log(
      `    lantern ${label} LCP ${Math.round(estimate.timeInMs)} ms (${timings.size} nodes, CPU ${Math.round(cpuTotal)} ms):`,
    );
    for (const n of chain.reverse()) {
      const t = timings.get(n);
      const what =
        n.type === 'network'
          ? `${n.request.requestMethod ?? ''} ${n.request.url.replace(/[?#].*/, '').slice(-70)} ` +
            `(${Math.round((n.request.transferSize ?? 0) / 1024)} KiB, server ${Math.round(n.request.serverResponseTime ?? -1)} ms, ` +
            `observed ${Math.round(n.request.networkEndTime - n.request.rendererStartTime || 0)} ms, finished ${n.request.finished})`
          : `CPU ${[...n.childEvents]
              .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
              .slice(0, 3)
              .map(
                (e) =>
                  `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : ''} ${Math.round((e.dur ?? 0) / 1000)}`,
              )
              .join(', ')}`;
      console.log(
        `      ${String(Math.round(t.startTime)).padStart(5)} +${String(Math.round(t.endTime - t.startTime)).padStart(4)} ${what}`,
      );
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

function summarize(runs) {
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcp: median(runs.map((r) => r.lcp)),
    fcp: median(runs.map((r) => r.fcp)),
    cls: Math.max(...runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    jsKiB: median(runs.map((r) => r.jsKiB)),
    failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
  };
}

const log = (label, measured) =>
  console.log(
    `  ${label.padEnd(46)} perf ${measured.performance} LCP ${(measured.lcp / 1000).toFixed(2)} s ` +
      `CLS ${measured.cls.toFixed(3)} TBT ${Math.round(measured.tbt)} ms a11y ${measured.accessibility} ` +
      `LCP element ${measured.lcpElement.slice(0, 80)}`,
  );

// Three tables: the public pages (fresh visitor), the seller screens on a phone and on a desktop
// (signed in), each page beside the static page measured in the same interleaved runs.
const tables = [
  { title: 'public', pages, signedIn: false, formFactor: 'mobile' },
  { title: 'seller', pages: sellerPages, signedIn: true, formFactor: 'mobile' },
  ...(desktop
    ? [{ title: 'seller-desktop', pages: sellerPages, signedIn: true, formFactor: 'desktop' }]
    : []),
]
  .filter((table) => table.pages.length > 0)
  .map((table) => ({
    ...table,
    pages: table.pages[0]?.static ? table.pages : [STATIC_PAGE, ...table.pages],
    results: new Map(),
  }));

try {
  // Warm-up: the Functions emulator's first request starts a worker; nobody is measured on it.
  for (const page of pages) await fetch(`${base}${page.path}`);
  await fetch(`${base}/api/products/${reviewProduct}?lang=en`);
  for (const table of tables) {
    if (table.signedIn && !signedInOnce) {
      // Sign in once (the demo sign-in), then the seller's screens.
      const tab = await browser.newPage();
      await tab.goto(`${base}/login`);
      await tab.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
      await tab.waitForURL((url) => url.pathname === '/products', { timeout: 60_000 });
      await tab.close();
      signedInOnce = true;
    }
    const runs = table.formFactor === 'desktop' ? DESKTOP_RUNS : RUNS;
    for (let run = 1; run <= runs; run += 1) {
      // Interleaved, so that a busy moment of the shared machine hits every page alike.
      for (const page of table.pages) {
        const measured = await audit(page.path, table);
        table.results.set(page.name, [...(table.results.get(page.name) ?? []), measured]);
        log(`run ${run}/${runs} ${table.formFactor} ${page.name}`, measured);
      }
    }
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  rmSync(join(publicDir, `${STATIC_PATH.slice(1)}.html`), { force: true });
}

/** Each target met or missed, and by how much. */
function verdict(target, s, staticLcp) {
  if (!target) return '';
  const misses = [];
  const wanted = [`perf ≥ ${target.perf}`];
  if (s.performance < target.perf) misses.push(`performance ${s.performance} < ${target.perf}`);
  const ratio = s.lcp / staticLcp;
  if (target.ratio) {
    wanted.push(`LCP ≤ ${target.ratio}×`);
    if (ratio > target.ratio) {
      const over = s.lcp - target.ratio * staticLcp;
      misses.push(`LCP ${ratio.toFixed(2)}× > ${target.ratio}× (${Math.round(over)} ms over)`);
    }
  }
  if (target.cls !== undefined) {
    wanted.push(`CLS ≤ ${target.cls}`);
    if (s.cls > target.cls) misses.push(`CLS ${s.cls.toFixed(3)} > ${target.cls}`);
  }
  if (target.tbt !== undefined) {
    wanted.push(`TBT ≤ ${target.tbt} ms`);
    if (s.tbt > target.tbt) misses.push(`TBT ${Math.round(s.tbt)} ms > ${target.tbt} ms`);
  }
  if (target.a11y !== undefined) {
    wanted.push(`a11y ${target.a11y}`);
    if (s.accessibility < target.a11y) misses.push(`accessibility ${s.accessibility}`);
  }
  return misses.length ? `FAIL: ${misses.join('; ')}` : `pass (${wanted.join(', ')})`;
}

const header =
  '| page | performance | LCP | × static | FCP | CLS | TBT | JS transferred | accessibility | target |\n' +
  '|---|---|---|---|---|---|---|---|---|---|';
const rendered = tables.map((table) => {
  const staticLcp = summarize(table.results.get(STATIC_PAGE.name)).lcp;
  const rows = [...table.results].map(([name, runs]) => {
    const s = summarize(runs);
    const page = table.pages.find((p) => p.name === name);
    const target =
      page.target ??
      (page.static ? undefined : table.formFactor === 'desktop' ? DESKTOP_TARGET : SELLER_TARGET);
    const a11y = s.failedA11y.length
      ? `${s.accessibility} (${s.failedA11y.join(', ')})`
      : `${s.accessibility}`;
    return (
      `| ${name} | ${s.performance} | ${(s.lcp / 1000).toFixed(2)} s | ` +
      `${(s.lcp / staticLcp).toFixed(2)}× | ${(s.fcp / 1000).toFixed(2)} s | ${s.cls.toFixed(3)} | ` +
      `${Math.round(s.tbt)} ms | ${s.jsKiB.toFixed(1)} KiB | ${a11y} | ` +
      `${verdict(target, s, staticLcp)} |`
    );
  });
  const what = {
    public: 'Public pages, a first visit (storage and cache reset before each run)',
    seller: 'Seller screens on a phone (Lighthouse mobile), signed in as the demo seller',
    'seller-desktop':
      'Seller screens on a desktop (Lighthouse desktop), signed in as the demo seller',
  }[table.title];
  return { title: table.title, text: `${what}:\n\n${header}\n${rows.join('\n')}` };
});
const note =
  `Lighthouse ${lighthouseVersion} (mobile: simulated throttling, 150 ms RTT, 1.6 Mbps, 4× CPU; ` +
  `desktop: its desktop configuration), Debian Chromium, built app on the Hosting emulator (/api ` +
  `on the Functions emulator). Median of ${RUNS} interleaved runs (desktop: ${DESKTOP_RUNS}) with ` +
  `the static page of the same table (CLS: the worst run). Signed-in runs keep the browser's storage and cache, as a seller's ` +
  `phone does. Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:pages\` on a ` +
  `shared 2-core machine.`;
const output = `${rendered.map((table) => table.text).join('\n\n')}\n\n${note}`;
console.log(`\n${output}`);
// A full run replaces the tables between the markers of docs/page-speed.md (the rest of that page
// is written by hand); a partial one (QR_BENCH_ONLY, QR_BENCH_PUBLIC_ONLY, …) only prints.
if (
  !process.env.QR_BENCH_ONLY &&
  !process.env.QR_BENCH_PUBLIC_ONLY &&
  !process.env.QR_BENCH_SELLER_ONLY &&
  desktop
) {
  const docFile = join(root, 'docs/page-speed.md');
  const start = '<!-- bench:pages -->';
  const end = '<!-- /bench:pages -->';
  const block = `${start}\n${output}\n${end}`;
  const doc = readFileSync(docFile, 'utf8');
  if (!doc.includes(start) || !doc.includes(end)) {
    throw new Error(`docs/page-speed.md has lost its ${start} … ${end} markers`);
  }
  const written =
    doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  // As Prettier writes Markdown, so the format check stays green.
  const options = (await prettier.resolveConfig(docFile)) ?? {};
  writeFileSync(docFile, await prettier.format(written, { ...options, filepath: docFile }));
  console.log('\nWritten to docs/page-speed.md.');
}
process.exit(0);
