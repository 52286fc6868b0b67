import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { newProductDoc, newProductInput, paths, ProductInput, ValidationMessage } from '@shared';
import { PRODUCT_INPUT_CASES } from '../../../../../functions/test/corpus/product-save';
import {
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import { testAutoId } from '../../../../../functions/test/support/test-ids';
import { createProduct, updateProduct } from './save-product';

/**
 * The bad input corpus of product save through the edit screen's own save functions
 * (createProduct, updateProduct) against the Firestore emulator and firestore.rules: the schema
 * refuses each case with the key of the message the form shows, the rules refuse the write as a
 * create and as an update, should a client skip the form, and nothing is written (read back with
 * rules off). Forged documents the app never writes: functions/test/rules/bad-input-saves.test.ts.
 */
const rules = rulesEnvironment('bad-input-product-save');
const PRODUCT = testAutoId('productSaved');
const NEW_ID = testAutoId('neverCreated');

const validProduct = (): ProductInput => ({
  ...newProductInput(),
  title: 'Bamboo board',
  links: { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' },
});

describe('product save with bad input', () => {
  let before: Record<string, unknown> | null;
  beforeEach(async () => {
    await rules.seed((db) =>
      setDoc(
        doc(db, paths.product(PRODUCT)),
        newProductDoc(validProduct(), OWNER, Timestamp.now()),
      ),
    );
    before = await rules.stored(paths.product(PRODUCT));
  });

  it('saves a valid product through both functions (the cases below fail for their input only)', async () => {
    const db = rules.owner();
    await assertSucceeds(createProduct(db, NEW_ID, OWNER, OWNER, validProduct()));
    await assertSucceeds(
      updateProduct(db, PRODUCT, OWNER, { ...validProduct(), title: 'Oak board' }),
    );
    expect(await rules.stored(paths.product(PRODUCT))).toMatchObject({ title: 'Oak board' });
  });

  it('keeps the variant SKUs an import added while the form was open, unless the seller changed them', async () => {
    const db = rules.owner();
    const loaded = { ...validProduct(), variantSkus: ['TS-S'] };
    await rules.seed((seeded) =>
      setDoc(doc(seeded, paths.product(PRODUCT)), {
        ...newProductDoc({ ...loaded, variantSkus: ['TS-S', 'TS-M'] }, OWNER, Timestamp.now()),
        title: 'eMAG DQ5B1FMBM',
        needsTitle: true,
      }),
    );
    // Renamed: the mark goes; the list the seller did not touch stays as the import left it.
    await assertSucceeds(
      updateProduct(
        db,
        PRODUCT,
        OWNER,
        { ...loaded, title: 'Oak board' },
        { loaded, titled: true },
      ),
    );
    const renamed = await rules.stored(paths.product(PRODUCT));
    expect(renamed).toMatchObject({ title: 'Oak board', variantSkus: ['TS-S', 'TS-M'] });
    expect(renamed).not.toHaveProperty('needsTitle');
    // The seller's own change of the list is written whole.
    await assertSucceeds(
      updateProduct(db, PRODUCT, OWNER, { ...loaded, variantSkus: ['TS-L'] }, { loaded }),
    );
    expect(await rules.stored(paths.product(PRODUCT))).toMatchObject({ variantSkus: ['TS-L'] });
  });

  it.each(PRODUCT_INPUT_CASES.map((c) => [c.name, c] as const))(
    'refuses %s: form message, rules on createProduct and updateProduct, nothing written',
    async (_name, { input, message }) => {
      const bad = input(validProduct()) as ProductInput;
      const result = v.safeParse(ProductInput, bad);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(message);
      expect(Object.values(ValidationMessage)).toContain(message);

      const db = rules.owner();
      await assertFails(createProduct(db, NEW_ID, OWNER, OWNER, bad));
      await assertFails(updateProduct(db, PRODUCT, OWNER, bad));
      expect(await rules.stored(paths.product(NEW_ID))).toBeNull();
      expect(await rules.stored(paths.product(PRODUCT))).toEqual(before);
    },
  );
});
