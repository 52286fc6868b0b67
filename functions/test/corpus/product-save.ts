/**
 * Bad input corpus, entry point "product save" (products/{id}, written by the seller's browser).
 * Two kinds of case:
 * - `input`: a product the edit form could be asked to save. The shared schema refuses it with
 *   `message`, the key of the translated error the form shows at the field, and the rules refuse
 *   the same write, as a create and as an update, should a client skip the form.
 * - `create` / `update`: document-level forgeries the form never writes (server fields, another
 *   owner, client clocks); the rules' permission-denied is the answer.
 * Runners: `input` cases through the app's own save functions (web/src/features/products/api/
 * save-product.emulator.test.ts), the others in functions/test/rules/bad-input-saves.test.ts; both
 * read the database back after each.
 */
import type { ValidationMessageKey } from '../../src/shared/index.js';
import { ValidationMessage as M } from '../../src/shared/index.js';
import { withFields as set, withNested, withoutField as without, type Change } from './changes.js';

export interface ProductInputCase {
  name: string;
  /** The seller-editable input (ProductInput), changed. */
  input: Change;
  message: ValidationMessageKey;
}
export interface ProductDocCase {
  name: string;
  /** The whole document a forged create writes, from the one the app writes. */
  create?: Change;
  /** The fields a forged update writes, from the ones the app writes. */
  update?: Change;
}

const link = (store: 'amazon' | 'emag' | 'shopify', url: unknown) =>
  withNested('links', { [store]: url });
const card = (patch: Record<string, unknown>) => withNested('card', patch);
const qr = (patch: Record<string, unknown>) => withNested('qrStyle', patch);

