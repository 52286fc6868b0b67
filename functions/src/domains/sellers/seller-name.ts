/**
 * The name the customer reads ("Would you like … to contact you?", the emails, the case page):
 * the brand on the product's card, which is what the customer saw, else the seller's display
 * name; '' when neither exists (the pages then say "the seller").
 */
export function sellerNameFor(
  product: { card?: { brandName?: string } } | undefined,
  seller: { displayName?: string } | undefined,
): string {
  return product?.card?.brandName?.trim() || seller?.displayName?.trim() || '';
}
