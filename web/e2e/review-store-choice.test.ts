import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPublicProduct } from '../../functions/src/domains/products/public-product';
import {
  emptyProductStats,
  newProductInput,
  paths,
  type ProductInput,
} from '../../functions/src/shared/index';
import { adminDb, appUrl, keepOffline, launchChromium } from './support';

/**
 * The store a customer chooses is the store they are sent to, however early they tap it: right
 * as the page arrives, while the app hydrates, on a slow phone (a throttled CPU). A bounded
 * number of runs here; QR_STORE_CHOICE_RUNS=60 turns this into the stress run.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
const RUNS = Number(process.env.QR_STORE_CHOICE_RUNS ?? 0) || 6;
const AMAZON_REVIEW_URL = 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL';

async function seedProduct(): Promise<string> {
  const id = `e2e-${Math.random().toString(36).slice(2, 12)}`;
  const input: ProductInput = {
    ...newProductInput(),
    title: 'Ceramic coffee mug',
    minRating: 4,
    links: {
      amazon: 'https://www.amazon.de/Keramik-Kaffeebecher/dp/B07PGL2ZSL?th=1',
      emag: 'https://www.emag.ro/cana-ceramica-350-ml/pd/D1234ABCM/',
      shopify: '',
    },
  };
  const now = Timestamp.now();
  await adminDb()
    .doc(paths.product(id))
    .set({
      ...input,
      ownerId: 'e2e-store-choice-owner',
      createdAt: now,
      updatedAt: now,
      stats: emptyProductStats(),
    });
  await adminDb().doc(paths.publicProduct(id)).set(toPublicProduct(input));
  return id;
}

type Tap = 'tap-as-soon-as-shown' | 'click-as-soon-as-shown' | 'playwright-tap';
const TAPS: Tap[] = ['tap-as-soon-as-shown', 'click-as-soon-as-shown', 'playwright-tap'];

/**
 * Taps Amazon the moment its button is on screen, as a person does: at the button's place,
 * without waiting for the page to settle ('playwright-tap' waits as Playwright does).
 */
async function tapAmazon(page: Page, tap: Tap) {
  const amazon = page.getByTestId('store-amazon');
  if (tap === 'playwright-tap') return amazon.tap();
  await amazon.waitFor({ state: 'attached', timeout: 30_000 });
  const box = await amazon.boundingBox();
  if (!box) throw new Error('the Amazon button has no box');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (tap === 'tap-as-soon-as-shown') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One customer on a phone: a throttled CPU, and the product's answer and the app's scripts each
 * delayed by a different amount, so that the product arrives before, during or after hydration.
 */
async function walk(run: number) {
  const id = await seedProduct();
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await keepOffline(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: [1, 4, 6][run % 3]! });
  const productDelay = [0, 300, 900, 1500][Math.floor(run / 3) % 4]!;
  const scriptDelay = [0, 600][Math.floor(run / 12) % 2]!;
  await page.route(/\/api\/products\/[^/]+\?/, async (route) => {
    await delay(productDelay);
    await route.continue();
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await delay(scriptDelay);
    await route.continue();
  });
  await page.goto(appUrl(`/reviews/${id}`), { waitUntil: 'commit' });
  await tapAmazon(page, TAPS[run % TAPS.length]!);
  await page.getByText('Step 2/3').waitFor();
  const chosen = await page.getByText(/^Bought at/).textContent();
  const radio = page.getByRole('radio', { name: '5 stars' });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await page.getByRole('textbox', { name: 'Your feedback' }).fill('Keeps coffee hot.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const link = page.getByTestId('open-review-page');
  await link.waitFor();
  const url = await link.getAttribute('href');
  const reviews = await adminDb().collection(paths.reviews(id)).get();
  await context.close();
  return {
    productDelay,
    scriptDelay,
    chosen,
    stored: reviews.docs[0]?.get('store') as unknown,
    url,
  };
}

describe('the store a customer chooses on the review page', () => {
  it(
    `is the store of the outcome's link in ${RUNS} walks that tap Amazon as soon as it shows`,
    async () => {
      const lost: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await walk(run);
        if (result.stored !== 'amazon' || result.url !== AMAZON_REVIEW_URL) {
          lost.push(`run ${run}: ${JSON.stringify(result)}`);
        }
      }
      expect(lost).toEqual([]);
    },
    60_000 + RUNS * 20_000,
  );
});

describe('a customer who changes the store after an answer was lost', () => {
  it('is sent to the store chosen last, whose review is stored with that store', async () => {
    const id = await seedProduct();
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    await keepOffline(context);
    const page = await context.newPage();
    // The first review reaches the server, its answer never reaches the page.
    let answersLost = 1;
    await page.route(/\/api\/reviews$/, async (route) => {
      if (answersLost-- <= 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByTestId('store-emag').click();
    const radio = page.getByRole('radio', { name: '5 stars' });
    await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Keeps coffee hot.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByTestId('submit-error').waitFor();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByTestId('store-amazon').click();
    await page.getByText('Bought at Amazon').waitFor();
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    const link = page.getByTestId('open-review-page');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(AMAZON_REVIEW_URL);
    const stores = (await adminDb().collection(paths.reviews(id)).get()).docs.map((doc): unknown =>
      doc.get('store'),
    );
    expect(stores.sort()).toEqual(['amazon', 'emag']);
    await context.close();
  });
});
