/**
 * The demo data `npm start` seeds into the emulators: one seller (DEMO_SELLER), five products with
 * store links and minimum ratings 3–5, and 30 reviews of mixed ratings over the last 30 days.
 * Pure and deterministic apart from `now`: fixed ids, so seeding twice writes the same documents.
 */
import * as v from 'valibot';
import { toPublicProduct } from '../domains/products/public-product.js';
import { decideReview } from '../domains/reviews/decision.js';
import { addReviewToStats } from '../domains/reviews/stats.js';
import {
  availableStores,
  DEMO_SELLER,
  emptyProductStats,
  FeedbackText,
  newProductInput,
  ProductInput,
  type Locale,
  type ProductDoc,
  type PublicProductDoc,
  type ReviewDoc,
  type Store,
} from '../shared/index.js';
import { cycleAt } from '../shared/narrow.js';

interface ProductSeed {
  id: string;
  input: Partial<Omit<ProductInput, 'links'>> & {
    title: string;
    links: Partial<ProductInput['links']>;
  };
  /** Ratings of this product's reviews, newest first. */
  ratings: number[];
}

/** Demo review ids have the review page's submission id shape, under a prefix of their own. */
export const DEMO_REVIEW_ID_PREFIX = 'de30de30';

function demoReviewId(productNumber: number, reviewNumber: number): string {
  const hex = (n: number, length: number) => n.toString(16).padStart(length, '0');
  return `${DEMO_REVIEW_ID_PREFIX}${hex(productNumber, 8)}${hex(reviewNumber, 16)}`;
}

/**
 * Every product starts in compliance mode, as a new one does, except two Amazon products (the
 * pour-over and the lamp) that route low ratings privately, as products saved before compliance
 * became the default may: the product list's one-time notice is about them.
 */
const PRODUCTS: ProductSeed[] = [
  {
    id: 'DemoBambooBoard00001',
    input: {
      title: 'Bamboo Cutting Board, Large',
      minRating: 4,
      links: {
        amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
        emag: 'https://www.emag.ro/tocator-din-bambus-38-x-28-cm/pd/DQ1X3YBBM/',
        shopify: 'https://kitchen-corner.myshopify.com/products/bamboo-cutting-board',
      },
      card: {
        ...newProductInput().card,
        headline: 'Thank you for choosing us!',
        callToAction: 'Scan to tell us how it went',
        brandName: 'Kitchen Corner',
      },
    },
    ratings: [5, 4, 5, 2, 5, 3, 4],
  },
  {
    id: 'DemoCeramicPour00002',
    input: {
      title: 'Ceramic Pour-Over Coffee Dripper',
      minRating: 5,
      complianceMode: false,
      links: {
        amazon: 'https://www.amazon.com/dp/B00LGGRQ0W?th=1',
        shopify: 'https://slow-brew.myshopify.com/products/ceramic-pour-over-dripper',
      },
      qrStyle: { foreground: '#4e342e', background: '#fffaf3', errorCorrection: 'Q' },
    },
    ratings: [5, 5, 4, 3, 5, 1],
  },
  {
    id: 'DemoMerinoThrow00003',
    input: {
      title: 'Merino Wool Throw Blanket',
      minRating: 3,
      links: { emag: 'https://www.emag.ro/patura-lana-merinos-130-x-170-cm/pd/DK8P2RBBM/' },
    },
    ratings: [4, 3, 5, 2, 4],
  },
  {
    id: 'DemoLedDeskLamp00004',
    input: {
      title: 'LED Desk Lamp with USB-C Charging',
      minRating: 4,
      complianceMode: false,
      links: {
        amazon: 'https://www.amazon.co.uk/dp/B08F7PTF53',
        emag: 'https://www.emag.hu/led-asztali-lampa-usb-c/pd/D9GZ4TBBM/',
      },
    },
    ratings: [5, 1, 4, 4, 2, 5],
  },
  {
    id: 'DemoIronSkillet00005',
    input: {
      title: 'Cast Iron Skillet 26 cm',
      minRating: 3,
      links: {
        amazon: 'https://amzn.eu/d/5gXz1Qp',
        emag: 'https://www.emag.bg/chugunen-tigan-26-sm/pd/DZ3M8QBBM/',
        shopify: 'https://forge-and-hearth.myshopify.com/products/cast-iron-skillet-26',
      },
      card: { ...newProductInput().card, layout: 'minimal', accentColor: '#b71c1c' },
    },
    ratings: [5, 4, 3, 1, 5, 4],
  },
];

