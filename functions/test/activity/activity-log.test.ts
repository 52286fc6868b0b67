import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp as ClientTimestamp,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { relaySellerMessage } from '../../src/domains/cases/relay-seller-message.js';
import { recordProductActivity } from '../../src/domains/products/product-activity.js';
import { recordTemplateChange } from '../../src/domains/templates/template-activity.js';
import {
  ACTIVITY_PAGE_MAX,
  COLLECTIONS,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_RETENTION_MS,
  TEMPLATE_COUNT_FIELD,
  newProductDoc,
  newProductInput,
  paths,
  type ActivityEntryDoc,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import {
  createTemplateAs,
  deleteProductAs,
  deleteTemplateAs,
  productInput,
  templateInput,
} from '../support/member-writes.js';
import { PERSONA_UIDS, TEAM_ACCOUNT, useRulesEnv } from '../support/rules-env.js';
import { runImportJob, runProductDeleteJob, runTemplateJob } from '../support/run-jobs.js';
import { testAutoId } from '../support/test-ids.js';
import { sheetRows, uploadImport } from '../imports/upload.js';

/**
 * Who did what (docs/decisions.md, "Who did what"): each action a member takes, written as the
 * app writes it (under firestore.rules, as that member), produces exactly one entry in the
 * account's activity log naming them, through the same domain code the triggers and jobs run.
 * A write that names another member is refused; what functions write records nothing per product.
 */
// Admin first: its hook clears the project before the rules env seeds the team.
const { db } = useAdminFirestore('demo-qr-reviews-rules-activity-log');
const rules = useRulesEnv('activity-log');

const T = TEAM_ACCOUNT;
const MANAGER = PERSONA_UIDS.manager;
const MANAGER_NAME = `manager ${MANAGER}`;
const OWNER = PERSONA_UIDS.owner;
const PRODUCT = testAutoId('activityProduct');
const TEMPLATE = testAutoId('activityTemplate');

const profile = () => ({
  displayName: 'Team account',
  email: '',
  locale: 'en',
  createdAt: ClientTimestamp.now(),
  [TEMPLATE_COUNT_FIELD]: 1,
});

async function entries(): Promise<ActivityEntryDoc[]> {
  const snapshot = await db.collection(paths.accountActivity(T)).orderBy('at', 'desc').get();
  return snapshot.docs.map((d) => d.data() as ActivityEntryDoc);
}

/** A client write as the trigger sees it: the document before and after. */
async function around(path: string, write: () => Promise<unknown>) {
  const before = await db.doc(path).get();
  await write();
  const after = await db.doc(path).get();
  return { before, after };
}

const productChange = (sides: { before: DocumentSnapshot; after: DocumentSnapshot }) =>
  recordProductActivity(db, { productId: PRODUCT, ...sides });
const templateChange = (sides: { before: DocumentSnapshot; after: DocumentSnapshot }) =>
  recordTemplateChange(db, { templateId: TEMPLATE, ...sides });

describe('a member’s product writes', () => {
  it('each record one entry by that member: create, edit, delete', async () => {
    const manager = rules.as('manager');
    await rules.seed((c) => setDoc(doc(c, paths.seller(T)), profile()));
    await productChange(
      await around(paths.product(PRODUCT), () =>
        setDoc(
          doc(manager, paths.product(PRODUCT)),
          newProductDoc(productInput(), T, serverTimestamp(), MANAGER),
        ),
      ),
    );
    const edit = await around(paths.product(PRODUCT), () =>
      updateDoc(doc(manager, paths.product(PRODUCT)), {
        title: 'Oak board',
        updatedAt: serverTimestamp(),
        updatedBy: MANAGER,
      }),
    );
    await productChange(edit);
    await productChange(edit); // a retried event
    await productChange(
      await around(paths.product(PRODUCT), () => deleteProductAs(manager, T, PRODUCT, MANAGER)),
    );

    const log = await entries();
    expect(log.map((e) => [e.kind, e.actorUid, e.actorName, e.subject.name])).toEqual([
      ['product.deleted', MANAGER, MANAGER_NAME, 'Oak board'],
      ['product.updated', MANAGER, MANAGER_NAME, 'Oak board'],
      ['product.created', MANAGER, MANAGER_NAME, 'Bamboo cutting board'],
    ]);
    const at = (log[1]!.at as Timestamp).toMillis();
    expect((log[1]!.expiresAt as Timestamp).toMillis()).toBe(at + ACTIVITY_RETENTION_MS);
  });

  it('refuses a write that names another member, or none', async () => {
    const manager = rules.as('manager');
    await rules.seed((c) =>
      setDoc(
        doc(c, paths.product(PRODUCT)),
        newProductDoc(productInput(), T, ClientTimestamp.now()),
      ),
    );
    const id = testAutoId('forgedProduct');
    await assertFails(
      setDoc(
        doc(manager, paths.product(id)),
        newProductDoc(productInput(), T, serverTimestamp(), OWNER),
      ),
    );
    await assertFails(
      setDoc(doc(manager, paths.product(id)), newProductDoc(productInput(), T, serverTimestamp())),
    );
    await assertFails(
      updateDoc(doc(manager, paths.product(PRODUCT)), {
        title: 'Forged',
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    await assertFails(
      updateDoc(doc(manager, paths.product(PRODUCT)), {
        title: 'Unsigned',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteProductAs(manager, T, PRODUCT, OWNER));
    expect(await rules.stored(paths.product(PRODUCT))).toMatchObject({
      title: 'Bamboo cutting board',
    });
  });

  it('records nothing for what functions write (an import’s update, the list fields)', async () => {
    await db
      .doc(paths.product(PRODUCT))
      .set(newProductDoc(productInput(), T, Timestamp.fromMillis(1000), MANAGER));
    const imported = await around(paths.product(PRODUCT), () =>
      db.doc(paths.product(PRODUCT)).update({
        title: 'Imported title',
        updatedAt: FieldValue.serverTimestamp(),
        updatedBy: FieldValue.delete(),
      }),
    );
    await productChange(imported);
    const derived = await around(paths.product(PRODUCT), () =>
      db.doc(paths.product(PRODUCT)).update({ inProductCount: true }),
    );
    await productChange(derived);
    expect(await entries()).toEqual([]);
  });
});

describe('a member’s template writes', () => {
  it('each record one entry by that member: create, edit, delete', async () => {
    const manager = rules.as('manager');
    await rules.seed((c) => setDoc(doc(c, paths.seller(T)), { ...profile(), templateCount: 0 }));
    await templateChange(
      await around(paths.template(TEMPLATE), () => createTemplateAs(manager, T, TEMPLATE, MANAGER)),
    );
    await assertFails(
      updateDoc(doc(manager, paths.template(TEMPLATE)), {
        name: 'Forged',
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    await templateChange(
      await around(paths.template(TEMPLATE), () =>
        updateDoc(doc(manager, paths.template(TEMPLATE)), {
          name: 'Summer',
          updatedAt: serverTimestamp(),
          updatedBy: MANAGER,
        }),
      ),
    );
    await assertFails(deleteTemplateAs(manager, T, TEMPLATE, OWNER));
    await templateChange(
      await around(paths.template(TEMPLATE), () => deleteTemplateAs(manager, T, TEMPLATE, MANAGER)),
    );
    expect((await entries()).map((e) => [e.kind, e.actorUid, e.subject.name])).toEqual([
      ['template.deleted', MANAGER, 'Summer'],
      ['template.updated', MANAGER, 'Summer'],
      ['template.created', MANAGER, 'Spring'],
    ]);
  });
});

describe('a member’s jobs', () => {
  async function seedProducts(ids: string[]) {
    for (const id of ids) {
      await db.doc(paths.product(id)).set(newProductDoc(productInput(), T, Timestamp.now()));
    }
  }

  it('Apply Template records one entry for all its products, by the member who started it', async () => {
    await seedProducts(['p1', 'p2', 'p3']);
    await db.doc(paths.template(TEMPLATE)).set({
      ...templateInput(),
      ownerId: T,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const jobId = testAutoId('applyJob');
    await assertSucceeds(
      setDoc(doc(rules.as('manager'), paths.templateJob(jobId)), {
        ownerId: T,
        templateId: TEMPLATE,
        productIds: ['p1', 'p2', 'p3'],
        status: 'queued',
        createdAt: serverTimestamp(),
        createdBy: MANAGER,
      }),
    );
    await runTemplateJob(db, jobId);
    await runTemplateJob(db, jobId); // a replayed task
    const log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'template.applied',
      actorUid: MANAGER,
      actorName: MANAGER_NAME,
      subject: { type: 'template', id: TEMPLATE, name: 'Spring' },
      count: 3,
    });
    // Its product writes name no member: the product trigger records none of them.
    expect((await db.doc(paths.product('p1')).get()).get('updatedBy')).toBeUndefined();
  });

  it('a bulk delete records one entry, and none per product', async () => {
    await seedProducts(['p1', 'p2']);
    const jobId = testAutoId('deleteJob');
    await assertSucceeds(
      setDoc(doc(rules.as('manager'), paths.productDeleteJob(jobId)), {
        ownerId: T,
        productIds: ['p1', 'p2'],
        status: 'queued',
        createdAt: serverTimestamp(),
        createdBy: MANAGER,
      }),
    );
    const before = await db.doc(paths.product('p1')).get();
    await runProductDeleteJob(db, jobId);
    await recordProductActivity(db, {
      productId: 'p1',
      before,
      after: await db.doc(paths.product('p1')).get(),
    });
    const log = await entries();
    expect(log.map((e) => [e.kind, e.actorUid, e.count])).toEqual([
      ['products.deleted', MANAGER, 2],
    ]);
  });

  it('an import records one entry for its file, by the member who uploaded it', async () => {
    const jobId = await uploadImport(
      db,
      T,
      sheetRows([
        { sku: 'A-1', title: 'Bowl' },
        { sku: 'A-2', title: 'Mug' },
      ]),
      { fileName: 'spring.csv' },
    );
    await runImportJob(db, jobId);
    const log = await entries();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      kind: 'import.done',
      actorUid: OWNER,
      subject: { type: 'import', id: jobId, name: 'spring.csv' },
      count: 2,
    });
  });
});

describe('a case reply', () => {
  const CASE = 'c0ffee00c0ffee00c0ffee00c0ffee01';

  it('records the member who answered and shows the customer their name, never their address', async () => {
    const at = Timestamp.now();
    await db
      .doc(paths.product('p1'))
      .set(newProductDoc({ ...newProductInput(), title: 'Bamboo board' }, T, at));
    await db.doc(paths.case(CASE)).set({
      ownerId: T,
      productId: 'p1',
      reviewId: CASE,
      status: 'new',
      contact: 'confirmed',
      locale: 'en',
      createdAt: at,
      confirmedAt: at,
      lastActivityAt: at,
      firstReplyAt: null,
      resolvedAt: null,
      messageCount: 1,
      purgeAt: Timestamp.fromMillis(at.toMillis() + 86_400_000),
    });
    await db.doc(paths.caseContact(CASE)).set({
      email: 'customer@example.com',
      emailHash: 'hash',
      confirmedAt: at,
      unconfirmedBucket: 'bucket',
      unconfirmedBucketExpiresAt: at,
      purgeAt: Timestamp.fromMillis(at.toMillis() + 86_400_000),
    });
    const support = PERSONA_UIDS.support;
    const messageId = testAutoId('replyMessage');
    const reply = {
      ownerId: T,
      author: 'seller' as const,
      text: 'We are sending a new one.',
      createdAt: at,
      createdBy: support,
    };
    await db.doc(paths.caseMessage(CASE, messageId)).set(reply);
    const deps = { now: new Date(), origin: 'https://app.example' };
    expect(await relaySellerMessage(db, CASE, messageId, reply, deps)).toBe('relayed');
    expect(await relaySellerMessage(db, CASE, messageId, reply, deps)).toBe('already_relayed');

    const log = await entries();
    expect(log.map((e) => [e.kind, e.actorUid, e.actorName, e.subject])).toEqual([
      [
        'case.replied',
        support,
        `support ${support}`,
        { type: 'case', id: CASE, name: 'Bamboo board' },
      ],
    ]);
    expect((await db.doc(paths.caseMessage(CASE, messageId)).get()).get('authorName')).toBe(
      `support ${support}`,
    );
    const mails = await db.collection(COLLECTIONS.mail).get();
    expect(mails.size).toBe(1);
    const { text, html } = mails.docs[0]!.get('message') as { text: string; html: string };
    expect(text).toContain(`Answered by support ${support}`);
    expect(html).toContain(`Answered by support ${support}`);
    expect(`${text}${html}`).not.toContain(`${support}@example.com`);
  });
});

describe('reading the log', () => {
  async function seedEntries(count: number) {
    const batch = db.batch();
    for (let i = 0; i < count; i += 1) {
      batch.set(db.doc(paths.activityEntry(T, `e${String(i).padStart(3, '0')}`)), {
        kind: 'product.updated',
        actorUid: MANAGER,
        actorName: MANAGER_NAME,
        at: Timestamp.fromMillis(1_000_000 + i * 1000),
        subject: { type: 'product', id: `p${i}`, name: `Product ${i}` },
        expiresAt: Timestamp.fromMillis(1_000_000 + i * 1000 + ACTIVITY_RETENTION_MS),
      });
    }
    await batch.commit();
  }
  const page = (c: ClientFirestore, size: number) =>
    getDocs(query(collection(c, paths.accountActivity(T)), orderBy('at', 'desc'), limit(size)));

  it('Owner and Manager read it a page at a time; nobody else, and no page over the maximum', async () => {
    await seedEntries(3);
    const read = await assertSucceeds(page(rules.as('manager'), ACTIVITY_PAGE_SIZE));
    expect(read.docs.map((d) => d.id)).toEqual(['e002', 'e001', 'e000']);
    await assertSucceeds(page(rules.as('owner'), ACTIVITY_PAGE_MAX));
    await assertFails(page(rules.as('manager'), ACTIVITY_PAGE_MAX + 1));
    await assertFails(getDocs(collection(rules.as('owner'), paths.accountActivity(T))));
    for (const persona of [
      'support',
      'viewer',
      'removedMember',
      'otherAccountMember',
      'anonymous',
    ] as const) {
      await assertFails(page(rules.as(persona), ACTIVITY_PAGE_SIZE));
    }
  });

  it('no client writes an entry, not even the Owner', async () => {
    await seedEntries(1);
    const owner = rules.as('owner');
    await assertFails(
      setDoc(doc(owner, paths.activityEntry(T, 'forged')), {
        kind: 'product.updated',
        actorUid: MANAGER,
        actorName: 'Someone else',
        at: serverTimestamp(),
        subject: { type: 'product', id: 'p1', name: 'Board' },
        expiresAt: serverTimestamp(),
      }),
    );
    await assertFails(updateDoc(doc(owner, paths.activityEntry(T, 'e000')), { actorUid: OWNER }));
    await assertFails(deleteDoc(doc(owner, paths.activityEntry(T, 'e000'))));
  });
});
