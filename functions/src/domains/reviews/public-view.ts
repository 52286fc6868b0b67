import {
  availableStores,
  type PublicProductDoc,
  type PublicProductResponse,
} from '../../shared/index.js';

/**
 * What GET /api/products/:id answers: the review page's needs and nothing else (no QR style, no
 * card texts), built field by field from the public mirror.
 */
export function toPublicProductResponse(id: string, doc: PublicProductDoc): PublicProductResponse {
  return {
    id,
    title: doc.title,
    minRating: doc.minRating,
    complianceMode: doc.complianceMode === true,
    stores: availableStores(doc.links).map((store) => ({ store, url: doc.links[store] })),
    brandName: doc.card?.brandName ?? '',
    accentColor: doc.card?.accentColor ?? '',
  };
}