/** Feedback by star rating; reviews pick from these in turn. */
const FEEDBACK: Record<number, string[]> = {
  5: [
    'Exactly as described and arrived two days early. Would buy again without thinking twice.',
    'Superb quality for the price. My whole family has been using it every day.',
    'Beautifully made, sturdy, and it looks even better in person than in the photos.',
  ],
  4: [
    'Very good overall. The packaging could be better, but the product itself is great.',
    'Does the job well. Took a little while to get used to, now I would not go back.',
  ],
  3: [
    'It is fine. Nothing special, nothing wrong. Shipping took longer than promised.',
    'Decent product, though the finish is a bit rougher than I expected for this price.',
  ],
  2: [
    'Disappointed: it started to wear after a couple of weeks of normal use.',
    'Smaller than it looked in the listing, and the instructions were missing.',
  ],
  1: ['Arrived damaged and the replacement took three weeks. Not happy at all.'],
};

const LOCALES_IN_TURN: Locale[] = ['en', 'en', 'ro', 'de', 'en', 'fr'];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoReview {
  id: string;
  doc: Omit<ReviewDoc, 'createdAt'> & { createdAt: Date };
}

export interface DemoProduct {
  id: string;
  doc: Omit<ProductDoc, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
  publicDoc: PublicProductDoc;
  reviews: DemoReview[];
}

export interface DemoData {
  seller: { displayName: string; email: string; locale: Locale };
  products: DemoProduct[];
}

export function buildDemoData(ownerId: string, now: Date): DemoData {
  let reviewNumber = 0;
  const totalReviews = PRODUCTS.reduce((sum, product) => sum + product.ratings.length, 0);
  const products = PRODUCTS.map((seed, productIndex): DemoProduct => {
    const defaults = newProductInput();
    // Parsing proves every seeded product is one the app (and the rules) would accept.
    const input = v.parse(ProductInput, {
      ...defaults,
      ...seed.input,
      links: { ...defaults.links, ...seed.input.links },
    });
    const stores = availableStores(input.links);
    const reviews = seed.ratings.map((rating, index): DemoReview => {
      const number = reviewNumber++;
      const texts = FEEDBACK[rating] ?? [];
      const store: Store = cycleAt(stores, index);
      // Spread evenly over the last 30 days, a few hours apart within a day.
      const ageMs =
        Math.floor(((number + 0.5) / totalReviews) * 30 * DAY_MS) - (index % 5) * 3_600_000;
      const createdAt = new Date(now.getTime() - Math.max(ageMs, 60_000));
      // Decided as the review API decides a submission (its seller-dependent steps unused here).
      const { published, outcome } = decideReview(
        input,
        undefined,
        { rating, store, createdAt },
        createdAt,
      );
      return {
        id: demoReviewId(productIndex + 1, index + 1),
        doc: {
          ownerId,
          rating,
          feedback: v.parse(FeedbackText, cycleAt(texts, index)),
          store,
          published,
          outcome,
          locale: cycleAt(LOCALES_IN_TURN, number),
          createdAt,
        },
      };
    });
    const stats = reviews.reduce(
      (current, review) => addReviewToStats(current, review.doc),
      emptyProductStats(),
    );
    const createdAt = new Date(now.getTime() - (40 + productIndex) * DAY_MS);
    return {
      id: seed.id,
      doc: { ...input, ownerId, stats, createdAt, updatedAt: createdAt },
      publicDoc: toPublicProduct(input),
      reviews,
    };
  });
  return {
    seller: { displayName: DEMO_SELLER.displayName, email: DEMO_SELLER.email, locale: 'en' },
    products,
  };
}
