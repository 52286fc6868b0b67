import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  importUploadExpiry,
  newImportJobDoc,
  newProductDoc,
  newProductInput,
  paths,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
} from '../../src/shared/index.js';
import { FIRESTORE_REFUSED_IDS, NOT_AUTO_IDS, UNSHAPED_IDS } from '../corpus/document-ids.js';
import { OWNER_UID, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

/**
 * Ids with a shape (shared/ids.ts): every document a seller creates from the browser has a
 * Firestore auto id. A seller attacking the system sends every other shape, Firestore's reserved
 * and refused ones included, to each create; each is refused (by the rules, or by Firestore
 * before them) and nothing is stored. The same payload under an auto id is accepted, so each
 * refusal is the id's.
 */
const rules = useRulesEnv('ids');
const TEMPLATE = testAutoId('idsTemplate');

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.template(TEMPLATE)), { ...templateInput(), ownerId: OWNER_UID });
    await setDoc(doc(db, paths.seller(OWNER_UID)), { [TEMPLATE_COUNT_FIELD]: 1 });
  });
});

function templateInput() {
  return {
    name: 'Spring sale',
    card: { ...DEFAULT_CARD_DESIGN, headline: 'Thanks!', callToAction: 'Scan me', brandName: '' },
    qrStyle: { ...DEFAULT_QR_STYLE },
    logoPath: '',
    language: 'en',
    complianceMode: true,
  };
}

const selection = { productIds: [testAutoId('someProduct')] };

/**
 * [entry point, path of a new document, what the web app writes there, and the id's count the web
 * app raises in the same commit (a template's)]
 */
const creates: [
  string,
  (id: string) => string,
  () => Record<string, unknown>,
  ((id: string) => [path: string, data: Record<string, unknown>])?,
][] = [
  [
    'a product',
    paths.product,
    () =>
      newProductDoc(
        { ...newProductInput(), title: 'Mug' },
        OWNER_UID,
        serverTimestamp(),
        OWNER_UID,
      ),
  ],
  [
    'a template',
    paths.template,
    () => ({
      ...templateInput(),
      ownerId: OWNER_UID,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      updatedBy: OWNER_UID,
    }),
    (id) => [
      paths.seller(OWNER_UID),
      {
        [TEMPLATE_COUNT_FIELD]: increment(1),
        [TEMPLATE_COUNTED_ID_FIELD]: id,
        [TEMPLATE_COUNTED_BY_FIELD]: OWNER_UID,
      },
    ],
  ],
  [
    'a template job',
    paths.templateJob,
    () => ({
      ownerId: OWNER_UID,
      createdBy: OWNER_UID,
      templateId: TEMPLATE,
      ...selection,
      status: 'queued',
      createdAt: serverTimestamp(),
    }),
  ],
  [
    'a delete job',
    paths.productDeleteJob,
    () => ({
      ownerId: OWNER_UID,
      createdBy: OWNER_UID,
      ...selection,
      status: 'queued',
      createdAt: serverTimestamp(),
    }),
  ],
  [
    'an import job',
    paths.importJob,
    () =>
      newImportJobDoc(
        OWNER_UID,
        OWNER_UID,
        {
          fileName: 'products.csv',
          rowCount: 1,
          chunkCount: 1,
          cardTexts: { headline: '', callToAction: '' },
        },
        serverTimestamp(),
        importUploadExpiry(Date.now()),
      ),
  ],
];

/** Whether the create was accepted; any refusal (the rules' or Firestore's own) is false. */
async function accepted(
  db: Firestore,
  path: () => string,
  data: Record<string, unknown>,
  counted?: () => [path: string, data: Record<string, unknown>],
) {
  try {
    const batch = writeBatch(db);
    batch.set(doc(db, path()), data);
    if (counted) {
      const [countPath, count] = counted();
      batch.update(doc(db, countPath), count);
    }
    await batch.commit();
    return true;
  } catch {
    return false;
  }
}

async function stored(path: string): Promise<boolean> {
  let found = false;
  await rules.seed(async (db) => {
    found = (await getDoc(doc(db, path))).exists();
  });
  return found;
}

const BAD_IDS = [...FIRESTORE_REFUSED_IDS, ...UNSHAPED_IDS, ...NOT_AUTO_IDS];

describe.each(creates)('creating %s', (_what, pathOf, data, counted) => {
  it('is accepted under an auto id', async () => {
    const id = testAutoId('goodId');
    const count = counted && (() => counted(id));
    expect(await accepted(rules.owner(), () => pathOf(id), data(), count)).toBe(true);
  });

  it.each(BAD_IDS)('is refused under %s, and nothing is stored', async (_name, id) => {
    const count = counted && (() => counted(id));
    expect(await accepted(rules.owner(), () => pathOf(id), data(), count)).toBe(false);
    // An id Firestore refuses cannot even be read back; only a storable one is checked.
    const storable = !FIRESTORE_REFUSED_IDS.some(([, refused]) => refused === id);
    if (storable) expect(await stored(pathOf(id))).toBe(false);
  });
});
