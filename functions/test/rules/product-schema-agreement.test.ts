import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newProductDoc, newProductInput, paths, ProductInput } from '../../src/shared/index.js';
import {
  AMAZON_LINK_SAMPLES,
  EMAG_LINK_SAMPLES,
  HEX_COLOR_SAMPLES,
  MIN_RATING_SAMPLES,
  SHOPIFY_LINK_SAMPLES,
  SKU_SAMPLES,
  TITLE_SAMPLES,
  VARIANT_SKU_SAMPLES,
  type MalformedProduct,
  type Sample,
} from '../fixtures/product-samples.js';
import { OWNER_UID, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

/**
 * firestore.rules cannot import the valibot schema, so this proves they agree: every sample is
 * judged by the schema and by the rules (as a create of the schema's output, or of the raw input
 * when the schema refuses it), and both verdicts must match the sample's expectation.
 */
const rules = useRulesEnv('product-agreement');

const fields: [string, Sample[], (input: MalformedProduct, value: unknown) => void][] = [
  ['title', TITLE_SAMPLES, (i, value) => (i.title = value)],
  ['sku', SKU_SAMPLES, (i, value) => (i.sku = value)],
  ['variantSkus', VARIANT_SKU_SAMPLES, (i, value) => (i.variantSkus = value)],
  ['links.amazon', AMAZON_LINK_SAMPLES, (i, value) => (i.links.amazon = value)],
  ['links.emag', EMAG_LINK_SAMPLES, (i, value) => (i.links.emag = value)],
  ['links.shopify', SHOPIFY_LINK_SAMPLES, (i, value) => (i.links.shopify = value)],
  ['minRating', MIN_RATING_SAMPLES, (i, value) => (i.minRating = value)],
  ['qrStyle.foreground', HEX_COLOR_SAMPLES, (i, value) => (i.qrStyle.foreground = value)],
  ['card.accentColor', HEX_COLOR_SAMPLES, (i, value) => (i.card.accentColor = value)],
];

let counter = 0;
async function rulesAccept(input: unknown): Promise<boolean> {
  const ref = doc(rules.owner(), paths.product(testAutoId(`p${++counter}`)));
  try {
    await setDoc(
      ref,
      newProductDoc(input as ProductInput, OWNER_UID, serverTimestamp(), OWNER_UID),
    );
    return true;
  } catch {
    return false;
  }
}

describe.each(fields)('%s: schema and rules agree', (_name, samples, set) => {
  it.each(samples.map((sample) => [JSON.stringify(sample.value).slice(0, 60), sample] as const))(
    '%s',
    async (_label, sample) => {
      const input: MalformedProduct = { ...newProductInput(), title: 'Board' };
      input.links = { ...input.links };
      input.qrStyle = { ...input.qrStyle };
      input.card = { ...input.card };
      set(input, sample.value);
      const parsed = v.safeParse(ProductInput, input);
      const rules = await rulesAccept(parsed.success ? parsed.output : input);
      expect({ schema: parsed.success, rules }).toEqual({
        schema: sample.valid,
        rules: sample.valid,
      });
    },
  );
});
