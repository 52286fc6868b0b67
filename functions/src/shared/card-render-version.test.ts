import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardRenderVersion, CARD_RENDERER_VERSION, stableJson } from './card-render-version.js';
import { productCardInput } from './card-svg.js';
import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE } from './schemas/product.js';

const inputs = productCardInput(
  { title: 'Board', card: DEFAULT_CARD_DESIGN, qrStyle: DEFAULT_QR_STYLE },
  'p1',
  'https://app.example',
);

describe('cardRenderVersion', () => {
  it('is the first 32 hex characters of SHA-256 over the renderer version and sorted JSON', async () => {
    const expected = createHash('sha256')
      .update(`${CARD_RENDERER_VERSION}:${stableJson(inputs)}`)
      .digest('hex')
      .slice(0, 32);
    expect(await cardRenderVersion(inputs)).toBe(expected);
  });

  it('ignores key order and changes with anything the card shows', async () => {
    const reordered = JSON.parse(
      JSON.stringify({ ...inputs, card: { ...inputs.card } }),
    ) as typeof inputs;
    expect(await cardRenderVersion(reordered)).toBe(await cardRenderVersion(inputs));
    const other = { ...inputs, card: { ...inputs.card, headline: 'Thanks' } };
    expect(await cardRenderVersion(other)).not.toBe(await cardRenderVersion(inputs));
    expect(await cardRenderVersion({ ...inputs, logoPath: 'logos/u/a.png' })).not.toBe(
      await cardRenderVersion(inputs),
    );
  });
});

describe('stableJson', () => {
  it('sorts keys at every depth', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
