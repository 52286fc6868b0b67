/**
 * The templates feature's server-state keys (lib/server-state): each read's key is named here
 * once, for the screens that read it and the actions that read it now.
 */
export const templateKeys = {
  /** The seller's templates (live). */
  all: (uid: string) => ['templates', uid],
  /** The seller's template syncs under way: products following a changed template (live). */
  syncs: (uid: string) => ['template-syncs', uid],
  /** Whether the seller is at the templates ceiling (asked after a refused create). */
  limit: (uid: string) => ['template-limit', uid],
};
