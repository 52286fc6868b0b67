/**
 * A large demo catalogue (docs/decisions.md, "Product list at scale"): `SEED_PRODUCTS=10000 npm start` gives the demo seller that
 * many more products, so anyone can see the product list at scale; `npm run bench:products` seeds
 * the same products. Pure and deterministic: product n is always the same (fixed id, title, SKU,
 * links, review counters), so seeding twice writes the same documents. Titles in six languages,
 * SKUs, every combination of marketplaces, and review counts from none to hundreds.
 *
 * The products are written complete, as an import writes them: their list fields computed by the
 * same shared code the indexProduct function runs, already counted, with their public mirrors.
 * Their counters stand alone (no review documents behind them): they are there to sort by.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { Timestamp as FirestoreTimestamp } from 'firebase-admin/firestore';
import { toPublicProduct } from '../domains/products/public-product.js';
import { writeProductKeyChanges } from '../domains/products/product-keys.js';
import { decideReview } from '../domains/reviews/decision.js';
import { addReviewToStats } from '../domains/reviews/stats.js';
import {
  applyProductCountChange,
  countedProductFields,
} from '../domains/products/product-count.js';
import {
  emptyProductStats,
  newProductInput,
  paths,
  sellsAt,
  productIndexFields,
  type ProductInput,
  type ProductStats,
  type Store,
} from '../shared/index.js';
import { cycleAt } from '../shared/narrow.js';

/** The most products SEED_PRODUCTS may ask for. */
export const DEMO_CATALOGUE_MAX = 100_000;
/**
 * Products per commit: each writes three documents (product, public mirror, search document) and
 * up to four lookup index entries (its SKU, three links), under 500 writes per batch.
 */
const CATALOGUE_BATCH = 70;

const NOUNS: Record<string, string[]> = {
  en: ['Cutting Board', 'Chef Knife', 'Linen Apron', 'Tea Kettle', 'Desk Lamp', 'Wool Throw'],
  ro: ['Tocător', 'Cuțit de bucătar', 'Șorț de in', 'Ceainic', 'Lampă de birou', 'Pătură'],
  de: [
    'Schneidebrett',
    'Kochmesser',
    'Leinenschürze',
    'Wasserkocher',
    'Schreibtischlampe',
    'Wolldecke',
  ],
  fr: [
    'Planche à découper',
    'Couteau de chef',
    'Tablier en lin',
    'Bouilloire',
    'Lampe de bureau',
    'Plaid',
  ],
  bg: [
    'Дъска за рязане',
    'Готварски нож',
    'Ленена престилка',
    'Чайник',
    'Настолна лампа',
    'Одеяло',
  ],
  hu: [
    'Vágódeszka',
    'Szakácskés',
    'Lenvászon kötény',
    'Vízforraló',
    'Asztali lámpa',
    'Gyapjútakaró',
  ],
};
const QUALITIES: Record<string, string[]> = {
  en: ['Bamboo', 'Oak', 'Ceramic', 'Stainless', 'Vintage', 'Compact', 'Large'],
  ro: ['din bambus', 'din stejar', 'ceramic', 'inoxidabil', 'vintage', 'compact', 'mare'],
  de: ['aus Bambus', 'aus Eiche', 'Keramik', 'Edelstahl', 'Vintage', 'kompakt', 'groß'],
  fr: ['en bambou', 'en chêne', 'en céramique', 'inox', 'vintage', 'compact', 'grand'],
  bg: ['от бамбук', 'от дъб', 'керамичен', 'неръждаем', 'винтидж', 'компактен', 'голям'],
  hu: ['bambusz', 'tölgyfa', 'kerámia', 'rozsdamentes', 'vintage', 'kompakt', 'nagy'],
};
const LANGUAGES = Object.keys(NOUNS);
const STORES_IN_TURN: Store[] = ['amazon', 'emag', 'shopify'];

/** Base-36 digits of n, upper case, left-padded: stable marketplace ids. */
function code(n: number, length: number): string {
  return n.toString(36).toUpperCase().padStart(length, '0').slice(-length);
}

export function demoCatalogueId(index: number): string {
  // The auto-id shape every product id has (shared/ids.ts): 13 letters and 7 digits.
  return `DemoCatalogue${String(index).padStart(7, '0')}`;
}

export interface DemoCatalogueProduct {
  id: string;
  input: ProductInput;
  stats: ProductStats;
  /** Minutes before `now` it was created: product 0 is the newest. */
  ageMinutes: number;
}

