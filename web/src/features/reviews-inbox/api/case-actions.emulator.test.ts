import { collection, doc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { CASE_MAX_MESSAGES, paths } from '@shared';
import {
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import { sendCaseReply } from './case-actions';

/**
 * The seller's reply with the web app's own code against the real Firestore emulator and rules
 * (vitest project "emulator"): the thread's ceiling (CASE_MAX_MESSAGES) is checked in the commit
 * that counts the reply, so replies sent at once from several tabs at one below it add exactly
 * one (docs/decisions.md, "Abuse limits").
 */
const rules = rulesEnvironment('inbox-case-replies');
const CASE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const T0 = Timestamp.fromMillis(1_780_000_000_000);

async function seedCase(messageCount: number) {
  await rules.seed((db) =>
    setDoc(doc(db, paths.case(CASE)), {
      ownerId: OWNER,
      productId: 'product-1',
      reviewId: CASE,
      status: 'customer_replied',
      contact: 'confirmed',
      locale: 'en',
      createdAt: T0,
      confirmedAt: T0,
      lastActivityAt: T0,
      firstReplyAt: null,
      resolvedAt: null,
      messageCount,
      purgeAt: Timestamp.fromMillis(T0.toMillis() + 90 * 86_400_000),
    }),
  );
}

async function thread() {
  let size = 0;
  await rules.seed(async (db) => {
    size = (await getDocs(collection(db, paths.caseMessages(CASE)))).size;
  });
  return { count: (await rules.stored(paths.case(CASE)))?.messageCount, messages: size };
}

const AS_OWNER = { accountId: OWNER, uid: OWNER };

beforeEach(() => seedCase(CASE_MAX_MESSAGES - 1));

describe('sendCaseReply at the thread ceiling', () => {
  it('adds exactly one of 10 replies sent at once from 10 tabs at one below the ceiling', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        sendCaseReply(rules.owner(), AS_OWNER, CASE, `Reply number ${i}, sent at once.`),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await thread()).toEqual({ count: CASE_MAX_MESSAGES, messages: 1 });
  });

  it('counts each reply of a conversation once, up to the ceiling', async () => {
    await seedCase(CASE_MAX_MESSAGES - 3);
    const db = rules.owner();
    for (const text of ['First answer.', 'Second answer.']) {
      await sendCaseReply(db, AS_OWNER, CASE, text);
    }
    expect(await thread()).toEqual({ count: CASE_MAX_MESSAGES - 1, messages: 2 });
  });
});
