import type { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ensureDemoSellerUser, writeDemoData } from '../../functions/src/dev/seed';
import { DEMO_REVIEW_ID_PREFIX } from '../../functions/src/dev/demo-data';
import { DEMO_TIME_ZONE } from '../../functions/src/dev/demo-analytics';
import { countedDays } from '../../functions/src/domains/analytics/counted';
import { addDays, localDay, paths, totalsOver } from '../../functions/src/shared';
import { adminDb, appUrl, expectAccessible, setupBrowser } from './support';

/**
 * The dashboards on the seeded demo data (what `npm start` shows): switching ranges changes the
 * numbers, and they agree with the seeded reviews and counters read directly from Firestore.
 */
const browser = setupBrowser();
const PRODUCT = 'DemoBambooBoard00001';

function authHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `npm test`');
  return host;
}

/** Seeded reviews per local day of the demo seller, for one product or all. */
async function seededReviewDays(productId?: string): Promise<string[]> {
  const db = adminDb();
  const productIds = productId
    ? [productId]
    : (
        await db
          .collection(paths.products())
          .where('ownerId', '==', await demoUid())
          .get()
      ).docs.map((doc) => doc.id);
  const days: string[] = [];
  for (const id of productIds) {
    const reviews = await db.collection(paths.reviews(id)).get();
    for (const review of reviews.docs) {
      if (!review.id.startsWith(DEMO_REVIEW_ID_PREFIX)) continue;
      days.push(localDay((review.get('createdAt') as Timestamp).toDate(), DEMO_TIME_ZONE));
    }
  }
  return days;
}

let uid: string | undefined;
async function demoUid() {
  uid ??= await ensureDemoSellerUser(authHost());
  return uid;
}

/** The product's opens over a range, counted straight from Firestore (every year, the buffer). */
async function productOpens(from: string, to: string) {
  const days = await countedDays(adminDb(), { ownerId: await demoUid(), productId: PRODUCT });
  return totalsOver(days, { from, to }).opened;
}

async function kpi(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`kpi-${key}`).getByTestId('kpi-value').innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

async function signIn(page: Page) {
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
  await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
}

describe('analytics dashboards on the demo data', () => {
  it('switches ranges on a product and matches the seeded reviews and counters', async () => {
    await writeDemoData(adminDb(), await demoUid());
    const today = localDay(new Date(), DEMO_TIME_ZONE);
    const reviewDays = await seededReviewDays(PRODUCT);
    const reviewsSince = (days: number) =>
      reviewDays.filter((day) => day >= addDays(today, -(days - 1))).length;

    const page = await browser.newPage();
    await signIn(page);
    const started = Date.now();
    await page.goto(appUrl(`/dashboard/${PRODUCT}?range=30d`));
    await page.getByTestId('kpi-tiles').waitFor({ timeout: 30_000 });
    // The chart draws when its box nears the screen (docs/page-speed.md).
    await page.getByTestId('time-chart').scrollIntoViewIfNeeded();
    await page.getByTestId('time-chart').locator('svg').first().waitFor();
    console.log(`product dashboard interactive ${Date.now() - started} ms after navigation`);
    await expectAccessible(page, 'the product dashboard');

    await expect.poll(() => kpi(page, 'rated')).toBe(reviewsSince(30));
    await expect
      .poll(() => kpi(page, 'opened'))
      .toBe(await productOpens(addDays(today, -29), today));

    await page.getByTestId('range-7d').click();
    await page.waitForURL((url) => url.searchParams.get('range') === '7d');
    await expect.poll(() => kpi(page, 'rated')).toBe(reviewsSince(7));
    await expect
      .poll(() => kpi(page, 'opened'))
      .toBe(await productOpens(addDays(today, -6), today));

    await page.getByTestId('range-90d').click();
    await page.waitForURL((url) => url.searchParams.get('range') === '90d');
    await expect.poll(() => kpi(page, 'rated')).toBe(reviewDays.length);
    await expect
      .poll(() => kpi(page, 'opened'))
      .toBe(await productOpens(addDays(today, -89), today));

    // The table view is the charts' text alternative: one row per ISO week of the 90 days.
    await page.getByTestId('view-table').click();
    await expect
      .poll(() => page.getByTestId('series-table').locator('tbody tr').count())
      .toBeGreaterThan(12);

    // A star bar opens the inbox filtered to that rating (keyboard: focus and Enter).
    await page.getByTestId('star-bar-5').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('rating') === '5');
    const fiveStar = (
      await adminDb().collection(paths.reviews(PRODUCT)).where('rating', '==', 5).get()
    ).size;
    await expect
      .poll(() => page.getByTestId('review-row').count(), { timeout: 15_000 })
      .toBe(Math.min(fiveStar, 20));
  });

  it('sums every product on the account overview and ranks them', async () => {
    await writeDemoData(adminDb(), await demoUid());
    const today = localDay(new Date(), DEMO_TIME_ZONE);
    const reviewDays = await seededReviewDays();
    const page = await browser.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await page.waitForURL((url) => url.pathname === '/overview');
    await page.getByTestId('kpi-tiles').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => kpi(page, 'rated'))
      .toBe(reviewDays.filter((day) => day >= addDays(today, -29)).length);
    await expect.poll(() => page.getByTestId('ranking-row').count(), { timeout: 15_000 }).toBe(5);
    // Titles come with the ranking lines (stored when counting): no read per product.
    const titles = (
      await adminDb()
        .collection(paths.products())
        .where('ownerId', '==', await demoUid())
        .get()
    ).docs.map((product) => product.get('title') as string);
    expect((await page.getByTestId('ranking-row').allInnerTexts()).join('\n')).toContain(
      titles[0]!,
    );
    await expectAccessible(page, 'the account overview');

    // The average rating by day is drawn in straight lines between the 1 and 5 stars of its axis.
    const ratingChart = page.getByRole('img', { name: 'Average rating over time' });
    await ratingChart.scrollIntoViewIfNeeded();
    await ratingChart.locator('path.MuiLineChart-line').first().waitFor();
    const drawn = await ratingChart.evaluate((chart) => {
      const tickY = new Map<string, number>();
      for (const tick of chart.querySelectorAll(
        '.MuiChartsAxis-directionY .MuiChartsAxis-tickContainer',
      )) {
        const line = tick.querySelector('line');
        if (line) tickY.set(tick.textContent ?? '', line.getBoundingClientRect().top);
      }
      const lines = [...chart.querySelectorAll('path.MuiLineChart-line')].map((path) => ({
        d: path.getAttribute('d') ?? '',
        top: path.getBoundingClientRect().top,
        bottom: path.getBoundingClientRect().bottom,
      }));
      return { ticks: [...tickY.keys()], one: tickY.get('1')!, five: tickY.get('5')!, lines };
    });
    expect(drawn.ticks).toEqual(['1', '2', '3', '4', '5']);
    for (const line of drawn.lines) {
      expect(line.d).toMatch(/^M[\d.,MLZ-]+$/);
      expect(line.top).toBeGreaterThanOrEqual(drawn.five - 0.5);
      expect(line.bottom).toBeLessThanOrEqual(drawn.one + 0.5);
    }

    await page.getByTestId('range-12m').click();
    await page.waitForURL((url) => url.searchParams.get('range') === '12m');
    await expect.poll(() => kpi(page, 'rated')).toBe(reviewDays.length);
    expect(await page.getByTestId('analytics-time-zone').innerText()).toContain(DEMO_TIME_ZONE);
  });
});
