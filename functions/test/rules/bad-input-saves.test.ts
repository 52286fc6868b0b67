import { assertFails } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  ProductInput,
  TemplateInput,
  ValidationMessage,
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
 * against the real Firestore emulator and firestore.rules: each case gets a clear error (the
 * translated message key the form shows, and permission-denied from the rules) and writes
 * nothing, checked by reading the documents back with rules off.
 */
const rules = useRulesEnv('bad-input');
const PRODUCT = 'product-saved';
const TEMPLATE = 'template-saved';
const NEW_ID = 'never-created';

beforeAll(() => {
  setLogLevel('silent');
});

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
  }) as TemplateInput & Record<string, unknown>;

/** The fields the edit form's updateProduct() writes. */
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
  };
}

async function stored(path: string): Promise<Record<string, unknown> | null> {
  let data: Record<string, unknown> | null = null;
  await rules.seed(async (db) => {
    const snapshot = await getDoc(doc(db, path));
    data = snapshot.exists() ? snapshot.data() : null;
  });
  return data;
}

/** Schema first: a case the form could send must be refused with a key it translates. */
function expectSchemaMessage(schema: v.GenericSchema, input: unknown, message: string) {
  const result = v.safeParse(schema, input);
  expect(result.success).toBe(false);
  expect(result.issues?.[0]?.message).toBe(message);
  expect(Object.values(ValidationMessage)).toContain(message);
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
    before = await stored(paths.product(PRODUCT));
  });

  async function expectNothingWritten() {
    expect(await stored(paths.product(NEW_ID))).toBeNull();
    expect(await stored(paths.product(PRODUCT))).toEqual(before);
  }

  it.each(PRODUCT_INPUT_CASES.map((c) => [c.name, c] as const))(
    'refuses %s: form message, rules (create and update), nothing written',
    async (_name, { input, message }) => {
      const bad = input(validProduct()) as Record<string, unknown>;
      expectSchemaMessage(ProductInput, bad, message);
      const db: Firestore = rules.owner();
      await assertFails(
        setDoc(doc(db, paths.product(NEW_ID)), {
          ...newProductDoc(validProduct(), OWNER, serverTimestamp()),
          ...bad,
        }),
      );
      await assertFails(updateDoc(doc(db, paths.product(PRODUCT)), productUpdate(bad)));
      await expectNothingWritten();
    },
  );

  it.each(PRODUCT_DOC_CASES.map((c) => [c.name, c] as const))(
    'refuses %s (rules), nothing written',
    async (_name, { create, update }) => {
      const db = rules.owner();
      if (create) {
        const valid = newProductDoc(validProduct(), OWNER, serverTimestamp()) as Record<
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
        newProductDoc(validProduct(), OWNER, serverTimestamp()),
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
    before = await stored(paths.template(TEMPLATE));
  });

  const createPayload = (input: Record<string, unknown>) => ({
    ...input,
    ownerId: OWNER,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  const updatePayload = (input: Record<string, unknown>) => ({
    ...input,
    updatedAt: serverTimestamp(),
  });

  async function expectNothingWritten() {
    expect(await stored(paths.template(NEW_ID))).toBeNull();
    expect(await stored(paths.template(TEMPLATE))).toEqual(before);
  }

  it.each(TEMPLATE_INPUT_CASES.map((c) => [c.name, c] as const))(
    'refuses %s: form message, rules (create and update), nothing written',
    async (_name, { input, message }) => {
      const bad = input(validTemplate()) as Record<string, unknown>;
      expectSchemaMessage(TemplateInput, bad, message);
      const db = rules.owner();
      await assertFails(setDoc(doc(db, paths.template(NEW_ID)), createPayload(bad)));
      await assertFails(updateDoc(doc(db, paths.template(TEMPLATE)), updatePayload(bad)));
      await expectNothingWritten();
    },
  );

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
