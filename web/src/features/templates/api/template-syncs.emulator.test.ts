import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDocs, setDoc, setLogLevel, Timestamp } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@shared';
import {
  OTHER_UID as OTHER,
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import { splitRows } from '@/lib/firestore';
import { progressByTemplate, workingSyncsQuery } from './template-syncs';

/**
 * The templates screen's read of the syncs under way, against firestore.rules: the screen's own
 * query answers the signed-in seller's working syncs, and nothing of another seller's.
 */
const rules = rulesEnvironment('template-syncs-screen');

beforeAll(() => {
  setLogLevel('silent');
});

const sync = (ownerId: string, templateId: string, status: string, processed: number) => ({
  ownerId,
  templateId,
  designKey: 'a'.repeat(32),
  status,
  createdAt: Timestamp.now(),
  total: 1_000,
  processed,
});

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.templateSyncJob('tplA-1')), sync(OWNER, 'tplA', 'running', 400));
    await setDoc(doc(db, paths.templateSyncJob('tplB-1')), sync(OWNER, 'tplB', 'done', 1_000));
    await setDoc(doc(db, paths.templateSyncJob('tplC-1')), sync(OTHER, 'tplC', 'running', 10));
  });
});

describe('the templates screen’s syncs under way', () => {
  it('are the seller’s own working syncs, read through the rules', async () => {
    const snapshot = await assertSucceeds(getDocs(workingSyncsQuery(rules.owner(), OWNER)));
    const { rows, invalid } = splitRows(snapshot.docs);
    expect(invalid).toEqual([]);
    expect(progressByTemplate(rows)).toEqual(new Map([['tplA', { processed: 400, total: 1_000 }]]));
  });

  it('another seller or a visitor cannot ask for the seller’s', async () => {
    await assertFails(getDocs(workingSyncsQuery(rules.otherSeller(), OWNER)));
    await assertFails(getDocs(workingSyncsQuery(rules.anonymous(), OWNER)));
    const theirs = await getDocs(workingSyncsQuery(rules.otherSeller(), OTHER));
    expect(theirs.docs.map((snapshot) => snapshot.id)).toEqual(['tplC-1']);
  });
});
