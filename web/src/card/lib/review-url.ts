import { reviewPageUrl } from '@shared';

/**
 * What a product's raw QR code encodes: its public review page on this app's origin, without a
 * locale prefix (the review page picks the customer's language from the cookie or the browser).
 * Cards may add the template's language: productCardInput() in @shared/card-svg.
 */
export function reviewUrl(productId: string, origin: string = window.location.origin): string {
  return reviewPageUrl(origin, productId);
}
