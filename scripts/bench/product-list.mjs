// The product list's visit as the benchmarks measure it (bench:products, bench:catalogue): the
// built app on the Hosting emulator in Chromium, signed in with the demo sign-in, each visit a
// full page load of /products timed to its first row, with what the page received from the
// Firestore emulator (bytes on the wire, documents, count() aggregations) and the JS heap after it.
import { writeFileSync } from 'node:fs';
import { launchChromium } from './helpers.mjs';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The app on this offset's Hosting emulator. */
export function appBase() {
  return `http://127.0.0.1:${5000 + Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0)}`;
}

/**
 * Chromium (QR_CHROMIUM_PATH or Debian's) with one page signed in as the demo seller, every
 * request off loopback refused. `phone`: a phone's viewport and touch, 4× CPU slowdown.
 */
export async function openSignedIn({ phone = false } = {}) {
  const browser = await launchChromium();
  const context = await browser.newContext(
    phone ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } : {},
  );
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  page.setDefaultTimeout(120_000);
  await page.goto(`${appBase()}/login`);
  await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
  await page.waitForURL((url) => url.pathname === '/products');
  return { browser, page };
}

/**
 * What the page receives from the Firestore emulator during one visit, from the DevTools protocol:
 * bytes on the wire, and the documents in the answers (listen changes, batch gets, query results)
 * and count() aggregations, found by reading the streamed bodies.
 */
async function watchFirestore(page) {
  const firestorePort = process.env.FIRESTORE_EMULATOR_HOST.split(':').at(-1);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const bodies = new Map();
  const pending = [];
  let bytes = 0;
  const append = (id, text) => bodies.set(id, (bodies.get(id) ?? '') + text);
  cdp.on('Network.responseReceived', (event) => {
    if (new URL(event.response.url).port !== firestorePort) return;
    urls.set(event.requestId, event.response.url);
    // The listen channel streams for as long as the page is open: read it as it arrives.
    if (event.response.url.includes('/Listen/channel')) {
      pending.push(
        cdp.send('Network.streamResourceContent', { requestId: event.requestId }).then(
          (answer) =>
            append(event.requestId, Buffer.from(answer.bufferedData ?? '', 'base64').toString()),
          () => {},
        ),
      );
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    if (!urls.has(event.requestId)) return;
    bytes += event.encodedDataLength || event.dataLength;
    if (event.data) append(event.requestId, Buffer.from(event.data, 'base64').toString());
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = urls.get(event.requestId);
    if (!url || url.includes('/Listen/channel')) return;
    pending.push(
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
        (answer) =>
          bodies.set(
            event.requestId,
            answer.base64Encoded ? Buffer.from(answer.body, 'base64').toString() : answer.body,
          ),
        () => {},
      ),
    );
  });
  return {
    async read() {
      await Promise.all(pending);
      let documents = 0;
      let aggregations = 0;
      for (const [id, body] of bodies) {
        const url = urls.get(id) ?? '';
        if (url.includes('/Listen/channel'))
          documents += (body.match(/"documentChange"/g) ?? []).length;
        else if (url.includes(':batchGet')) documents += (body.match(/"found"\s*:/g) ?? []).length;
        else if (url.includes(':runAggregationQuery'))
          aggregations += (body.match(/"result"\s*:/g) ?? []).length;
        else if (url.includes(':runQuery'))
          documents += (body.match(/"document"\s*:/g) ?? []).length;
      }
      if (process.env.BENCH_DEBUG) {
        writeFileSync(
          '/tmp/bench-requests.txt',
          [...urls.entries()]
            .map(([id, url]) => `${url} ${(bodies.get(id) ?? '').length}`)
            .join('\n'),
        );
      }
      return { bytes, documents, aggregations };
    },
    stop: () => cdp.detach(),
  };
}

async function heapBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * One visit of the product list: from another screen, a full page load of /products (with
 * `search`, e.g. '?account=…'), timed to its first row; then until the range reads
 * `expectedRange` and every listener and count has settled. Returns the time to the first row
 * (ms), the bytes, documents and count() aggregations received from Firestore, and the JS heap.
 */
export async function visitProductList(page, { expectedRange, search = '' }) {
  const base = appBase();
  await page.goto(`${base}/templates${search}`);
  const watch = await watchFirestore(page);
  const t0 = Date.now();
  await page.goto(`${base}/products${search}`, { waitUntil: 'commit' });
  await page.getByTestId('product-row').first().waitFor();
  const firstRow = Date.now() - t0;
  await page.getByTestId('products-range').getByText(expectedRange).waitFor();
  await page.waitForTimeout(1500); // let every listener and count settle
  const seen = await watch.read();
  await watch.stop();
  return { firstRow, ...seen, heap: await heapBytes(page) };
}
