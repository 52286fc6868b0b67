/**
 * The version of a product's card: a hash of everything the drawing depends on. The server
 * renderer records it with the PNG it stores (products/{id}.cardRender.version); the web app
 * computes it for the product as it is now and uses the stored PNG only when both agree.
 * Pure (Web Crypto's SHA-256, in browsers and in Node 20 alike): no DOM, no Node APIs.
 */
import type { productCardInput } from './card-svg.js';
import { isRecord } from './narrow.js';

/**
 * Bump when the drawing changes (layout geometry, fonts), so every card renders again.
 * 2: the row of stars left the card (docs/decisions.md, "Trust"), so every stored PNG is drawn again.
 * 3: long titles shrink to fit whole; text is cut only after a whole word.
 */
export const CARD_RENDERER_VERSION = 3;

/** Everything a card's pixels depend on (productCardInput's result). */
export type CardRenderInputs = ReturnType<typeof productCardInput>;

/** JSON with sorted keys, so equal inputs hash equally whatever order Firestore returns. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the renderer version and the inputs, 32 hex characters. */
export async function cardRenderVersion(inputs: CardRenderInputs): Promise<string> {
  const bytes = new TextEncoder().encode(`${CARD_RENDERER_VERSION}:${stableJson(inputs)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}