export const PRODUCT_INPUT_CASES: ProductInputCase[] = [
  // Title
  { name: 'an empty title', input: set({ title: '' }), message: M.titleRequired },
  { name: 'a title of spaces', input: set({ title: '     ' }), message: M.titleRequired },
  {
    name: 'a title of tabs and newlines',
    input: set({ title: '\t\n ' }),
    message: M.titleRequired,
  },
  {
    name: 'a title of 256 characters',
    input: set({ title: 't'.repeat(256) }),
    message: M.titleTooLong,
  },
  {
    name: 'a title of 5,000 characters',
    input: set({ title: 'x'.repeat(5000) }),
    message: M.titleTooLong,
  },
  { name: 'a title that is a number', input: set({ title: 42 }), message: M.titleRequired },
  { name: 'a title that is null', input: set({ title: null }), message: M.titleRequired },
  { name: 'a title that is a list', input: set({ title: ['Board'] }), message: M.titleRequired },
  // SKU (docs/decisions.md, "Product list at scale")
  {
    name: 'a SKU of 101 characters',
    input: set({ sku: 'A'.repeat(101) }),
    message: M.skuTooLong,
  },
  { name: 'a SKU with a comma', input: set({ sku: 'AB,12' }), message: M.skuInvalid },
  { name: 'a SKU with a tab', input: set({ sku: 'AB\t12' }), message: M.skuInvalid },
  { name: 'a SKU with two spaces', input: set({ sku: 'AB  12' }), message: M.skuInvalid },
  { name: 'a SKU with a quote', input: set({ sku: 'AB"12' }), message: M.skuInvalid },
  { name: 'a SKU with an emoji', input: set({ sku: 'AB🙂12' }), message: M.skuInvalid },
  { name: 'a SKU that is a number', input: set({ sku: 1234 }), message: M.skuInvalid },
  { name: 'a SKU that is null', input: set({ sku: null }), message: M.skuInvalid },
  // Variant SKUs (the edit screen's list)
  {
    name: 'a variant SKU with a comma',
    input: set({ variantSkus: ['TS-S', 'TS,M'] }),
    message: M.skuInvalid,
  },
  { name: 'an empty variant SKU', input: set({ variantSkus: [''] }), message: M.skuInvalid },
  {
    name: 'a variant SKU of 101 characters',
    input: set({ variantSkus: ['V'.repeat(101)] }),
    message: M.skuTooLong,
  },
  {
    name: '101 variant SKUs',
    input: set({ variantSkus: Array.from({ length: 101 }, (_, i) => `V-${i}`) }),
    message: M.skuInvalid,
  },
  {
    name: 'variant SKUs that are a string',
    input: set({ variantSkus: 'TS-S' }),
    message: M.skuInvalid,
  },
  // Amazon link
  {
    name: 'an http Amazon link',
    input: link('amazon', 'http://www.amazon.com/dp/B07XJ8C8F5'),
    message: M.urlNotHttps,
  },
  {
    name: 'an Amazon link without a scheme',
    input: link('amazon', 'www.amazon.com/dp/B07XJ8C8F5'),
    message: M.urlInvalid,
  },
  {
    name: 'amazon.evil.com',
    input: link('amazon', 'https://amazon.evil.com/dp/B07XJ8C8F5'),
    message: M.amazonHost,
  },
  {
    name: 'evilamazon.com',
    input: link('amazon', 'https://evilamazon.com/dp/B07XJ8C8F5'),
    message: M.amazonHost,
  },
  {
    name: 'amazon.com.evil.io',
    input: link('amazon', 'https://www.amazon.com.evil.io/dp/B07XJ8C8F5'),
    message: M.amazonHost,
  },
  {
    name: 'an Amazon link with userinfo',
    input: link('amazon', 'https://amazon.com@evil.com/dp/B07XJ8C8F5'),
    message: M.urlInvalid,
  },
  {
    name: 'an eMAG link in the Amazon field',
    input: link('amazon', 'https://www.emag.ro/pd/DM7KYQYBM/'),
    message: M.amazonHost,
  },
  {
    name: 'an Amazon link with a space',
    input: link('amazon', 'https://www.amazon.com/dp/B07X J8C8F5'),
    message: M.urlInvalid,
  },
  {
    name: 'a javascript: Amazon link',
    input: link('amazon', 'javascript:alert(1)'),
    message: M.urlInvalid,
  },
  {
    name: 'a data: Amazon link',
    input: link('amazon', 'data:text/html,<script>alert(1)</script>'),
    message: M.urlInvalid,
  },
  {
    name: 'an Amazon link of 2,049 characters',
    input: link('amazon', `https://www.amazon.de/dp/B08N5WRWNW?q=${'a'.repeat(2049 - 38)}`),
    message: M.urlTooLong,
  },
  { name: 'an Amazon link that is a number', input: link('amazon', 42), message: M.urlInvalid },
  // eMAG link
  {
    name: 'an http eMAG link',
    input: link('emag', 'http://www.emag.ro/pd/DM7KYQYBM/'),
    message: M.urlNotHttps,
  },
  {
    name: 'emag.com',
    input: link('emag', 'https://www.emag.com/pd/DM7KYQYBM/'),
    message: M.emagHost,
  },
  {
    name: 'emag.ro.evil.com',
    input: link('emag', 'https://emag.ro.evil.com/pd/DM7KYQYBM/'),
    message: M.emagHost,
  },
  { name: 'emagro.ro', input: link('emag', 'https://www.emagro.ro/pd/x'), message: M.emagHost },
  {
    name: 'an Amazon link in the eMAG field',
    input: link('emag', 'https://www.amazon.de/dp/B08N5WRWNW'),
    message: M.emagHost,
  },
  {
    name: 'an eMAG link that is not a link',
    input: link('emag', 'not a link'),
    message: M.urlInvalid,
  },
  // Shopify link
  {
    name: 'an http Shopify link',
    input: link('shopify', 'http://shop.example.com/products/x'),
    message: M.urlNotHttps,
  },
  {
    name: 'a Shopify link without a dotted host',
    input: link('shopify', 'https://localhost/products/x'),
    message: M.urlInvalid,
  },
  {
    name: 'a file: Shopify link',
    input: link('shopify', 'file:///etc/passwd'),
    message: M.urlInvalid,
  },
  {
    name: 'a Shopify link with userinfo',
    input: link('shopify', 'https://user:pw@shop.example.com/'),
    message: M.urlInvalid,
  },
  // Minimum rating
  { name: 'minimum rating 0', input: set({ minRating: 0 }), message: M.minRatingRange },
  { name: 'minimum rating 6', input: set({ minRating: 6 }), message: M.minRatingRange },
  { name: 'minimum rating -1', input: set({ minRating: -1 }), message: M.minRatingRange },
  { name: 'minimum rating 3.5', input: set({ minRating: 3.5 }), message: M.minRatingRange },
  { name: 'minimum rating "4"', input: set({ minRating: '4' }), message: M.minRatingRange },
  { name: 'minimum rating null', input: set({ minRating: null }), message: M.minRatingRange },
  { name: 'minimum rating 1e9', input: set({ minRating: 1e9 }), message: M.minRatingRange },
  // QR style
  { name: 'a QR colour name', input: qr({ foreground: 'black' }), message: M.colorInvalid },
  { name: 'a 3-digit QR colour', input: qr({ background: '#fff' }), message: M.colorInvalid },
  {
    name: 'a QR colour with alpha',
    input: qr({ foreground: '#000000ff' }),
    message: M.colorInvalid,
  },
  {
    name: 'a QR colour with CSS injected',
    input: qr({ foreground: '#000000;fill:url(x)' }),
    message: M.colorInvalid,
  },
  { name: 'error correction "X"', input: qr({ errorCorrection: 'X' }), message: M.choiceInvalid },
  { name: 'error correction "m"', input: qr({ errorCorrection: 'm' }), message: M.choiceInvalid },
  // Card
  {
    name: 'a headline of 81 characters',
    input: card({ headline: 'h'.repeat(81) }),
    message: M.textTooLong,
  },
  {
    name: 'a call to action of 81 characters',
    input: card({ callToAction: 'c'.repeat(81) }),
    message: M.textTooLong,
  },
  {
    name: 'a brand name of 41 characters',
    input: card({ brandName: 'b'.repeat(41) }),
    message: M.textTooLong,
  },
  { name: 'a headline that is a number', input: card({ headline: 5 }), message: M.textTooLong },
  { name: 'an accent colour "red"', input: card({ accentColor: 'red' }), message: M.colorInvalid },
  {
    name: 'a card background "#12345g"',
    input: card({ backgroundColor: '#12345g' }),
    message: M.colorInvalid,
  },
  {
    name: 'a text colour "rgb(0,0,0)"',
    input: card({ textColor: 'rgb(0,0,0)' }),
    message: M.colorInvalid,
  },
  { name: 'layout "fancy"', input: card({ layout: 'fancy' }), message: M.choiceInvalid },
  { name: 'layout "Classic"', input: card({ layout: 'Classic' }), message: M.choiceInvalid },
];

