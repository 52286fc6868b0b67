import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import {
  allows,
  bucketFor,
  CASE_RATE_LIMITS,
  countWithin,
  rateLimitIncrement,
} from '../../platform/rate-limit.js';
import { decideReview } from '../reviews/decision.js';
import { reviewIdFor } from '../reviews/review-id.js';
import { sellerNameFor } from '../sellers/seller-name.js';
import {
  CASE_CONFIRM_TOKEN_TTL_MS,
  caseSettingsOf,
  paths,
  type CaseContactDoc,
  type CaseDoc,
  type CaseTokenDoc,
  type OpenCaseRequest,
  type ProductDoc,
  type SellerDoc,
} from '../../shared/index.js';
import { emailHash } from '../../platform/mail/mail-keys.js';
import { newLinkToken } from '../../platform/link-tokens.js';
import { caseConfirmationEmail, caseLinkFor } from './customer-emails.js';
import { purgeAtFor } from './retention.js';

export type OpenCaseResult =
  | { kind: 'ok'; duplicate: boolean }
  | { kind: 'product_not_found' }
  | { kind: 'product_deleted' }
  | { kind: 'case_not_offered' }
  | { kind: 'case_exists' }
  | { kind: 'rate_limited' }
  | { kind: 'address_limit' };

export interface OpenCaseDeps {
  now: Date;
  /** The rate-limit salt: keys the visitor's and the address's counters. */
  salt: string;
  /** The app's origin: the confirmation link is on it. */
  origin: string;
}

/** The mail document of a case's confirmation email (erasure deletes every `case-{id}-…`). */
export function caseMailId(caseId: string, suffix: string): string {
  return `case-${caseId}-${suffix}`;
}

/** A product a case can be about, with its seller's profile (undefined without one). */
async function caseProduct(
  db: Firestore,
  productId: string,
): Promise<
  | { product: ProductDoc; seller: SellerDoc | undefined }
  | { kind: 'product_not_found' | 'product_deleted' }
> {
  const [productSnap, tombstone] = await getAllConverted(
    db,
    db.doc(paths.product(productId)).withConverter(converters.product),
    db.doc(paths.deletedProduct(productId)),
  );
  if (tombstone.exists) return { kind: 'product_deleted' };
  const product = validData(productSnap);
  if (!product) return { kind: 'product_not_found' };
  const sellerSnap = await db
    .doc(paths.seller(product.ownerId))
    .withConverter(converters.seller)
    .get();
  return { product, seller: validData(sellerSnap) ?? undefined };
}

/**
 * The consent form (POST /api/cases): one case per review, and only the browser that wrote the
 * review can open or repeat it: the review and its case are named by reviewIdFor(submission id),
 * so the id the seller sees in their inbox names no review here (docs/decisions.md, "No existence
 * oracles"). First the visitor's form is counted (countWithin), before anything is looked up;
 * then, in one transaction: the case (no address), the contact (the address), the confirmation
 * link's token (its hash), the confirmation email and the address's counter; a refused request
 * writes nothing else. A retry with the same address answers the same without a second email.
 */
