import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toPublicProduct } from '../../functions/src/products/public-product';
import {
  emptyProductStats,
  newProductInput,
  paths,
  type ProductInput,
} from '../../functions/src/shared/index';
import { inboxOf } from '../../functions/test/support/mail-catcher';
import { adminDb, appUrl, sellerUid, setupBrowser, signInWithGooglePopup } from './support';

/**
 * Alerts end to end in Chromium: a customer gives 2 stars on the review page; within 60 s the
 * email is in the mail catcher (MailDev, over SMTP); its link opens that review in the app, and
 * the top navigation's "needs attention" count goes from 1 to 0 as it opens.
 */
const browser = setupBrowser();

async function chooseStars(page: Page, stars: number) {
  const radio = page.getByRole('radio', { name: `${stars} stars` });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
}

describe('alerts: a 2-star review reaches the seller by email and in the app', () => {
  it('emails within 60 s; the link opens the review; the badge goes 1 → 0', async () => {
    const seller = await browser.newPage();
    const email = `e2e.alerts.${Date.now()}@example.com`;
    await seller.goto(appUrl('/products'));
    await seller.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(seller, { email, displayName: 'E2E Alerts Seller' });
    await seller.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    const uid = await sellerUid(email);
    await expect
      .poll(async (): Promise<unknown> =>
        (await adminDb().doc(paths.seller(uid)).get()).get('email'),
      )
      .toBe(email);
    const badge = seller.getByTestId('attention-badge');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 30_000 }).toBe('0');

    const productId = `e2e-alerts-${Date.now()}`;
    const input: ProductInput = {
      ...newProductInput(),
      title: 'Ceramic mug',
      minRating: 4,
      links: { amazon: '', emag: 'https://www.emag.ro/cana/pd/D1234ABCM/', shopify: '' },
    };
    await adminDb()
      .doc(paths.product(productId))
      .set({
        ...input,
        ownerId: uid,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
        stats: emptyProductStats(),
      });
    await adminDb().doc(paths.publicProduct(productId)).set(toPublicProduct(input));

    // The customer.
    const customer = await browser.newPage();
    await customer
      .context()
      .route(/^https:\/\/www\.emag\.ro\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
      );
    await customer.goto(appUrl(`/reviews/${productId}`));
    await customer.getByRole('button', { name: 'eMAG' }).click();
    await chooseStars(customer, 2);
    await customer
      .getByRole('textbox', { name: 'Your feedback' })
      .fill('The handle came off after two days.');
    const submittedAt = Date.now();
    await customer.getByRole('button', { name: 'Submit Feedback' }).click();
    await customer.getByText('Feedback Submitted').waitFor();

    // The email, within 60 s.
    await expect.poll(() => inboxOf(email), { timeout: 60_000, interval: 500 }).toHaveLength(1);
    expect(Date.now() - submittedAt).toBeLessThan(60_000);
    const [mail] = await inboxOf(email);
    expect(mail!.subject).toBe('2 stars for Ceramic mug');
    expect(mail!.text).toContain('The handle came off after two days.');

    // The seller's badge shows it, live.
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 30_000 }).toBe('1');

    // The link: the app's own domain; the same path opens the review in the app under test.
    const link = new URL(/Open this review in QR Reviews: (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname).toBe(`/dashboard/${productId}`);
    await seller.goto(appUrl(`${link.pathname}${link.search}`));
    const row = seller.locator(`[data-review-id="${link.searchParams.get('review')}"]`);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.getAttribute('data-unread')).toBe('false');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 30_000 }).toBe('0');
    await expect
      .poll(async (): Promise<unknown> =>
        (
          await adminDb()
            .doc(paths.review(productId, link.searchParams.get('review')!))
            .get()
        ).get('unread'),
      )
      .toBe(false);
  });
});
