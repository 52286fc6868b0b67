import { readFile } from 'node:fs/promises';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deleteProductWithTombstone } from '../../functions/src/domains/products/delete-product';
import { submissionBuckets } from '../../functions/src/platform/rate-limit';
import { countedDays } from '../../functions/src/domains/analytics/counted';
import {
  localDay,
  paths,
  type ProductInput,
  type ReviewDoc,
} from '../../functions/src/shared/index';
import {
  adminApp,
  adminDb,
  appBaseUrl,
  appUrl,
  expectAccessible,
  seedProduct as seedProductAs,
  setupBrowser,
  signInWithGooglePopup,
} from './support';

/**
 * The customer review page against the built app on the Hosting emulator, whose /api rewrite
 * reaches the reviewApi function on the Functions emulator: both outcomes, the clipboard, the
 * store tab, the 404 page, and the seller's inbox showing feedback with HTML as text.
 */
const browser = setupBrowser();

const LINKS = {
  amazon: 'https://www.amazon.de/Keramik-Kaffeebecher/dp/B07PGL2ZSL?th=1',
  emag: 'https://www.emag.ro/cana-ceramica-350-ml/pd/D1234ABCM/',
  shopify: '',
};
const AMAZON_REVIEW_URL = 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL';

async function seedProduct(
  overrides: Partial<ProductInput> = {},
  ownerId = 'e2e-review-flow-owner',
) {
  const id = `e2e-${Math.random().toString(36).slice(2, 12)}`;
  await seedProductAs(id, ownerId, {
    title: 'Ceramic coffee mug',
    // These tests exercise private routing; compliance mode is asked for where it matters.
    complianceMode: false,
    links: LINKS,
    ...overrides,
  });
  return id;
}

/** A phone-sized page that may use the clipboard, with the stores' sites answered locally. */
async function customerPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appBaseUrl() });
  await page.context().route(/^https:\/\/www\.(amazon\.de|emag\.ro)\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>store stand-in</title>',
    }),
  );
  return page;
}

async function rateAndSubmit(
  page: Page,
  store: 'Amazon' | 'eMAG',
  stars: number,
  feedback: string,
) {
  await page.getByText('Step 1/3').waitFor();
  await page.getByRole('heading', { name: 'Where did you purchase this product?' }).waitFor();
  await page.getByRole('button', { name: store }).click();
  await page.getByText('Step 2/3').waitFor();
  await chooseStars(page, stars);
  await page.getByRole('textbox', { name: 'Your feedback' }).fill(feedback);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await page.getByText('Feedback Submitted').waitFor();
  await page.getByText('Step 3/3').waitFor();
}

