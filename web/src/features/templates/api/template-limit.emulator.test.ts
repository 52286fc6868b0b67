import { assertFails } from '@firebase/rules-unit-testing';
import { getDocs, setDoc, doc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  MAX_TEMPLATES_PER_SELLER,
  TEMPLATE_COUNT_FIELD,
  paths,
  type TemplateInput,
} from '@shared';
import {
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import type { useToast } from '@/components/ui/toast';
import { sellerTemplatesQuery } from '@/lib/firestore';
import { reportCreateFailure } from '../lib/create-failure';
import { templateLimitMessage, templateMessages } from '../messages';
import { createTemplate } from './save-template';
import { atTemplateLimit } from './template-limit';

/**
 * The template ceiling as the templates screen meets it (docs/decisions.md, "Ceilings"): the
 * screen's own createTemplate against firestore.rules at the seller's counted templates, the
 * message the refused create shows, and the screen's bounded query reading the data back.
 */
const rules = rulesEnvironment('template-limit-screen');

const input = (): TemplateInput => ({
  name: 'Spring',
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thank you!' },
  qrStyle: { ...DEFAULT_QR_STYLE },
  logoPath: '',
  language: 'en',
  complianceMode: true,
});

const setCount = (templateCount: number) =>
  rules.seed((db) =>
    setDoc(doc(db, paths.seller(OWNER)), { [TEMPLATE_COUNT_FIELD]: templateCount }),
  );

/** The toasts a failure raised (the screen's useToast, recorded). */
function recordedToasts() {
  const raised: { message: unknown; options: unknown }[] = [];
  const toast = {
    error: (message: unknown, options?: unknown) => {
      raised.push({ message, options });
      return 'toast';
    },
  } as unknown as ReturnType<typeof useToast>;
  return { toast, raised };
}

describe('creating a template at the ceiling', () => {
  it('is refused, writes nothing, and says the limit with the number', async () => {
    await setCount(MAX_TEMPLATES_PER_SELLER);
    const db = rules.owner();
    await assertFails(createTemplate(db, OWNER, OWNER, input()));
    expect((await getDocs(sellerTemplatesQuery(db, OWNER))).size).toBe(0);

    const { toast, raised } = recordedToasts();
    await reportCreateFailure(toast, () => atTemplateLimit(db, OWNER));
    expect(raised).toEqual([
      {
        message: templateLimitMessage,
        options: { values: { max: MAX_TEMPLATES_PER_SELLER }, persist: true },
      },
    ]);
  });

  it('below the ceiling the create is saved, counted and read back; another failure says saving failed', async () => {
    await setCount(MAX_TEMPLATES_PER_SELLER - 2);
    const db = rules.owner();
    const id = await createTemplate(db, OWNER, OWNER, input());
    const read = await getDocs(sellerTemplatesQuery(db, OWNER));
    expect(read.docs.map((snapshot) => [snapshot.id, snapshot.data().name])).toEqual([
      [id, 'Spring'],
    ]);
    // Counted in the create's own commit: one below the ceiling now.
    expect((await rules.stored(paths.seller(OWNER)))?.[TEMPLATE_COUNT_FIELD]).toBe(
      MAX_TEMPLATES_PER_SELLER - 1,
    );

    const { toast, raised } = recordedToasts();
    await reportCreateFailure(toast, () => atTemplateLimit(db, OWNER));
    expect(raised).toEqual([{ message: templateMessages.saveFailed, options: undefined }]);
  });

  it('the last create before the ceiling reaches it at once: the next says the limit', async () => {
    await setCount(MAX_TEMPLATES_PER_SELLER - 1);
    const db = rules.owner();
    await createTemplate(db, OWNER, OWNER, input());
    await assertFails(createTemplate(db, OWNER, OWNER, input()));
    const { toast, raised } = recordedToasts();
    await reportCreateFailure(toast, () => atTemplateLimit(db, OWNER));
    expect(raised.map((toastRaised) => toastRaised.message)).toEqual([templateLimitMessage]);
  });
});
