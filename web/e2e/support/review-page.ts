import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { toPublicProduct } from '../../../functions/src/domains/products/public-product';
import {
  emptyProductStats,
  newProductInput,
  paths,
  type ProductInput,
} from '../../../functions/src/shared/index';
import { adminDb } from './admin-firestore';
import { appUrl } from './app-url';

/** Writes a product of `ownerId` and its public copy, as the app would, for the review page. */
export async function seedProduct(
  productId: string,
  ownerId: string,
  overrides: Partial<ProductInput>,
): Promise<void> {
  const input: ProductInput = { ...newProductInput(), ...overrides };
  await adminDb()
    .doc(paths.product(productId))
    .set({
      ...input,
      ownerId,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      stats: emptyProductStats(),
    });
  await adminDb().doc(paths.publicProduct(productId)).set(toPublicProduct(input));
}

/** Clicks a star as a person does: on its label (the radio input itself is visually hidden). */
export async function chooseStars(page: Page, stars: number): Promise<void> {
  const radio = page.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
}

/**
 * A customer on the review page of `productId`: picks eMAG (its site answered locally), gives
 * `stars` with `feedback`, sends it, and waits for the outcome screen.
 */
export async function reviewOnEmag(
  page: Page,
  productId: string,
  stars: number,
  feedback: string,
): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/www\.emag\.ro\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
    );
  await page.goto(appUrl(`/reviews/${productId}`));
  await page.getByRole('button', { name: 'eMAG' }).click();
  await chooseStars(page, stars);
  await page.getByRole('textbox', { name: 'Your feedback' }).fill(feedback);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await page.getByText('Feedback Submitted').waitFor();
}
