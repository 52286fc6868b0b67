/**
 * Every Firestore (and Storage) path, built in one place and used by the web app, Cloud Functions,
 * the seed script and the rules tests. Rules in firestore.rules mirror these shapes.
 */
export const COLLECTIONS = {
  sellers: 'sellers',
  products: 'products',
  publicProducts: 'publicProducts',
  reviews: 'reviews',
  templates: 'templates',
} as const;

export const paths = {
  seller: (uid: string) => `${COLLECTIONS.sellers}/${uid}`,
  products: () => COLLECTIONS.products,
  product: (productId: string) => `${COLLECTIONS.products}/${productId}`,
  publicProduct: (productId: string) => `${COLLECTIONS.publicProducts}/${productId}`,
  reviews: (productId: string) => `${COLLECTIONS.products}/${productId}/${COLLECTIONS.reviews}`,
  review: (productId: string, reviewId: string) =>
    `${COLLECTIONS.products}/${productId}/${COLLECTIONS.reviews}/${reviewId}`,
  templates: () => COLLECTIONS.templates,
  template: (templateId: string) => `${COLLECTIONS.templates}/${templateId}`,
} as const;
