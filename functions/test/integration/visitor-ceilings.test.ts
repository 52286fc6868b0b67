import { describe, expect, it } from 'vitest';
import {
  FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR,
  PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR,
  reviewApiPaths,
} from '../../src/shared/index.js';
import {
  forwardedFor,
  funnelCounts,
  nextClientAddress,
  seedProduct,
  useReviewApi,
} from './review-api-env.js';

/**
 * Ceilings on what one anonymous visitor can make the system count (docs/decisions.md,
 * "Ceilings"), against the real reviewApi function on the emulator: a visitor opening one
 * product's page, or reporting its events, over and over within an hour is counted up to the
 * ceiling and no further, while every other visitor is still counted exactly.
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;

const as = (address: string) => ({ headers: { 'x-forwarded-for': forwardedFor(address) } });

/** The product's counters summed over every day. */
async function totals(productId: string): Promise<Record<string, number>> {
  const sum: Record<string, number> = {};
  for (const day of Object.values(await funnelCounts(db, productId))) {
    for (const [key, value] of Object.entries(day)) sum[key] = (sum[key] ?? 0) + value;
  }
  return sum;
}

describe('page opens per visitor per product per hour', () => {
  it('serves every open but counts the first PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR', async () => {
    const id = await seedProduct(db);
    const bot = nextClientAddress();
    for (let open = 0; open < PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR + 5; open++) {
      const answer = await reviewApi.call(reviewApiPaths.product(id), as(bot));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, title: 'Ceramic mug' });
    }
    expect((await totals(id)).opened).toBe(PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR);

    // Honest visitors after the bot: each open counted.
    for (let visitor = 0; visitor < 3; visitor++) {
      await reviewApi.call(reviewApiPaths.product(id), as(nextClientAddress()));
    }
    expect((await totals(id)).opened).toBe(PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR + 3);
  });

  it('keeps one product’s ceiling away from another product', async () => {
    const [first, second] = [await seedProduct(db), await seedProduct(db)];
    const visitor = nextClientAddress();
    for (let open = 0; open < PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR + 1; open++) {
      await reviewApi.call(reviewApiPaths.product(first), as(visitor));
    }
    await reviewApi.call(reviewApiPaths.product(second), as(visitor));
    expect((await totals(second)).opened).toBe(1);
  });
});

describe('funnel events per visitor per product per hour', () => {
  it('counts up to the ceiling, then answers 429 and counts nothing more', async () => {
    const id = await seedProduct(db);
    const bot = nextClientAddress();
    const event = { ...as(bot), body: { event: 'store_chosen', store: 'amazon' } };
    for (let sent = 0; sent < FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR; sent++) {
      expect((await reviewApi.call(reviewApiPaths.productEvents(id), event)).status).toBe(204);
    }
    const refused = await reviewApi.call(reviewApiPaths.productEvents(id), event);
    expect(refused).toEqual({ status: 429, body: { error: 'rate_limited' } });
    expect((await totals(id)).storeChosen).toBe(FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR);

    const honest = await reviewApi.call(reviewApiPaths.productEvents(id), {
      ...as(nextClientAddress()),
      body: { event: 'store_chosen', store: 'amazon' },
    });
    expect(honest.status).toBe(204);
    expect((await totals(id)).storeChosen).toBe(FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR + 1);
  });
});
