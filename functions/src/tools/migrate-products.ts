/**
 * One-off: list fields and product counts for products saved before the product list at scale
 * (functions/src/domains/products/migrations/index-products.ts).
 *   npm run migrate:products -- --project <firebase-project-id>
 * Safe to run again or to resume: it only writes products whose fields are missing or stale.
 */
import { indexAllProducts } from '../domains/products/migrations/index-products.js';
import { runOneOff } from './one-off.js';

runOneOff(import.meta.url, 'migrate-products', async (db, projectId) => {
  const counts = await indexAllProducts(db);
  return (
    `${projectId}: ${counts.products} products; wrote ${counts.written}, ` +
    `${counts.unchanged} already up to date, ${counts.skipped} changed meanwhile (left to the ` +
    `indexProduct function), ${counts.invalid} not indexable; counted ${counts.sellers} sellers.`
  );
});
