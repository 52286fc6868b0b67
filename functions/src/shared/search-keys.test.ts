import { describe, expect, it } from 'vitest';
import { PRODUCT_VARIANT_SKUS_MAX } from './schemas/product.js';
import {
  MAX_SEARCH_KEYS,
  MAX_SERVER_SEARCH_TERMS,
  MAX_VARIANT_SEARCH_KEYS,
  SEARCH_PREFIX_MAX,
  foldText,
  linkKey,
  matchesSearch,
  parseSearch,
  productSearchKeys,
  productSearchTerms,
  searchWords,
  skuKey,
  type SearchableProduct,
} from './search-keys.js';

const NO_LINKS = { amazon: '', emag: '', shopify: '' };
const product = (overrides: Partial<SearchableProduct> = {}): SearchableProduct => ({
  id: 'p1',
  title: 'Board',
  links: NO_LINKS,
  ...overrides,
});

/** What the server and the page together decide: every server key stored, every term matched. */
function finds(stored: SearchableProduct, query: string): boolean {
  const keys = new Set(productSearchKeys(stored));
  const search = parseSearch(query);
  return (
    search.serverKeys.every((key) => keys.has(key)) &&
    matchesSearch(productSearchTerms(stored), search)
  );
}

describe('foldText', () => {
  it('lower-cases and drops accents, cedillas and commas below', () => {
    expect(foldText('Tocător Ștefan ŞTEFAN Țuică Ţară')).toBe('tocator stefan stefan tuica tara');
    expect(foldText('Crème Brûlée Ñandú')).toBe('creme brulee nandu');
  });

  it('spells German, Nordic and Polish letters in ASCII', () => {
    expect(foldText('Straße ẞ Æble Œuvre Øl Łódź Đak')).toBe('strasse ss aeble oeuvre ol lodz dak');
  });

  it('keeps other scripts, lower-cased and without accents', () => {
    expect(foldText('Дъска ЗА Рязане')).toBe('дъска за рязане');
    expect(foldText('Ελιά ΚΑΦΈΣ')).toBe('ελια καφες');
  });
});

describe('searchWords', () => {
  it('splits on anything but letters and digits, folds, and drops repeats', () => {
    expect(searchWords('  Tocător—bambus, 38x28 cm; TOCĂTOR! ')).toEqual([
      'tocator',
      'bambus',
      '38x28',
      'cm',
    ]);
  });
});

describe('productSearchKeys', () => {
  it('stores every prefix of every title word, folded', () => {
    const keys = productSearchKeys(product({ title: 'Tocător din bambus' }));
    for (const key of ['t', 'to', 'tocat', 'tocator', 'd', 'din', 'b', 'bambus']) {
      expect(keys).toContain(key);
    }
    expect(keys).not.toContain('tocător');
    expect(keys).not.toContain('ator'); // prefixes, not substrings
  });

  it('stores German umlauts both ways', () => {
    const keys = productSearchKeys(product({ title: 'Müller Käse' }));
    expect(keys).toEqual(expect.arrayContaining(['muller', 'mueller', 'kase', 'kaese']));
  });

  it('stores the ASIN of the Amazon link and the eMAG product code', () => {
    const keys = productSearchKeys(
      product({
        links: {
          amazon: 'https://www.amazon.de/-/en/Bamboo-Board/dp/B08N5WRWNW?th=1&psc=1',
          emag: 'https://www.emag.ro/tocator-bambus/pd/DQ1X3YBBM/?ref=hp',
          shopify: '',
        },
      }),
    );
    expect(keys).toEqual(expect.arrayContaining(['b08n5', 'b08n5wrwnw', 'dq1x3', 'dq1x3ybbm']));
  });

  it('stores a link without a marketplace id as its host and path', () => {
    const keys = productSearchKeys(
      product({
        links: {
          amazon: 'https://amzn.to/3Kx9QzA',
          emag: '',
          shopify: 'https://www.Kitchen-Shop.myshopify.com/products/Bamboo-Board/?variant=1',
        },
      }),
    );
    expect(keys).toContain('@amzn.to/3kx9qza');
    expect(keys).toContain('@kitchen-shop.myshopify.com/products/bamboo-board');
  });

  it('stores the SKU whole (without punctuation) and by its parts', () => {
    const keys = productSearchKeys(product({ sku: 'AB-12/X.7' }));
    expect(keys).toEqual(expect.arrayContaining(['ab12x7', 'ab12', 'ab', '12', 'x', '7']));
  });

  it('stores the product id', () => {
    expect(productSearchKeys(product({ id: 'Xy12AbCdEf' }))).toContain('xy12abcdef');
  });

  it(`cuts prefixes at ${SEARCH_PREFIX_MAX} letters and keys at ${MAX_SEARCH_KEYS}, identifiers first`, () => {
    const longWords = Array.from({ length: 12 }, (_, i) => `${'abcdefghijklmnopq'.slice(i)}z${i}`);
    const keys = productSearchKeys(
      product({
        title: longWords.join(' ').slice(0, 120),
        sku: 'SKU-1',
        links: { ...NO_LINKS, amazon: 'https://www.amazon.com/dp/B07XJ8C8F5' },
      }),
    );
    expect(keys.length).toBeLessThanOrEqual(MAX_SEARCH_KEYS);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(SEARCH_PREFIX_MAX);
    expect(keys).toEqual(expect.arrayContaining(['b07xj8c8f5', 'sku1', 'abcdefghijkl']));
  });
});

