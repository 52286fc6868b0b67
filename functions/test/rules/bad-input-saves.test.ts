import { assertFails } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  ProductInput,
  TemplateInput,
  newProductDoc,
  newProductInput,
  paths,
  storagePaths,
} from '../../src/shared/index.js';
import { PRODUCT_DOC_CASES, PRODUCT_INPUT_CASES } from '../corpus/product-save.js';
import { TEMPLATE_DOC_CASES, TEMPLATE_INPUT_CASES } from '../corpus/template-save.js';
import { OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';

/**
 * The bad input corpus of the two browser-written entry points, product save and template save,
 * against the real Firestore emulator and firestore.rules: the forged documents the app never
 * writes (server fields, another owner, client clocks) get permission-denied and write nothing,
 * checked by reading the documents back with rules off. The input cases (what the form could be
 * asked to save) run through the app's own save functions: web/src/features/products/api/
 * save-product.emulator.test.ts and web/src/features/templates/api/save-template.emulator.test.ts.
 */
const rules = useRulesEnv('bad-input');
const PRODUCT = 'product-saved';
const TEMPLATE = 'template-saved';
const NEW_ID = 'never-created';

const validProduct = () =>
  ({
    ...newProductInput(),
    title: 'Bamboo board',
    links: { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' },
  }) as ProductInput & Record<string, unknown>;

const validTemplate = () =>
  ({
    name: 'Spring',
    card: { ...DEFAULT_CARD_DESIGN, headline: 'Thank you!' },
    qrStyle: { ...DEFAULT_QR_STYLE },
    logoPath: storagePaths.logo(OWNER, 'logo.png'),
    language: 'ro',
    complianceMode: true,
  }) as TemplateInput & Record<string, unknown>;

/** The fields the edit form's updateProduct() writes: what a forged update starts from. */
function productUpdate(input: Record<string, unknown>) {
  const { title, sku, links, minRating, complianceMode, qrStyle, card } = input;
  return {
    title,
    sku,
    links,
    minRating,
    complianceMode,
    qrStyle,
    card,
    updatedAt: serverTimestamp(),
    updatedBy: OWNER,
  };
}

describe('bad input: product save', () => {
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

  async function expectNothingWritten() {
    expect(await rules.stored(paths.product(NEW_ID))).toBeNull();
    expect(await rules.stored(paths.product(PRODUCT))).toEqual(before);
  }

  it.each(PRODUCT_DOC_CASES.map((c) => [c.name, c] as const))(
    'refuses %s (rules), nothing written',
    async (_name, { create, update }) => {
      const db = rules.owner();
      if (create) {
        const valid = newProductDoc(validProduct(), OWNER, serverTimestamp(), OWNER) as Record<
          string,
          unknown
        >;
        await assertFails(setDoc(doc(db, paths.product(NEW_ID)), create(valid)));
      }
      if (update) {
        const valid = productUpdate(validProduct()) as Record<string, unknown>;
        await assertFails(updateDoc(doc(db, paths.product(PRODUCT)), update(valid)));
      }
      await expectNothingWritten();
    },
  );

  it('refuses a valid product under a deleted (tombstoned) id, nothing written', async () => {
    await rules.seed((db) =>
      setDoc(doc(db, paths.deletedProduct(NEW_ID)), { ownerId: OWNER, deletedAt: Timestamp.now() }),
    );
    await assertFails(
      setDoc(
        doc(rules.owner(), paths.product(NEW_ID)),
        newProductDoc(validProduct(), OWNER, serverTimestamp(), OWNER),
      ),
    );
    await expectNothingWritten();
  });
});

describe('bad input: template save', () => {
  let before: Record<string, unknown> | null;
  beforeEach(async () => {
    await rules.seed((db) =>
      setDoc(doc(db, paths.template(TEMPLATE)), {
        ...validTemplate(),
        ownerId: OWNER,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      }),
    );
    before = await rules.stored(paths.template(TEMPLATE));
  });

  const createPayload = (input: Record<string, unknown>) => ({
    ...input,
    ownerId: OWNER,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: OWNER,
  });
  const updatePayload = (input: Record<string, unknown>) => ({
    ...input,
    updatedAt: serverTimestamp(),
    updatedBy: OWNER,
  });

  async function expectNothingWritten() {
    expect(await rules.stored(paths.template(NEW_ID))).toBeNull();
    expect(await rules.stored(paths.template(TEMPLATE))).toEqual(before);
  }

  it.each(TEMPLATE_DOC_CASES.map((c) => [c.name, c] as const))(
    'refuses %s (rules), nothing written',
    async (_name, { create, update }) => {
      const db = rules.owner();
      if (create) {
        await assertFails(
          setDoc(doc(db, paths.template(NEW_ID)), create(createPayload(validTemplate()))),
        );
      }
      if (update) {
        await assertFails(
          updateDoc(doc(db, paths.template(TEMPLATE)), update(updatePayload(validTemplate()))),
        );
      }
      await expectNothingWritten();
    },
  );
});

describe('bad input corpus size', () => {
  it('counts the cases of both entry points', () => {
    const product = PRODUCT_INPUT_CASES.length + PRODUCT_DOC_CASES.length + 1;
    const template = TEMPLATE_INPUT_CASES.length + TEMPLATE_DOC_CASES.length;
    console.log(`bad input corpus: product save ${product}, template save ${template}`);
    expect(product).toBeGreaterThanOrEqual(60);
    expect(template).toBeGreaterThanOrEqual(35);
  });
});
