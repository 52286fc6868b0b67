import type { Firestore } from 'firebase-admin/firestore';
import {
  emptyProductStats,
  newProductDoc,
  newProductInput,
  paths,
  productIndexFields,
} from '../../../functions/src/shared/index';

const TITLES = ['Bamboo board', 'Chef knife', 'Linen apron', 'Oak spoon'];

/**
 * The seller whose 1,000 products the product list's browser test pages through
 * (products.test.ts). The catalogue is written before any browser test runs (global-setup.ts),
 * with the function triggers paused; the seller's Google account exists in the Auth emulator
 * already, so the test signs in as them from the emulator's account chooser.
 */
export const BIG_CATALOGUE = {
  uid: 'e2e-big-catalogue-seller',
  googleId: 'e2e-big-catalogue-google-id',
  email: 'e2e.big.catalogue@example.com',
  displayName: 'E2E Products Seller',
  count: 1000,
  idPrefix: 'perf',
} as const;

/**
 * `count` products of `uid` as an import writes them: list fields and search documents computed by
 * the same shared code, counted. Ids `<idPrefix>0000` on, newest last; product 777 has an accented
 * title, every second an Amazon link, every third an eMAG one.
 */
export function catalogueRows(uid: string, count: number, idPrefix: string) {
  return Array.from({ length: count }, (_, i) => {
    const id = `${idPrefix}${String(i).padStart(4, '0')}`;
    const input = {
      ...newProductInput(),
      title: i === 777 ? 'Tocător unicorn rar' : `${TITLES[i % 4]} model ${i}`,
      links: {
        amazon: i % 2 ? `https://www.amazon.de/dp/B${String(i).padStart(9, '0')}` : '',
        emag: i % 3 ? '' : `https://www.emag.ro/produs/pd/D${i}/`,
        shopify: '',
      },
    };
    const stats = { ...emptyProductStats(), reviewCount: i % 17, ratingSum: (i % 17) * 4 };
    const { derived, search } = productIndexFields(id, uid, { ...input, stats });
    return {
      id,
      input,
      data: {
        ...newProductDoc(input, uid, new Date(Date.UTC(2026, 0, 1, 0, 0, i))),
        stats,
        derived,
        inProductCount: true,
      },
      search,
    };
  });
}

export type CatalogueRow = ReturnType<typeof catalogueRows>[number];

/** Writes documents as an admin (rules bypassed), 500 a batch (Firestore's most per batch). */
export async function writeDocs(
  db: Firestore,
  docs: { path: string; data: Record<string, unknown> }[],
): Promise<void> {
  for (let start = 0; start < docs.length; start += 500) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(start, start + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** Writes the rows' products and search documents. */
export async function writeCatalogue(db: Firestore, rows: CatalogueRow[]): Promise<void> {
  await writeDocs(
    db,
    rows.flatMap(({ id, data, search }) => [
      { path: paths.product(id), data },
      { path: paths.productSearch(id), data: search },
    ]),
  );
}
