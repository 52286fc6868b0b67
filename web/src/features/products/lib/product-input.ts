import { newProductInput, type ProductInput } from '@shared';

/**
 * The seller-editable part of a stored product, in a fixed key order (so two inputs compare by
 * JSON), with defaults for anything an older document lacks.
 */
export function toProductInput(source: Partial<ProductInput> | undefined): ProductInput {
  const base = newProductInput();
  const links = { ...base.links, ...source?.links };
  const qrStyle = { ...base.qrStyle, ...source?.qrStyle };
  const card = { ...base.card, ...source?.card };
  return {
    title: source?.title ?? base.title,
    links: { amazon: links.amazon, emag: links.emag, shopify: links.shopify },
    minRating: source?.minRating ?? base.minRating,
    complianceMode: source?.complianceMode ?? base.complianceMode,
    qrStyle: {
      foreground: qrStyle.foreground,
      background: qrStyle.background,
      errorCorrection: qrStyle.errorCorrection,
    },
    card: {
      headline: card.headline,
      callToAction: card.callToAction,
      brandName: card.brandName,
      accentColor: card.accentColor,
      backgroundColor: card.backgroundColor,
      textColor: card.textColor,
      layout: card.layout,
    },
  };
}

export function sameInput(a: ProductInput, b: ProductInput): boolean {
  return JSON.stringify(toProductInput(a)) === JSON.stringify(toProductInput(b));
}
