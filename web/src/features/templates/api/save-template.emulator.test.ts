import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  paths,
  storagePaths,
  TemplateInput,
  ValidationMessage,
} from '@shared';
import { TEMPLATE_INPUT_CASES } from '../../../../../functions/test/corpus/template-save';
import {
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import { createTemplate, updateTemplate } from './save-template';

/**
 * The bad input corpus of template save through the template editor's own save functions
 * (createTemplate, updateTemplate) against the Firestore emulator and firestore.rules: the schema
 * refuses each case with the key of the message the editor shows, the rules refuse the write as
 * a create and as an update, and nothing is written (read back with rules off). Forged documents
 * the app never writes: functions/test/rules/bad-input-saves.test.ts.
 */
const rules = rulesEnvironment('bad-input-template-save');
const TEMPLATE = 'template-saved';

const validTemplate = (): TemplateInput => ({
  name: 'Spring',
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thank you!' },
  qrStyle: { ...DEFAULT_QR_STYLE },
  logoPath: storagePaths.logo(OWNER, 'logo.png'),
  language: 'ro',
  complianceMode: true,
});

/** Every stored template, by id (rules off). */
async function storedTemplates(): Promise<Record<string, unknown>> {
  let all: Record<string, unknown> = {};
  await rules.seed(async (db) => {
    const snapshot = await getDocs(collection(db, COLLECTIONS.templates));
    all = Object.fromEntries(snapshot.docs.map((d) => [d.id, d.data()]));
  });
  return all;
}

describe('template save with bad input', () => {
  let before: Record<string, unknown>;
  beforeEach(async () => {
    const now = Timestamp.now();
    await rules.seed(async (db) => {
      // The profile the sign-in writes; a create counts itself in it (templateCount).
      await setDoc(doc(db, paths.seller(OWNER)), {
        displayName: 'Owner',
        email: 'owner@example.com',
        locale: 'ro',
        createdAt: now,
        templateCount: 1,
      });
      await setDoc(doc(db, paths.template(TEMPLATE)), {
        ...validTemplate(),
        ownerId: OWNER,
        createdAt: now,
        updatedAt: now,
      });
    });
    before = await storedTemplates();
  });

  it('saves a valid template through both functions (the cases below fail for their input only)', async () => {
    const db = rules.owner();
    const id = await createTemplate(db, OWNER, OWNER, validTemplate());
    await assertSucceeds(
      updateTemplate(db, TEMPLATE, OWNER, { ...validTemplate(), name: 'Summer' }),
    );
    const all = await storedTemplates();
    expect(Object.keys(all).sort()).toEqual([id, TEMPLATE].sort());
    expect(all[TEMPLATE]).toMatchObject({ name: 'Summer' });
  });

  it.each(TEMPLATE_INPUT_CASES.map((c) => [c.name, c] as const))(
    'refuses %s: editor message, rules on createTemplate and updateTemplate, nothing written',
    async (_name, { input, message }) => {
      const bad = input(validTemplate()) as TemplateInput;
      const result = v.safeParse(TemplateInput, bad);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(message);
      expect(Object.values(ValidationMessage)).toContain(message);

      const db = rules.owner();
      await assertFails(createTemplate(db, OWNER, OWNER, bad));
      await assertFails(updateTemplate(db, TEMPLATE, OWNER, bad));
      expect(await storedTemplates()).toEqual(before);
    },
  );
});
