import { hasAmazonLink, type ProductLinks } from '@shared';

/**
 * Compliance mode after an edit of the links (docs/decisions.md, "Trust"): a product that gets an Amazon link, where
 * it had none, turns compliance mode on (Amazon forbids review gating), unless the seller set the
 * switch themselves during this edit. Nothing is ever switched off automatically.
 */
export function complianceAfterLinkEdit(
  before: ProductLinks,
  after: ProductLinks,
  complianceMode: boolean,
  sellerSetTheSwitch: boolean,
): boolean {
  if (complianceMode || sellerSetTheSwitch) return complianceMode;
  return !hasAmazonLink(before) && hasAmazonLink(after);
}