/** Clicks a star as a person does: on its label (the radio input itself is visually hidden). */
async function chooseStars(page: Page, stars: number) {
  const radio = page.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  expect(await radio.isChecked()).toBe(true);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * The product's funnel counters of today (its seller has no time zone: UTC days), above zero, and
 * the owner every document counting it carries (the rules read only that; docs/decisions.md, "Trust"), from the
 * seller's write buffer and the product's year documents together, as the next roll-up leaves
 * them (countedDays).
 */
async function funnelToday(id: string) {
  const db = adminDb();
  const ownerId = (await db.doc(paths.product(id)).get()).get('ownerId') as string;
  const [buffer, years] = await Promise.all([
    db.collection(paths.analyticsBuffer(ownerId)).get(),
    db.collection(`${paths.product(id)}/analytics`).get(),
  ]);
  const counting = [
    ...buffer.docs.filter((doc) => (doc.get('p') as Record<string, unknown> | undefined)?.[id]),
    ...years.docs,
  ];
  const owners = new Set(counting.map((doc): unknown => doc.get('ownerId')));
  const today = (await countedDays(db, { ownerId, productId: id })).get(
    localDay(new Date(), 'UTC'),
  );
  const keys = [
    'opened',
    'visitors',
    'storeChosen',
    'rated',
    'atOrAbove',
    'copied',
    'sent',
  ] as const;
  return {
    ownerId: [...owners].join(','),
    ...Object.fromEntries(
      keys.filter((key) => (today?.[key] ?? 0) > 0).map((key) => [key, today![key]]),
    ),
  };
}

describe('customer review page', () => {
  it('at the minimum rating: publishes, copies the feedback and opens the store review page', async () => {
    const id = await seedProduct({ minRating: 4 });
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByRole('heading', { name: 'Where did you purchase this product?' }).waitFor();
    await page.getByRole('button', { name: 'Amazon' }).waitFor();
    await page.screenshot({ path: 'test-results/e2e/review-flow-390-step1.png', fullPage: true });
    await expectAccessible(page, 'the review page, step 1');

    const feedback = 'Keeps coffee hot for an hour.\nThe handle is comfortable.';
    await page.getByRole('button', { name: 'Amazon' }).click();
    await chooseStars(page, 4);
    await page.getByRole('textbox', { name: 'Your feedback' }).fill(feedback);
    await page.screenshot({ path: 'test-results/e2e/review-flow-390-step2.png', fullPage: true });
    await expectAccessible(page, 'the review page, step 2');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Feedback Submitted').waitFor();
    await page.getByText('Step 3/3').waitFor();
    await page.getByRole('heading', { name: 'Thank you for your feedback!' }).waitFor();
    // On a phone both toasts (submitted, copied) leave the outcome's heading and actions visible.
    await page.getByText('Feedback copied to clipboard').waitFor();
    const covered = await page.evaluate(() => {
      const toasts = [...document.querySelectorAll('.qr-toast')].map((t) =>
        t.getBoundingClientRect(),
      );
      const outcome = [
        document.querySelector(
          '[data-testid="outcome-published"] h1, [data-testid="outcome-published"] h2',
        ),
        ...document.querySelectorAll('[data-testid="outcome-published"] .qr-actions > *'),
      ].map((element) => element!.getBoundingClientRect());
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        toasts: toasts.length,
        covered: outcome.filter((o) => toasts.some((t) => overlaps(o, t))).length,
      };
    });
    expect(covered).toEqual({ toasts: 2, covered: 0 });
    await page.screenshot({
      path: 'test-results/e2e/review-flow-390-published.png',
      fullPage: true,
    });
    await expectAccessible(page, 'the review page, published outcome');

    // Spec §1: positive feedback is copied automatically; the button copies it again.
    await expect.poll(() => clipboard(page)).toBe(feedback);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await page.getByText('Feedback copied to clipboard').first().waitFor();
    expect(await clipboard(page)).toBe(feedback);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Open Review Page/ }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(AMAZON_REVIEW_URL);
    await page.getByText('Opening store review page').waitFor();

    const reviews = await adminDb().collection(paths.reviews(id)).get();
    expect(reviews.size).toBe(1);
    expect(reviews.docs[0]!.data()).toMatchObject({
      ownerId: 'e2e-review-flow-owner',
      rating: 4,
      feedback,
      store: 'amazon',
      published: true,
      outcome: 'published',
      locale: 'en',
    } satisfies Partial<ReviewDoc>);
    await expect
      .poll(() => funnelToday(id))
      .toEqual({
        ownerId: 'e2e-review-flow-owner',
        opened: 1,
        visitors: 1,
        storeChosen: 1,
        rated: 1,
        atOrAbove: 1,
        copied: 1,
        sent: 1,
      });
  });

  it('below the minimum: thanks the customer, publishes nothing and offers no store page', async () => {
    const id = await seedProduct({ minRating: 4 });
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    await rateAndSubmit(page, 'eMAG', 3, 'The lid does not close properly.');
    await page.getByRole('heading', { name: 'Thank you for your feedback!' }).waitFor();
    await page.getByText('We appreciate your honest review.').waitFor();
    await page.screenshot({ path: 'test-results/e2e/review-flow-390-private.png', fullPage: true });
    await expectAccessible(page, 'the review page, private outcome');
    expect(await page.getByRole('link', { name: /Open Review Page/ }).count()).toBe(0);
    expect(await clipboard(page)).toBe('untouched');

    const review = (await adminDb().collection(paths.reviews(id)).get()).docs[0]!.data();
    expect(review).toMatchObject({
      rating: 3,
      published: false,
      outcome: 'private',
      store: 'emag',
    });

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('in compliance mode: one star and five stars get the same screen, store page included', async () => {
    const id = await seedProduct({ minRating: 4, complianceMode: true });
    const screens: string[] = [];
    for (const [stars, feedback] of [
      [1, 'Arrived with a chip on the rim.'],
      [5, 'Perfect mug, keeps coffee hot.'],
    ] as const) {
      const page = await customerPage();
      await page.goto(appUrl(`/reviews/${id}`));
      await rateAndSubmit(page, 'eMAG', stars, feedback);
      const outcome = page.getByTestId('outcome-compliance');
      await outcome.waitFor();
      // Every customer's feedback is copied for the store's page, whatever the rating.
      await expect.poll(() => clipboard(page)).toBe(feedback);
      await page.screenshot({
        path: `test-results/e2e/review-flow-390-compliance-${stars}.png`,
        fullPage: true,
      });
      if (stars === 1) await expectAccessible(page, 'the review page, compliance outcome');
      screens.push(
        (await outcome.innerHTML()).replace(feedback, '<feedback>').replace(/ id="[^"]*"/g, ''),
      );
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: /Open Review Page/ }).click(),
      ]);
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe(LINKS.emag);
      await page.close();
    }
    expect(screens[0]).toBe(screens[1]);
    // The seller's screens still count by the minimum rating, and know both were offered the page.
    const stored = (await adminDb().collection(paths.reviews(id)).get()).docs.map(
      (doc): unknown => [doc.get('published'), doc.get('outcome')],
    );
    expect(stored.sort()).toEqual([
      [false, 'compliance'],
      [true, 'compliance'],
    ]);
  });

  it('says "no longer available" for a deleted product’s code, never the 404', async () => {
    const id = await seedProduct();
    expect(await deleteProductWithTombstone(adminDb(), id)).toBe('deleted');
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByRole('heading', { name: 'This product is no longer available' }).waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    expect(await page.getByText('Step 1/3').count()).toBe(0);
    await expectAccessible(page, 'the deleted product page');
    await page.goto(appUrl(`/ro/reviews/${id}`));
    await page.getByRole('heading', { name: 'Acest produs nu mai este disponibil' }).waitFor();
  });

  it('is usable with the keyboard alone', async () => {
    const id = await seedProduct({ minRating: 1, links: { ...LINKS, amazon: '' } });
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByRole('button', { name: 'eMAG' }).focus();
    await page.keyboard.press('Enter');
    // The new step's heading has focus; Tab reaches the rating radios, arrows choose.
    await page.getByRole('heading', { name: 'Rate and review' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rate and review');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);
    // Submitting an empty box names the problem.
    await page.getByRole('button', { name: 'Submit Feedback' }).press('Enter');
    await page.getByText('Please share your feedback').waitFor();
    await expectAccessible(page, 'the review page, a field in error');
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Too short');
    await page.getByText('Feedback must be between 10 and 500 characters').waitFor();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Fine, does the job.');
    await page.getByRole('button', { name: 'Submit Feedback' }).press('Enter');
    await page.getByText('Step 3/3').waitFor();
  });

  it('tells the customer when the product is over its rate limit, and writes nothing', async () => {
    const id = await seedProduct({ minRating: 4 });
    // The product's 200 this hour: every shard of its counter full.
    for (const shard of submissionBuckets(id, 'any-client', Date.now()).productShards) {
      await adminDb()
        .doc(paths.rateLimit(shard.docId))
        .set({ count: shard.limit, expiresAt: shard.expiresAt });
    }
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByRole('button', { name: 'Amazon' }).click();
    await chooseStars(page, 5);
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Lovely mug, thank you!');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page
      .getByText(
        'You have sent several reviews in a short time. Please wait a few minutes and try again.',
      )
      .waitFor();
    expect(await page.getByText('Step 2/3').count()).toBe(1);
    expect((await adminDb().collection(paths.reviews(id)).get()).size).toBe(0);
  });

  it('retries a submission whose answer was lost with the same id: stored and counted once', async () => {
    const id = await seedProduct({ minRating: 4 });
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByRole('button', { name: 'eMAG' }).click();
    await chooseStars(page, 5);
    await page
      .getByRole('textbox', { name: 'Your feedback' })
      .fill('Second time lucky, great mug.');
    // The server stores the review, then the connection drops before the answer arrives.
    await page.route('**/api/reviews', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page
      .getByText('Your feedback could not be sent. Check your connection and try again.')
      .waitFor();
    await page.unroute('**/api/reviews');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByRole('heading', { name: 'Thank you for your feedback!' }).waitFor();
    expect(await page.getByRole('link', { name: /Open Review Page/ }).getAttribute('href')).toBe(
      LINKS.emag,
    );

    const reviews = await adminDb().collection(paths.reviews(id)).get();
    expect(reviews.size).toBe(1);
    const stats: unknown = (await adminDb().doc(paths.product(id)).get()).get('stats');
    expect(stats).toMatchObject({ reviewCount: 1, publishedCount: 1, ratingSum: 5 });
  });

  it('says so when a product has no store links', async () => {
    const id = await seedProduct({ links: { amazon: '', emag: '', shopify: '' } });
    const page = await customerPage();
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByText('No stores are available for this product.').waitFor();
    await expectAccessible(page, 'the review page, no stores');
  });

  it('shows the 404 page for an unknown product', async () => {
    const page = await customerPage();
    await page.goto(appUrl('/reviews/no-such-product-1234'));
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByTestId('error-path').textContent()).toBe(
      '/reviews/no-such-product-1234',
    );
    await expectAccessible(page, 'the review page, unknown product');
  });

  it('loads no Firebase SDK and no seller code', async () => {
    const id = await seedProduct();
    const page = await customerPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(appUrl(`/reviews/${id}`));
    await page.getByText('Step 1/3').waitFor();
    // Chunk names: assets/<name>-<8-character hash>.js (firebase-config holds only the settings).
    const forbidden =
      /^\/assets\/(firebase|seller-shell|products|templates|reactfire)-[\w-]{8}\.js$/;
    expect(scripts.filter((path) => forbidden.test(path))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });
});

describe("seller's reviews inbox", () => {
  const SELLER = { email: 'e2e.inbox.seller@example.com', displayName: 'E2E Inbox Seller' };
  const HTML_FEEDBACK =
    '<img src=x onerror="window.__pwned=1"><b>bold</b> & <script>window.__pwned=2</script>';

  it('lists reviews newest first with what happened to each, filters, pages, exports CSV and shows HTML as text', async () => {
    const page = await browser.newPage();
    await page.goto(appUrl('/login'));
    await signInWithGooglePopup(page, SELLER);
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    const uid = (await getAuth(adminApp()).getUserByEmail(SELLER.email)).uid;

    const id = await seedProduct({ minRating: 4 }, uid);
    const start = Date.UTC(2025, 5, 1, 12);
    const batch = adminDb().batch();
    for (let index = 0; index < 24; index += 1) {
      const rating = (index % 5) + 1;
      batch.set(
        adminDb().doc(paths.review(id, `seeded-review-${String(index).padStart(4, '0')}`)),
        {
          ownerId: uid,
          rating,
          feedback: `Seeded review number ${index}`,
          store: index % 2 ? 'emag' : 'amazon',
          published: rating >= 4,
          // Compliance mode's reviews: every customer was offered the store's review page.
          outcome: 'compliance',
          locale: 'ro',
          createdAt: Timestamp.fromMillis(start + index * 60_000),
        },
      );
    }
    batch.set(adminDb().doc(paths.review(id, 'seeded-review-html')), {
      ownerId: uid,
      rating: 2,
      feedback: HTML_FEEDBACK,
      store: 'amazon',
      published: false,
      outcome: 'private',
      locale: 'en',
      createdAt: Timestamp.fromMillis(start + 100 * 60_000),
    });
    batch.set(adminDb().doc(paths.review(id, 'seeded-review-formula')), {
      ownerId: uid,
      rating: 5,
      feedback: '=HYPERLINK("https://evil.example","click")',
      store: 'emag',
      published: true,
      locale: 'en',
      createdAt: Timestamp.fromMillis(start - 60_000),
    });
    // Stamped with another seller (as under a re-created product): never in this seller's inbox.
    batch.set(adminDb().doc(paths.review(id, 'seeded-review-foreign')), {
      ownerId: 'someone-else',
      rating: 5,
      feedback: 'Not yours to read',
      store: 'emag',
      published: true,
      locale: 'en',
      createdAt: Timestamp.fromMillis(start + 200 * 60_000),
    });
    await batch.commit();

    await page.goto(appUrl(`/dashboard/${id}?tab=reviews`));
    const rows = page.getByTestId('review-row');
    await page.getByTestId('inbox-paging').waitFor();
    expect(await page.getByTestId('inbox-paging').textContent()).toBe('Showing 1 to 20 of 26');
    await expectAccessible(page, 'the reviews inbox');
    expect(await rows.count()).toBe(20);

    // Newest first: the HTML review, shown as the literal text it is, kept private.
    expect(await rows.first().getByTestId('review-outcome').textContent()).toBe('Kept private');
    expect(await rows.nth(1).getByTestId('review-outcome').textContent()).toBe(
      'Store’s review page offered',
    );
    expect(await page.getByText(/publish/i).count()).toBe(0);
    const htmlCell = rows.first().getByTestId('review-feedback');
    expect(await htmlCell.textContent()).toBe(HTML_FEEDBACK);
    expect(await htmlCell.locator('img, b, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await rows.nth(1).getByTestId('review-feedback').textContent()).toBe(
      'Seeded review number 23',
    );

    // The inbox's own pager (the customer requests below have theirs).
    const inboxPager = page.getByTestId('inbox-paging').locator('..');
    await inboxPager.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => page.getByTestId('inbox-paging').textContent())
      .toBe('Showing 21 to 26 of 26');
    expect(await rows.last().getByTestId('review-feedback').textContent()).toContain('=HYPERLINK');

    // Below the minimum only: ratings 1–3 of the 24 seeded, plus the HTML one.
    await page
      .getByTestId('filter-minimum')
      .getByRole('combobox')
      .selectOption('Below the minimum');
    await expect
      .poll(() => page.getByTestId('inbox-paging').textContent())
      .toBe('Showing 1 to 16 of 16');
    await page.getByTestId('filter-rating').getByRole('combobox').selectOption('2 stars');
    await expect
      .poll(() => page.getByTestId('inbox-paging').textContent())
      .toBe('Showing 1 to 6 of 6');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .poll(() => page.getByTestId('inbox-paging').textContent())
      .toBe('Showing 1 to 20 of 26');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Rating,Store,Outcome,Language,Feedback');
    expect(lines).toHaveLength(27);
    expect(lines[1]).toBe(
      `2025-06-01T13:40:00.000Z,2,Amazon,Kept private,en,"${HTML_FEEDBACK.replaceAll('"', '""')}"`,
    );
    expect(lines[2]).toMatch(/^2025-06-01T12:23:00.000Z,4,eMAG,Store’s review page offered,ro,/);
    // Stored before reviews recorded their outcome: at or above the minimum, offered in every mode.
    expect(lines[26]).toBe(
      `2025-06-01T11:59:00.000Z,5,eMAG,Store’s review page offered,en,"'=HYPERLINK(""https://evil.example"",""click"")"`,
    );
  });
});