export const PRODUCT_DOC_CASES: ProductDocCase[] = [
  { name: 'a create naming another owner', create: set({ ownerId: 'seller-other' }) },
  { name: 'a create with an empty owner', create: set({ ownerId: '' }) },
  {
    name: 'a create with counters already set',
    create: withNested('stats', { reviewCount: 100, ratingSum: 500 }),
  },
  { name: 'a create with a client createdAt', create: set({ createdAt: new Date(0) }) },
  { name: 'a create with a client updatedAt', create: set({ updatedAt: new Date(0) }) },
  { name: 'a create with an extra field', create: set({ role: 'admin' }) },
  {
    name: 'a create setting appliedTemplate',
    create: set({ appliedTemplate: { id: 't', name: 'T', logoPath: '', language: 'en' } }),
  },
  {
    name: 'a create setting cardRender',
    create: set({ cardRender: { path: 'cards/x.png', version: 'v', renderedAt: null } }),
  },
  { name: 'a create without a title', create: without('title') },
  // Server-computed list fields and the count mark (docs/decisions.md, "Product list at scale"): functions only.
  {
    name: 'a create setting its own search keys',
    create: set({ derived: { search: { cheap: true }, titleKey: 'a' } }),
  },
  { name: 'a create claiming to be counted', create: set({ inProductCount: true }) },
  { name: 'a create without links', create: without('links') },
  { name: 'a create without complianceMode', create: without('complianceMode') },
  { name: 'a create with complianceMode "true"', create: set({ complianceMode: 'true' }) },
  {
    name: 'a create with a fourth store link',
    create: withNested('links', { ebay: 'https://www.ebay.de/itm/1' }),
  },
  {
    name: 'a create with a card field too many',
    create: withNested('card', { fontUrl: 'https://evil.example/f.ttf' }),
  },
  { name: 'an update changing the owner', update: set({ ownerId: 'seller-other' }) },
  { name: 'an update of the counters', update: set({ stats: { reviewCount: 1000 } }) },
  { name: 'an update of createdAt', update: set({ createdAt: new Date(0) }) },
  { name: 'an update with a client updatedAt', update: set({ updatedAt: new Date(0) }) },
  { name: 'an update without updatedAt', update: without('updatedAt') },
  {
    name: 'an update setting cardRender',
    update: set({ cardRender: { path: 'cards/x.png', version: 'v' } }),
  },
  { name: 'an update setting appliedTemplate', update: set({ appliedTemplate: { id: 't' } }) },
  { name: 'an update with an extra field', update: set({ featured: true }) },
  { name: 'an update of the search keys', update: set({ derived: { search: { x: true } } }) },
  {
    name: 'an update of one search key',
    update: set({ 'derived.search.cheap': true }),
  },
  { name: 'an update of one link key', update: set({ 'derived.linkKeys.b08n5wrwnw': true }) },
  { name: 'an update of the search digest', update: set({ 'derived.searchDigest': '0' }) },
  { name: 'an update of the rating sort key', update: set({ 'derived.averageRating': 5 }) },
  { name: 'an update clearing the count mark', update: set({ inProductCount: false }) },
];