describe('search: what a seller types finds the product', () => {
  const board = product({
    id: 'demo-board',
    title: 'Tocător din bambus, Straße-Edition — Müller',
    sku: 'TB-38/28',
    links: {
      amazon: 'https://www.amazon.de/dp/B08N5WRWNW',
      emag: 'https://www.emag.ro/tocator-bambus/pd/DQ1X3YBBM/',
      shopify: 'https://kitchen-shop.myshopify.com/products/bamboo-board',
    },
  });

  it.each([
    ['tocat'],
    ['Tocător'],
    ['TOCATOR'],
    ['tocător din'],
    ['din toc'],
    ['strasse'],
    ['Straße'],
    ['mueller'],
    ['Müller'],
    ['muller'],
    ['B08N5'],
    ['b08n5wrwnw'],
    ['DQ1X3YBBM'],
    ['TB-38/28'],
    ['tb3828'],
    ['tb-38'],
    ['https://www.amazon.de/-/en/Some-Title/dp/B08N5WRWNW/ref=sr_1_1?th=1'],
    ['https://www.emag.ro/alt-nume/pd/DQ1X3YBBM/'],
    ['https://kitchen-shop.myshopify.com/products/bamboo-board/'],
    ['kitchen-shop.myshopify.com/products/bamboo-board'],
    ['http://localhost:5173/ro/reviews/demo-board'],
  ])('"%s" finds it', (query) => {
    expect(finds(board, query)).toBe(true);
  });

  it.each([
    ['ator'], // not a word start
    ['tocator lemn'], // every word must match
    ['B08N5WRWNX'],
    ['https://www.amazon.de/dp/B000000000'],
    ['https://kitchen-shop.myshopify.com/products/other-board'],
    ['tb39'],
  ])('"%s" does not find it', (query) => {
    expect(finds(board, query)).toBe(false);
  });
});

