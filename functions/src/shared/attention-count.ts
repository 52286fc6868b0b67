import { isRecord } from './narrow.js';
/**
 * The seller's unread count without the schemas (the top navigation's badge loads on every
 * signed-in page, so it carries no valibot schema for it).
 */

/**
 * The unread count and the follow-up's pending reviews are spread over this many documents
 * (attention/{uid}/shards/{n}): a rush of low reviews writes each about once per this many
 * reviews, within Firestore's sustained write rate per document (docs/decisions.md, "No hot
 * document"), and the seller's badge reads at most this many small documents.
 */
export const ATTENTION_SHARDS = 64;

/** A stored document's unread part: a number, else 0. */
const unreadOf = (data: unknown): number => {
  const value = isRecord(data) ? data.unread : undefined;
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
};

/**
 * The badge's count: attention/{uid}.unread (counted there before the shards) plus every shard's
 * part, never below 0.
 */
export function unreadCount(attention: unknown, shards: readonly unknown[]): number {
  return Math.max(
    0,
    shards.reduce<number>((sum, shard) => sum + unreadOf(shard), unreadOf(attention)),
  );
}
