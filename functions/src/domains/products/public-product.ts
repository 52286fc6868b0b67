import type { ProductDoc, ProductInput, PublicProductDoc } from '../../shared/index.js';

/**
 * The anonymous-readable mirror of a product (publicProducts/{id}). Built field by field, never by
 * spreading, so a private field added to products/{id} later (ownerId, stats, render bookkeeping)
 * can never leak into the public document by accident.
 */
export function toPublicProduct(product: ProductInput | ProductDoc): PublicProductDoc {
  return {
    title: product.title,
    minRating: product.minRating,
    complianceMode: product.complianceMode,
    links: {
      amazon: product.links.amazon,
      emag: product.links.emag,
      shopify: product.links.shopify,
    },
    qrStyle: {
      foreground: product.qrStyle.foreground,
      background: product.qrStyle.background,
      errorCorrection: product.qrStyle.errorCorrection,
    },
    card: {
      headline: product.card.headline,
      callToAction: product.card.callToAction,
      brandName: product.card.brandName,
      accentColor: product.card.accentColor,
      backgroundColor: product.card.backgroundColor,
      textColor: product.card.textColor,
      layout: product.card.layout,
    },
  };
}