export async function openCase(
  db: Firestore,
  request: OpenCaseRequest,
  clientKey: string,
  deps: OpenCaseDeps,
): Promise<OpenCaseResult> {
  const { now } = deps;
  const clientBucket = bucketFor(CASE_RATE_LIMITS.opens, clientKey, now.getTime());
  if (!(await countWithin(db, clientBucket))) return { kind: 'rate_limited' };

  const caseId = reviewIdFor(request.submissionId);
  const hash = emailHash(request.email, deps.salt);
  const addressBucket = bucketFor(CASE_RATE_LIMITS.unconfirmedPerAddress, hash, now.getTime());
  const refs = {
    review: db.doc(paths.review(request.productId, caseId)).withConverter(converters.review),
    case: db.doc(paths.case(caseId)).withConverter(converters.case),
    contact: db.doc(paths.caseContact(caseId)).withConverter(converters.caseContact),
    addressBucket: db
      .doc(paths.rateLimit(addressBucket.docId))
      .withConverter(converters.rateLimitBucket),
  };

  const read = await caseProduct(db, request.productId);
  if ('kind' in read) return read;
  const { product, seller } = read;
  const days = caseSettingsOf(seller).retentionDays;
  const keys = await mailKeys(db);

  return db.runTransaction(async (tx): Promise<OpenCaseResult> => {
    const [reviewSnap, caseSnap, contactSnap, addressSnap] = await getAllConverted(
      tx,
      refs.review,
      refs.case,
      refs.contact,
      refs.addressBucket,
    );
    // The confirmation email's gate (platform/mail/queue-mail.ts): nothing goes to an address whose
    // owner stopped every email of the app, nor beyond its ceilings; the case opens all the same.
    const gate = await readMailGate(tx, db, {
      keys,
      to: request.email,
      scope: { kind: 'case', caseId },
      now,
      origin: deps.origin,
    });
    const review = validData(reviewSnap);
    // The review's owner, never whoever owns the product path now.
    if (!review || review.ownerId !== product.ownerId) return { kind: 'case_not_offered' };
    if (caseSnap.exists) {
      const existing = validData(caseSnap);
      const contact = validData(contactSnap);
      // The same address as typed (a plus-tag or a dot more is another address to send to).
      const sameRequest =
        existing?.productId === request.productId &&
        existing.contact === 'pending_confirmation' &&
        contact?.email.toLowerCase() === request.email.toLowerCase();
      return sameRequest ? { kind: 'ok', duplicate: true } : { kind: 'case_exists' };
    }
    // Offered only where the submission's answer offered it: the review's own decision, asked now.
    const decision = decideReview(
      product,
      seller,
      {
        rating: review.rating,
        store: review.store,
        createdAt: review.createdAt?.toDate() ?? null,
        published: review.published,
      },
      now,
    );
    if (!decision.next.contactOffer) return { kind: 'case_not_offered' };
    if (!allows(addressBucket, validData(addressSnap)?.count ?? 0)) {
      return { kind: 'address_limit' };
    }

    const at = Timestamp.fromDate(now);
    const purgeAt = Timestamp.fromDate(purgeAtFor(now, days, false));
    const caseDoc: CaseDoc = {
      ownerId: review.ownerId,
      productId: request.productId,
      reviewId: caseId,
      status: 'new',
      contact: 'pending_confirmation',
      locale: request.locale,
      consent: { textVersion: request.consentVersion, at, locale: request.locale },
      createdAt: at,
      confirmedAt: null,
      lastActivityAt: at,
      firstReplyAt: null,
      resolvedAt: null,
      messageCount: 0,
      purgeAt,
    };
    const contact: CaseContactDoc = {
      email: request.email,
      emailHash: hash,
      confirmedAt: null,
      unconfirmedBucket: addressBucket.docId,
      unconfirmedBucketExpiresAt: Timestamp.fromDate(addressBucket.expiresAt),
      purgeAt,
    };
    const token = newLinkToken();
    const tokenDoc: CaseTokenDoc = {
      caseId,
      purpose: 'confirm',
      createdAt: at,
      expiresAt: Timestamp.fromMillis(now.getTime() + CASE_CONFIRM_TOKEN_TTL_MS),
    };
    tx.create(refs.case, caseDoc);
    tx.create(refs.contact, contact);
    tx.create(db.doc(paths.caseToken(token.hash)).withConverter(converters.caseToken), tokenDoc);
    tx.set(refs.addressBucket, rateLimitIncrement(addressBucket), { merge: true });
    queueMail(
      db,
      tx,
      gate,
      caseMailId(caseId, 'confirm'),
      caseConfirmationEmail({
        locale: request.locale,
        seller: sellerNameFor(product, seller),
        product: product.title,
        link: caseLinkFor(deps.origin, token.token),
        stops: gate.links,
      }),
    );
    return { kind: 'ok', duplicate: false };
  });
}
