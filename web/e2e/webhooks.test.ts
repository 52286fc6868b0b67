import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { paths } from '../../functions/src/shared/index';
import {
  adminDb,
  appUrl,
  reviewOnEmag,
  seedProduct,
  setupBrowser,
  signInAsSeller,
} from './support';

/**
 * Webhooks end to end in Chromium, through the real functions and the Cloud Tasks emulator to the
 * local webhook receiver (npm test starts it; QR_WEBHOOK_RECEIVER_URL): the seller adds a signed
 * webhook and one whose receiver answers 500 in the account overview; a 2-star review produces one
 * delivery on the first within 60 s, which the reference library verifies with the secret the
 * screen shows; the failing one is tried again with the same id, and the screen says it fails.
 */
const browser = setupBrowser();
const RECEIVER = process.env.QR_WEBHOOK_RECEIVER_URL ?? '';

interface Received {
  answered: number;
  headers: Record<string, string>;
  body: string;
}

async function received(hook: string): Promise<Received[]> {
  return (await (await fetch(`${RECEIVER}/api/deliveries?hook=${hook}`)).json()) as Received[];
}

describe('webhooks: a low review reaches the team’s own system, signed', () => {
  it('delivers one signed event within 60 s and retries a receiver that answers 500', async () => {
    expect(RECEIVER).not.toBe('');
    const seller = await browser.newPage();
    const email = `e2e.webhooks.${Date.now()}@example.com`;
    const uid = await signInAsSeller(seller, { email, displayName: 'E2E Webhooks Seller' });
    await expect
      .poll(async (): Promise<unknown> =>
        (await adminDb().doc(paths.seller(uid)).get()).get('email'),
      )
      .toBe(email);
    const hook = `e2e-${Date.now()}`;
    const failing = `${hook}-down`;

    await seller.goto(appUrl('/overview'));
    const settings = seller.getByTestId('webhook-settings');
    await settings.waitFor({ timeout: 30_000 });
    const add = async (name: string, url: string) => {
      await settings.getByRole('combobox', { name: 'Type' }).click();
      await seller.getByRole('option', { name: 'Webhook (signed JSON)' }).click();
      await settings.getByLabel('Name').fill(name);
      await settings.getByLabel('Address (URL)').fill(url);
      await settings.getByRole('button', { name: 'Add webhook' }).click();
      await settings.getByText(name, { exact: true }).waitFor({ timeout: 30_000 });
    };
    // A bad address says why and adds nothing.
    await settings.getByLabel('Name').fill('Broken');
    await settings.getByLabel('Address (URL)').fill('ftp://example.com/hook');
    await settings.getByRole('button', { name: 'Add webhook' }).click();
    await settings.getByText('The address must start with https://.').waitFor();
    await add('Order system', `${RECEIVER}/hooks/${hook}`);
    await add('Down system', `${RECEIVER}/hooks/${failing}/status/500`);
    const cards = settings.getByTestId('webhook');
    expect(await cards.count()).toBe(2);
    const working = cards.filter({ hasText: 'Order system' });
    await working.getByRole('button', { name: 'Show signing secret' }).click();
    const secret = await working.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_/);

    const productId = `e2e-webhooks-${Date.now()}`;
    await seedProduct(productId, uid, {
      title: 'Linen apron',
      minRating: 4,
      links: { amazon: '', emag: 'https://www.emag.ro/sort/pd/D9876ABCM/', shopify: '' },
    });
    const customer = await browser.newPage();
    const submittedAt = Date.now();
    await reviewOnEmag(customer, productId, 2, 'The strap tore on the first wash.');

    await expect.poll(() => received(hook), { timeout: 60_000, interval: 500 }).toHaveLength(1);
    expect(Date.now() - submittedAt).toBeLessThan(60_000);
    const [delivery] = await received(hook);
    const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('review.needs_attention');
    expect(payload.data).toMatchObject({
      accountId: uid,
      productId,
      productTitle: 'Linen apron',
      rating: 2,
      store: 'emag',
      feedback: 'The strap tore on the first wash.',
    });
    expect(delivery!.body).not.toContain('@');

    // The receiver that answers 500: tried again (Cloud Tasks' backoff), with the same id.
    await expect
      .poll(async () => (await received(failing)).length, { timeout: 120_000, interval: 1000 })
      .toBeGreaterThanOrEqual(2);
    const attempts = await received(failing);
    expect(attempts.every((attempt) => attempt.answered === 500)).toBe(true);
    expect(new Set(attempts.map((attempt) => attempt.headers['webhook-id'])).size).toBe(1);
    await expect
      .poll(
        () => cards.filter({ hasText: 'Down system' }).getByTestId('webhook-state').textContent(),
        {
          timeout: 30_000,
        },
      )
      .toBe('Failing: retrying');
    await expect
      .poll(() => working.getByTestId('webhook-state').textContent(), { timeout: 30_000 })
      .toBe('Working');
    // Still exactly one delivery of the review on the working receiver.
    expect(await received(hook)).toHaveLength(1);
  });
});
