import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AMAZON_LINK_SAMPLES,
  EMAG_LINK_SAMPLES,
  HEX_COLOR_SAMPLES,
  MIN_RATING_SAMPLES,
  SHOPIFY_LINK_SAMPLES,
  SKU_SAMPLES,
  TITLE_SAMPLES,
  type MalformedProduct,
} from '../../../test/fixtures/product-samples.js';
import { DEFAULT_MIN_RATING } from '../constants.js';
import { ValidationMessage } from '../validation-messages.js';
import {
  availableStores,
  CardDesign,
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  emptyProductStats,
  newProductDoc,
  newProductInput,
  ProductInput,
  QrStyle,
} from './product.js';

const valid = (): MalformedProduct => ({ ...newProductInput(), title: 'Board' });
/** Issue messages by dotted path, e.g. { 'links.amazon': ['url.amazonHost'] }. */
function messages(input: unknown): Record<string, string[]> {
  const result = v.safeParse(ProductInput, input);
  if (result.success) return {};
  return v.flatten<typeof ProductInput>(result.issues).nested as Record<string, string[]>;
}

describe('ProductInput samples', () => {
  const cases: [string, typeof TITLE_SAMPLES, (i: MalformedProduct, value: unknown) => void][] = [
    ['title', TITLE_SAMPLES, (i, value) => (i.title = value)],
    ['sku', SKU_SAMPLES, (i, value) => (i.sku = value)],
    ['links.amazon', AMAZON_LINK_SAMPLES, (i, value) => (i.links = { ...i.links, amazon: value })],
    ['links.emag', EMAG_LINK_SAMPLES, (i, value) => (i.links = { ...i.links, emag: value })],
    [
      'links.shopify',
      SHOPIFY_LINK_SAMPLES,
      (i, value) => (i.links = { ...i.links, shopify: value }),
    ],
    ['minRating', MIN_RATING_SAMPLES, (i, value) => (i.minRating = value)],
    [
      'qrStyle.background',
      HEX_COLOR_SAMPLES,
      (i, value) => (i.qrStyle = { ...i.qrStyle, background: value }),
    ],
    ['card.textColor', HEX_COLOR_SAMPLES, (i, value) => (i.card = { ...i.card, textColor: value })],
  ];
  for (const [field, samples, set] of cases) {
    it.each(samples.map((s) => [JSON.stringify(s.value).slice(0, 70), s] as const))(
      `${field} %s`,
      (_label, sample) => {
        const input = valid();
        set(input, sample.value);
        const result = v.safeParse(ProductInput, input);
        expect(result.success).toBe(sample.valid);
        if (!result.success) expect(Object.keys(messages(input))).toEqual([field]);
      },
    );
  }
});

describe('ProductInput messages', () => {
  it('trims the title and the links', () => {
    const output = v.parse(ProductInput, {
      ...valid(),
      title: '  Board  ',
      links: { amazon: ' https://amazon.de/dp/1 ', emag: '  ', shopify: '' },
    });
    expect(output.title).toBe('Board');
    expect(output.links).toEqual({ amazon: 'https://amazon.de/dp/1', emag: '', shopify: '' });
  });

  it.each([
    [{ title: '' }, 'title', ValidationMessage.titleRequired],
    [{ title: '   ' }, 'title', ValidationMessage.titleRequired],
    [{ title: 'x'.repeat(256) }, 'title', ValidationMessage.titleTooLong],
    [{ minRating: 0 }, 'minRating', ValidationMessage.minRatingRange],
    [{ minRating: 2.5 }, 'minRating', ValidationMessage.minRatingRange],
  ])('%j → %s: %s', (change, path, message) => {
    expect(messages({ ...valid(), ...change })[path]).toEqual([message]);
  });

  it.each([
    ['amazon', 'http://www.amazon.de/dp/1', ValidationMessage.urlNotHttps],
    ['amazon', 'amazon', ValidationMessage.urlInvalid],
    ['amazon', 'https://www.ebay.de/itm/1', ValidationMessage.amazonHost],
    ['emag', 'https://www.emag.com/x', ValidationMessage.emagHost],
    ['emag', 'http://www.emag.ro/x', ValidationMessage.urlNotHttps],
    ['shopify', 'http://shop.example.com', ValidationMessage.urlNotHttps],
    ['shopify', 'shop.example.com', ValidationMessage.urlInvalid],
    ['shopify', `https://a.com/${'x'.repeat(2040)}`, ValidationMessage.urlTooLong],
  ])('links.%s = %s → %s', (store, url, message) => {
    const input = valid();
    input.links = { ...input.links, [store]: url };
    // One message per field: the first failing check wins (pipe stops on the first issue set).
    expect(messages(input)[`links.${store}`]?.[0]).toBe(message);
  });

  it('reports colour and picklist problems with their own keys', () => {
    expect(
      v.safeParse(QrStyle, { ...DEFAULT_QR_STYLE, foreground: 'black' }).issues?.[0]?.message,
    ).toBe(ValidationMessage.colorInvalid);
    expect(
      v.safeParse(QrStyle, { ...DEFAULT_QR_STYLE, errorCorrection: 'Z' }).issues?.[0]?.message,
    ).toBe(ValidationMessage.choiceInvalid);
    expect(
      v.safeParse(CardDesign, { ...DEFAULT_CARD_DESIGN, layout: 'x' }).issues?.[0]?.message,
    ).toBe(ValidationMessage.choiceInvalid);
    expect(
      v.safeParse(CardDesign, { ...DEFAULT_CARD_DESIGN, headline: 'x'.repeat(81) }).issues?.[0]
        ?.message,
    ).toBe(ValidationMessage.textTooLong);
    expect(
      v.safeParse(CardDesign, { ...DEFAULT_CARD_DESIGN, brandName: 'x'.repeat(41) }).issues?.[0]
        ?.message,
    ).toBe(ValidationMessage.textTooLong);
    expect(
      v.safeParse(CardDesign, { ...DEFAULT_CARD_DESIGN, brandName: 'x'.repeat(40) }).success,
    ).toBe(true);
  });

  it('drops unknown keys instead of sending them', () => {
    const output = v.parse(ProductInput, { ...valid(), ownerId: 'someone', stats: {} });
    expect(output).not.toHaveProperty('ownerId');
    expect(output).not.toHaveProperty('stats');
  });
});

describe('defaults and helpers', () => {
  it('a new product is valid except for its empty title', () => {
    expect(newProductInput().minRating).toBe(DEFAULT_MIN_RATING);
    expect(Object.keys(messages(newProductInput()))).toEqual(['title']);
  });

  it('newProductInput returns fresh objects', () => {
    const a = newProductInput();
    a.qrStyle.foreground = '#ff0000';
    expect(newProductInput().qrStyle.foreground).toBe(DEFAULT_QR_STYLE.foreground);
  });

  it('newProductDoc adds the owner, empty stats and the timestamp sentinel', () => {
    const sentinel = Symbol('now');
    const doc = newProductDoc(v.parse(ProductInput, valid()), 'uid-1', sentinel);
    expect(doc).toMatchObject({ ownerId: 'uid-1', createdAt: sentinel, updatedAt: sentinel });
    expect(doc.stats).toEqual(emptyProductStats());
  });

  it('availableStores lists the stores that have a link, in store order', () => {
    expect(availableStores({ amazon: '', emag: '', shopify: '' })).toEqual([]);
    expect(
      availableStores({ amazon: 'https://a.co/x', emag: '', shopify: 'https://s.example.com' }),
    ).toEqual(['amazon', 'shopify']);
  });
});