describe('search: a variant’s SKU finds its product', () => {
  const tshirt = product({
    title: 'Organic T-shirt',
    sku: 'TSHIRT',
    variantSkus: ['TSHIRT-S', 'TSHIRT-M', 'Tshirt (XL)', 'OT/2024-BLUE'],
  });

  it.each([
    ['TSHIRT-M'],
    ['tshirt-xl'],
    ['tshirtm'],
    ['Tshirt (XL)'],
    ['OT/2024-BLUE'],
    ['2024 blue'],
  ])('"%s" finds it', (query) => {
    expect(finds(tshirt, query)).toBe(true);
  });

  it.each([['TSHIRT-XXL'], ['OT/2025'], ['red']])('"%s" does not find it', (query) => {
    expect(finds(tshirt, query)).toBe(false);
  });

  it('a product without variant SKUs has the keys it always had', () => {
    const plain = product({ title: 'Organic T-shirt', sku: 'TSHIRT' });
    expect(productSearchKeys({ ...plain, variantSkus: [] })).toEqual(productSearchKeys(plain));
  });

  it(`keeps the product’s own ${MAX_SEARCH_KEYS} keys whole, and at most ${MAX_VARIANT_SEARCH_KEYS} more for its variants`, () => {
    // 19 words of 12 letters, each starting differently: 228 prefixes, more than fit.
    const title = Array.from(
      { length: 19 },
      (_, i) =>
        `${String.fromCharCode(97 + i)}${String.fromCharCode(97 + ((i * 7) % 26))}klmnopqrst`,
    ).join(' ');
    const variantSkus = Array.from(
      { length: PRODUCT_VARIANT_SKUS_MAX },
      (_, i) => `${String(i).padStart(3, '0')}-${'Q'.repeat(40)}-${i}`,
    );
    const own = productSearchKeys(product({ title }));
    const keys = productSearchKeys(product({ title, variantSkus }));
    expect(own).toHaveLength(MAX_SEARCH_KEYS);
    expect(keys.slice(0, MAX_SEARCH_KEYS)).toEqual(own);
    expect(keys.length).toBe(MAX_SEARCH_KEYS + MAX_VARIANT_SEARCH_KEYS);
    // The first variants are found on the server; what is cut is the last variants' keys.
    expect(keys).toContain('000qqqqqqqqq');
    expect(keys).not.toContain('099qqqqqqqqq');
  });
});

describe('parseSearch', () => {
  it('is empty for blank text', () => {
    expect(parseSearch('   ')).toEqual({ terms: [], serverKeys: [], needsPageFilter: false });
  });

  it('narrows on the server by every word, longest (most selective) first', () => {
    const search = parseSearch('din Tocător bambus');
    expect(search.serverKeys).toEqual(['tocator', 'bambus', 'din']);
    expect(search.needsPageFilter).toBe(false);
  });

  it('drops a word that only starts another word of the query', () => {
    expect(parseSearch('bo board').serverKeys).toEqual(['board']);
  });

  it(`narrows by the first ${SEARCH_PREFIX_MAX} letters of a longer word and checks the rest in the page`, () => {
    const search = parseSearch('Schneidebrettchen');
    expect(search.serverKeys).toEqual(['schneidebret']);
    expect(search.needsPageFilter).toBe(true);
    const stored = productSearchTerms(product({ title: 'Schneidebrettchen' }));
    expect(matchesSearch(stored, search)).toBe(true);
    const other = productSearchTerms(product({ title: 'Schneidebretter' }));
    expect(matchesSearch(other, search)).toBe(false);
  });

  it(`sends at most ${MAX_SERVER_SEARCH_TERMS} words to the server and checks the rest in the page`, () => {
    const words = [
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
      'hotel',
      'india',
    ];
    const search = parseSearch(words.join(' '));
    expect(search.serverKeys).toHaveLength(MAX_SERVER_SEARCH_TERMS);
    expect(search.needsPageFilter).toBe(true);
    expect(search.terms).toHaveLength(words.length);
  });

  it('reads a pasted store link as the id it names', () => {
    expect(parseSearch('https://www.amazon.co.uk/gp/product/B07XJ8C8F5?psc=1').terms).toEqual([
      { kind: 'word', text: 'b07xj8c8f5' },
    ]);
    expect(parseSearch('www.emag.ro/x/pd/DM7KYQYBM').terms).toEqual([
      { kind: 'word', text: 'dm7kyqybm' },
    ]);
  });
});

describe('skuKey and linkKey', () => {
  it('normalise for exact lookups', () => {
    expect(skuKey('  ab-12 ')).toBe('AB-12');
    expect(linkKey('https://m.Shop.example/P/1/')).toBe('@shop.example/p/1');
    // A WordPress product link is its post id at the site's root: one key per product.
    expect(linkKey('https://www.shop.example/?post_type=product&p=101')).toBe(
      '@shop.example?p=101',
    );
    expect(linkKey('https://shop.example/?p=102&post_type=product')).toBe('@shop.example?p=102');
    expect(linkKey('https://shop.example/?p=abc')).toBe('@shop.example');
    expect(linkKey('https://shop.example/shop/?p=7')).toBe('@shop.example/shop');
    expect(linkKey('not a link')).toBeNull();
    expect(linkKey('ftp://shop.example/p')).toBeNull();
  });
});