export function demoCatalogueProduct(index: number): DemoCatalogueProduct {
  const language = cycleAt(LANGUAGES, index);
  const noun = cycleAt(NOUNS[language] ?? [], Math.floor(index / LANGUAGES.length));
  const quality = cycleAt(QUALITIES[language] ?? [], index * 7);
  const model = (index * 7919) % 100_000;
  const title = ['en', 'de', 'hu'].includes(language)
    ? `${quality} ${noun} ${model}`
    : `${noun} ${quality} ${model}`;
  // Every combination of marketplaces: bit 0 Amazon, bit 1 eMAG, bit 2 Shopify (never none).
  const stores = (index % 7) + 1;
  const links = {
    amazon: stores & 1 ? `https://www.amazon.de/dp/B0${code(index * 104_729 + 7, 8)}` : '',
    emag: stores & 2 ? `https://www.emag.ro/produs-demo/pd/D${code(index * 15_485_863, 8)}/` : '',
    shopify: stores & 4 ? `https://demo-shop.myshopify.com/products/item-${index}` : '',
  };
  const input: ProductInput = {
    ...newProductInput(),
    title,
    sku: `${language.toUpperCase()}-${code(index, 5)}`,
    links,
    minRating: 3 + (index % 3),
    // Mostly the default; one in five routes privately, as an older product may.
    complianceMode: index % 5 !== 0,
  };
  // Review counts from 0 to ~400, skewed low as real catalogues are; ratings 1–5.
  let stats = emptyProductStats();
  const reviews = index % 11 === 0 ? 0 : Math.floor(((index * 2_654_435_761) % 1000) ** 2 / 2500);
  for (let r = 0; r < Math.min(reviews, 400); r += 1) {
    const rating = 1 + ((index + r * 3) % 5);
    const store = STORES_IN_TURN.find((candidate) => sellsAt(links, candidate)) ?? 'shopify';
    // Only `published` is wanted here, and no time enters it.
    const review = { rating, store, createdAt: null };
    const { published } = decideReview(input, undefined, review, new Date(0));
    stats = addReviewToStats(stats, { rating, store, published });
  }
  return { id: demoCatalogueId(index), input, stats, ageMinutes: index };
}

/**
 * products/{id} as the seed writes it (list fields computed, already counted), and its search
 * document (productSearch/{id}).
 */
export function demoCatalogueDocs(product: DemoCatalogueProduct, ownerId: string, now: Timestamp) {
  const createdAt = FirestoreTimestamp.fromMillis(now.toMillis() - product.ageMinutes * 60_000);
  const { derived, search } = productIndexFields(product.id, ownerId, {
    ...product.input,
    stats: product.stats,
  });
  return {
    product: {
      ...product.input,
      ownerId,
      stats: product.stats,
      createdAt,
      updatedAt: createdAt,
      derived,
      ...countedProductFields(),
    },
    search,
  };
}

/**
 * Writes catalogue products [from, to) for `ownerId`, each with its public mirror, and adds the
 * new ones to the seller's product count in the same commits (products already there are
 * rewritten, not counted again). Returns how many were new.
 */
export async function writeDemoCatalogue(
  db: Firestore,
  ownerId: string,
  from: number,
  to: number,
  { now = FirestoreTimestamp.now(), onProgress = (_written: number) => {} } = {},
): Promise<number> {
  let added = 0;
  for (let start = from; start < to; start += CATALOGUE_BATCH) {
    const indexes = Array.from(
      { length: Math.min(CATALOGUE_BATCH, to - start) },
      (_, i) => start + i,
    );
    const existing = await db.getAll(
      ...indexes.map((index) => db.doc(paths.product(demoCatalogueId(index)))),
    );
    const batch = db.batch();
    indexes.forEach((index, i) => {
      const product = demoCatalogueProduct(index);
      const docs = demoCatalogueDocs(product, ownerId, now);
      // A product written again keeps its keys: only what changed is written.
      const stored: unknown = existing[i]?.get('derived');
      writeProductKeyChanges(db, batch, ownerId, product.id, stored, docs.product.derived);
      batch.set(db.doc(paths.product(product.id)), docs.product);
      batch.set(db.doc(paths.productSearch(product.id)), docs.search);
      batch.set(db.doc(paths.publicProduct(product.id)), toPublicProduct(product.input));
    });
    const fresh = existing.filter((snapshot) => snapshot.get('inProductCount') !== true).length;
    applyProductCountChange(db, batch, ownerId, fresh);
    await batch.commit();
    added += fresh;
    onProgress(start + indexes.length - from);
  }
  return added;
}
