/**
 * Helpers for the resolution loop's tests against the real reviewApi function and triggers on
 * the emulators: a seller with a profile, a product, a low review through the API, and the
 * documents a case spans, read back with the Admin SDK.
 */
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { caseMailId } from '../../src/domains/cases/open-case.js';
import { reviewIdFor } from '../../src/domains/reviews/review-id.js';
import {
  CASE_CONSENT_VERSION,
  COLLECTIONS,
  paths,
  reviewApiPaths,
  type CaseDoc,
  type ReviewDoc,
} from '../../src/shared/index.js';
import { api, randomId, reviewBody, seedProduct } from './review-api-env.js';

export interface SeededSeller {
  ownerId: string;
  email: string;
  productId: string;
}

/**
 * A seller with a profile (name, proven sign-in address, language, alerts on) and one product,
 * minimum rating 4.
 */
export async function seedCaseSeller(
  db: Firestore,
  profile: Record<string, unknown> = {},
): Promise<SeededSeller> {
  const ownerId = randomId('case-seller');
  const email = `${ownerId}@example.com`;
  await db.doc(paths.seller(ownerId)).set({
    displayName: 'Maria Popescu',
    email,
    emailVerifiedAt: Timestamp.now(),
    locale: 'en',
    createdAt: Timestamp.now(),
    ...profile,
  });
  const productId = await seedProduct(db, { minRating: 4, title: 'Ceramic mug' }, ownerId);
  return { ownerId, email, productId };
}

/**
 * A review through the API: the submission id only its writer's browser holds, and the id the
 * review (and its case) is stored under, which the seller sees.
 */
export async function submitReview(
  base: string,
  productId: string,
  rating = 2,
): Promise<{ submissionId: string; caseId: string }> {
  const body = reviewBody(productId, { rating });
  const answer = await api(base, reviewApiPaths.reviews(), { body });
  expect(answer.status).toBe(201);
  return { submissionId: body.submissionId, caseId: reviewIdFor(body.submissionId) };
}

export function openCaseBody(
  productId: string,
  submissionId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    productId,
    submissionId,
    email: 'ana.customer@example.org',
    consent: true,
    consentVersion: CASE_CONSENT_VERSION,
    locale: 'ro',
    ...overrides,
  };
}

/** The token in a case email's link (`…/cases/{token}`). */
export function tokenIn(text: string): string {
  const match = /\/cases\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(text);
  if (!match?.[1]) throw new Error(`no case link in: ${text}`);
  return match[1];
}

/** The queued email of a case (mail/case-{caseId}-{suffix}), or null. */
export async function caseMail(db: Firestore, caseId: string, suffix: string) {
  const snap = await db.doc(paths.mail(caseMailId(caseId, suffix))).get();
  return snap.exists ? (snap.data() as StoredMail) : null;
}

/** A mail document as the Trigger Email extension reads it. */
export interface StoredMail {
  to: string[];
  message: { subject: string; text: string; html: string };
}

/** Every document of a case, as stored: what a test reads back. */
export async function caseState(db: Firestore, caseId: string) {
  const prefix = caseMailId(caseId, '');
  const [caseSnap, contact, messages, tokens, mails] = await Promise.all([
    db.doc(paths.case(caseId)).get(),
    db.doc(paths.caseContact(caseId)).get(),
    db.collection(paths.caseMessages(caseId)).orderBy('createdAt').get(),
    db.collection(COLLECTIONS.caseTokens).where('caseId', '==', caseId).get(),
    db
      .collection(COLLECTIONS.mail)
      .where(FieldPath.documentId(), '>=', prefix)
      .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`)
      .get(),
  ]);
  return {
    case: caseSnap.exists ? (caseSnap.data() as CaseDoc) : null,
    contact: contact.exists ? contact.data() : null,
    messages: messages.docs.map((doc) => doc.data()),
    tokens: tokens.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    mailIds: mails.docs.map((doc) => doc.id),
  };
}

export async function storedReview(db: Firestore, productId: string, reviewId: string) {
  return (await db.doc(paths.review(productId, reviewId)).get()).data() as ReviewDoc | undefined;
}

/**
 * A seller's reply as the rules let the web app write it (web/src/features/reviews-inbox/api/
 * case-actions.ts): the message and the case's count raised, naming it, in one commit. The
 * relayCaseMessage trigger then emails it. Returns the message's id.
 */
export async function sellerReply(
  db: Firestore,
  caseId: string,
  ownerId: string,
  text: string,
): Promise<string> {
  const reply = db.collection(paths.caseMessages(caseId)).doc();
  const commit = db.batch();
  commit.create(reply, { ownerId, author: 'seller', text, createdAt: Timestamp.now() });
  commit.update(db.doc(paths.case(caseId)), {
    messageCount: FieldValue.increment(1),
    lastSellerMessageId: reply.id,
  });
  await commit.commit();
  return reply.id;
}
