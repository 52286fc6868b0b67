// Runs inside `firebase emulators:exec` (scripts/bench.mjs pages): Lighthouse (mobile, simulated
// throttling) on the built app served by the Hosting emulator, next to a static 1 KB page with
// the review page's first step, in the same run and the same browser. Prints the table (with
// the page-speed targets, met or missed) and writes it into docs/page-speed.md. Timings are noisy:
// this is a benchmark, never a test.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildDemoData } from '../../functions/lib/dev/demo-data.js';
import { ensureDemoSellerUser, writeDemoData } from '../../functions/lib/dev/seed.js';
import { toPublicProduct } from '../../functions/lib/products/public-product.js';
import {
  DEMO_PROJECT_ID,
  emptyProductStats,
  newProductInput,
  paths,
} from '../../functions/lib/shared/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.QR_BENCH_RUNS ?? 5));
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

// The physical limit: the same first step as a hand-written 1 KB page, served the same way.
const STATIC_PATH = '/bench-static-first-step';
const staticHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Review Ceramic coffee mug</title><style>body{margin:0;background:#f7f8fa;font-family:system-ui,sans-serif;color:#222}header{display:flex;justify-content:space-between;padding:12px 16px;font-weight:800}main{max-width:600px;margin:0 auto;padding:16px}section{background:#fff;border:1px solid #ddd;border-radius:30px;padding:20px}p{margin:0 0 8px;color:#666;font-size:.875rem}h1{margin:0 0 16px;font-size:1.5rem;line-height:1.33}div{padding:12px 16px;border-radius:10px;background:#f2f2f2;font-size:1.25rem;font-weight:700;margin-bottom:16px}a{display:block;padding:14px 16px;margin-bottom:12px;border:1px solid #90b4e0;border-radius:10px;color:#1565c0;font-weight:700;text-decoration:none}</style></head><body><header><span>QR Reviews</span><span>EN</span></header><main><section><p>Step 1/3</p><h1>Where did you purchase this product?</h1><div>Ceramic coffee mug</div><a href="#amazon">Amazon</a><a href="#emag">eMAG</a></section></main></body></html>`;
writeFileSync(join(publicDir, `${STATIC_PATH.slice(1)}.html`), staticHtml);

// QR_BENCH_ONLY=login (say) measures only the pages whose name contains it, beside the static one.
const pages = [
  { name: 'static page (the physical limit)', path: STATIC_PATH, static: true },
  // The page-speed targets: performance score, and LCP as a multiple of the static page's.
  { name: '/reviews/{id}', path: `/reviews/${reviewProduct}`, target: { perf: 99, ratio: 1.25 } },
  { name: '/ (landing)', path: '/', target: { perf: 98, ratio: 1.6 } },
  { name: '/login', path: '/login', target: { perf: 90 } },
].filter(
  (page) =>
    page.static || !process.env.QR_BENCH_ONLY || page.name.includes(process.env.QR_BENCH_ONLY),
);
// QR_BENCH_PUBLIC_ONLY=1 skips the signed-in screens (a quicker loop while working on the others).
const sellerPages =
  process.env.QR_BENCH_PUBLIC_ONLY || process.env.QR_BENCH_ONLY
    ? []
    : [
        { name: '/products', path: '/products' },
        { name: '/edit/{id}', path: `/edit/${sellerProduct}` },
        { name: '/dashboard/{id}', path: `/dashboard/${sellerProduct}` },
      ];

const debuggingPort = 9800 + Math.floor(offset / 100);
const profile = mkdtempSync(join(tmpdir(), 'qr-bench-pages-'));
// A persistent context is the browser's default one, where Lighthouse opens its tabs: the seller
// signed in here is signed in for Lighthouse's signed-in pages.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.QR_CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    `--remote-debugging-port=${debuggingPort}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

let lighthouseVersion = '';

/** One Lighthouse run (its default: mobile, simulated throttling). */
async function audit(path, { signedIn = false } = {}) {
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
    undefined,
  );
  const lhr = result.lhr;
  lighthouseVersion = lhr.lighthouseVersion;
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
  if (process.env.QR_BENCH_DEBUG) {
    // What Lighthouse's simulation counts as needed for the LCP: every request that finished
    // before the LCP observed on the unthrottled load (lantern, LargestContentfulPaint.js).
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
    const longTasks = lhr.audits['long-tasks'].details?.items ?? [];
    console.log(
      `    long tasks: ${longTasks.map((task) => `${name(task)} ${Math.round(task.duration)} ms at ${Math.round(task.startTime)}`).join(', ')}`,
    );
    console.log(
      `    scripts: ${scripts.map((item) => `${name(item)} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB`).join(', ')}`,
    );
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

const results = new Map(pages.map((page) => [page.name, []]));
try {
  // Warm-up: the Functions emulator's first request starts a worker; nobody is measured on it.
  for (const page of pages) await fetch(`${base}${page.path}`);
  await fetch(`${base}/api/products/${reviewProduct}?lang=en`);
  for (let run = 1; run <= RUNS; run += 1) {
    // Interleaved, so that a busy moment of the shared machine hits every page alike.
    for (const page of pages) {
      const measured = await audit(page.path);
      results.get(page.name).push(measured);
      console.log(
        `  run ${run}/${RUNS} ${page.name.padEnd(34)} perf ${measured.performance} ` +
          `LCP ${(measured.lcp / 1000).toFixed(2)} s CLS ${measured.cls.toFixed(3)} ` +
          `a11y ${measured.accessibility} LCP element ${measured.lcpElement.slice(0, 80)}`,
      );
    }
  }

  // Sign in once (the demo sign-in), then the seller's screens.
  if (sellerPages.length > 0) {
    const tab = await browser.newPage();
    await tab.goto(`${base}/login`);
    await tab.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
    await tab.waitForURL((url) => url.pathname === '/products', { timeout: 60_000 });
    await tab.close();
  }
  for (const page of sellerPages) {
    const measured = await audit(page.path, { signedIn: true });
    results.set(page.name, [measured]);
    console.log(
      `  ${page.name.padEnd(34)} perf ${measured.performance} a11y ${measured.accessibility}`,
    );
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  rmSync(join(publicDir, `${STATIC_PATH.slice(1)}.html`), { force: true });
}

const staticLcp = summarize(results.get(pages[0].name)).lcp;
const header =
  '| page | performance | LCP | × static | FCP | CLS | TBT | JS transferred | accessibility | target |\n' +
  '|---|---|---|---|---|---|---|---|---|---|';
/** 'met', or what was missed and by how much. */
function verdict(target, s) {
  if (!target) return '';
  const misses = [];
  if (s.performance < target.perf) misses.push(`performance ${s.performance} < ${target.perf}`);
  const ratio = s.lcp / staticLcp;
  if (target.ratio && ratio > target.ratio) {
    const over = s.lcp - target.ratio * staticLcp;
    misses.push(`LCP ${ratio.toFixed(2)}× > ${target.ratio}× (${Math.round(over)} ms over)`);
  }
  const wanted = [`≥ ${target.perf}`, target.ratio ? `≤ ${target.ratio}×` : ''].filter(Boolean);
  return misses.length ? `missed: ${misses.join('; ')}` : `met (${wanted.join(', ')})`;
}
const targets = new Map([...pages, ...sellerPages].map((page) => [page.name, page.target]));
const rows = [...results].map(([name, runs]) => {
  const s = summarize(runs);
  const a11y = s.failedA11y.length
    ? `${s.accessibility} (${s.failedA11y.join(', ')})`
    : `${s.accessibility}`;
  return (
    `| ${name} | ${s.performance} | ${(s.lcp / 1000).toFixed(2)} s | ` +
    `${(s.lcp / staticLcp).toFixed(2)}× | ${(s.fcp / 1000).toFixed(2)} s | ${s.cls.toFixed(3)} | ` +
    `${Math.round(s.tbt)} ms | ${s.jsKiB.toFixed(1)} KiB | ${a11y} | ` +
    `${verdict(targets.get(name), s)} |`
  );
});
const table = `${header}\n${rows.join('\n')}`;
const note =
  `Lighthouse ${lighthouseVersion} (mobile, simulated throttling), Debian Chromium, built ` +
  `app on the Hosting emulator (/api on the Functions emulator). Public pages: median of ${RUNS} ` +
  `interleaved runs (CLS: the worst run); signed-in screens: one run, signed in as the demo seller. ` +
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:pages\` on a shared ` +
  `2-core machine.`;
console.log(`\n${table}\n\n${note}`);
// A full run replaces the table between the markers of docs/page-speed.md (the rest of that page
// is written by hand); a partial one (QR_BENCH_ONLY, QR_BENCH_PUBLIC_ONLY) only prints.
if (!process.env.QR_BENCH_ONLY && !process.env.QR_BENCH_PUBLIC_ONLY) {
  const docFile = join(root, 'docs/page-speed.md');
  const start = '<!-- bench:pages -->';
  const end = '<!-- /bench:pages -->';
  const block = `${start}\n${table}\n\n${note}\n${end}`;
  const doc = existsSync(docFile)
    ? readFileSync(docFile, 'utf8')
    : `# Page speed and accessibility\n\n${start}\n${end}\n`;
  if (!doc.includes(start) || !doc.includes(end)) {
    throw new Error(`docs/page-speed.md has lost its ${start} … ${end} markers`);
  }
  writeFileSync(
    docFile,
    doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length),
  );
  console.log('\nWritten to docs/page-speed.md.');
}
process.exit(0);
