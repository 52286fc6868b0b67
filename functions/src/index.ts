/**
 * Cloud Functions entry point: it only re-exports the triggers, one per file under triggers/.
 * Domain logic lives in plain modules (unit-tested without emulators); shared contracts in shared/.
 */
import './global-options.js';

export { health } from './triggers/health.js';
export { onProductWritten } from './triggers/on-product-written.js';
export { reviewApi } from './triggers/review-api.js';
export { renderProductCard } from './triggers/render-product-card.js';
export { runTemplateJobOnCreate } from './triggers/run-template-job.js';
export { syncTemplateProducts } from './triggers/sync-template-products.js';
