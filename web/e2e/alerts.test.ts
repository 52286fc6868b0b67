import { describe, expect, it } from 'vitest';
import { paths } from '../../functions/src/shared/index';
import { inboxOf } from '../../functions/test/support/mail-catcher';
import {
  adminDb,
  appUrl,
  reviewOnEmag,
  seedProduct,
  setupBrowser,
  signInAsSeller,
} from './support';

/**
 * Alerts end to end in Chromium: a customer gives 2 stars on the review page; within 60 s the
 * email is in the mail catcher (MailDev, over SMTP); its link opens that review in the app, and
 * the top navigation's "needs attention" count goes from 1 to 0 as it opens.
 */
const browser = setupBrowser();

describe('alerts: a 2-star review reaches the seller by email and in the app', () => {
  it('emails within 60 s; the link opens the review; the badge goes 1 → 0', async () => {
    const seller = await browser.newPage();
    const email = `e2e.alerts.${Date.now()}@example.com`;
    const uid = await signInAsSeller(seller, { email, displayName: 'E2E Alerts Seller' });
    await expect
      .poll(async (): Promise<unknown> =>
        (await adminDb().doc(paths.seller(uid)).get()).get('email'),
      )
      .toBe(email);
    const badge = seller.getByTestId('attention-badge');
    await expect.poll(() => badge.getAttribute('data-count'), { timeout: 30_000 }).toBe('0');

    const productId = `e2e-alerts-${Date.now()}`;
    await seedProduct(productId, uid, {
      title: 'Ceramic mug',
      minRating: 4,
      links: { amazon: '', emag: 'https://www.emag.ro/cana/pd/D1234ABCM/', shopify: '' },
    });

    // The customer.
    const customer = await browser.newPage();
    const submittedAt = Date.now();
    await reviewOnEmag(customer, productId, 2, 'The handle came off after two days.');

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
