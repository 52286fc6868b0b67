/**
 * Firestore converters for the Admin SDK: every document a function reads passes through its
 * shared valibot schema (parseStoredDoc) instead of a cast. A document that does not match throws
 * InvalidDocumentError, which the domain code reports as an invalid document.
 */
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import type * as v from 'valibot';
import {
  AccountDoc,
  AnalyticsBufferDoc,
  CaseContactDoc,
  CaseDoc,
  CaseMessageDoc,
  CaseStatsDoc,
  CaseTokenDoc,
  AnalyticsYearDoc,
  CountedProductFields,
  FunnelDayDoc,
  InvalidDocumentError,
  LegacyReviewFields,
  MemberDoc,
  PersonDoc,
  ImportChunkDoc,
  ImportJobDoc,
  ImportResultDoc,
  ProductDeleteJobDoc,
  ProductDoc,
  PublicProductDoc,
  RankingYearDoc,
  RateLimitBucketDoc,
  ReviewDoc,
  RollUpRetryDoc,
  SellerDoc,
  TemplateDoc,
  TemplateJobDoc,
  TemplateSyncJobDoc,
  parseStoredDoc,
} from '../shared/index.js';
import { AlertAddressTokenDoc, MailStopDoc } from '../shared/schemas/mail.js';
import { InvitationCountDoc, InvitationDoc } from '../shared/schemas/invitation.js';
import {
  AlertFollowUpJobDoc,
  AnalyticsRollUpJobDoc,
  DigestRunDoc,
  ProductPurgeJobDoc,
} from '../shared/schemas/server-jobs.js';

export function schemaConverter<TSchema extends v.GenericSchema>(
  schema: TSchema,
): FirestoreDataConverter<v.InferOutput<TSchema>> {
  return {
    // Writes are built by the domain code in the shapes the schemas describe.
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      parseStoredDoc(schema, snapshot.ref.path, snapshot.data()),
  };
}

export const converters = {
  account: schemaConverter(AccountDoc),
  member: schemaConverter(MemberDoc),
  person: schemaConverter(PersonDoc),
  invitation: schemaConverter(InvitationDoc),
  invitationCount: schemaConverter(InvitationCountDoc),
  product: schemaConverter(ProductDoc),
  publicProduct: schemaConverter(PublicProductDoc),
  review: schemaConverter(ReviewDoc),
  rateLimitBucket: schemaConverter(RateLimitBucketDoc),
  seller: schemaConverter(SellerDoc),
  template: schemaConverter(TemplateDoc),
  templateJob: schemaConverter(TemplateJobDoc),
  templateSyncJob: schemaConverter(TemplateSyncJobDoc),
  funnelDay: schemaConverter(FunnelDayDoc),
  legacyReview: schemaConverter(LegacyReviewFields),
  countedProduct: schemaConverter(CountedProductFields),
  analyticsYear: schemaConverter(AnalyticsYearDoc),
  rankingYear: schemaConverter(RankingYearDoc),
  analyticsBuffer: schemaConverter(AnalyticsBufferDoc),
  rollUpRetry: schemaConverter(RollUpRetryDoc),
  productDeleteJob: schemaConverter(ProductDeleteJobDoc),
  productPurgeJob: schemaConverter(ProductPurgeJobDoc),
  digestRun: schemaConverter(DigestRunDoc),
  analyticsRollUp: schemaConverter(AnalyticsRollUpJobDoc),
  alertFollowUp: schemaConverter(AlertFollowUpJobDoc),
  importJob: schemaConverter(ImportJobDoc),
  importChunk: schemaConverter(ImportChunkDoc),
  importResult: schemaConverter(ImportResultDoc),
  case: schemaConverter(CaseDoc),
  caseMessage: schemaConverter(CaseMessageDoc),
  caseContact: schemaConverter(CaseContactDoc),
  caseToken: schemaConverter(CaseTokenDoc),
  caseStats: schemaConverter(CaseStatsDoc),
  mailStop: schemaConverter(MailStopDoc),
  alertAddressToken: schemaConverter(AlertAddressTokenDoc),
};

/**
 * A snapshot's data through its converter: null when the document is missing or does not match
 * its schema (InvalidDocumentError); any other error is rethrown.
 */
export function validData<T>(snapshot: { data(): T | undefined }): T | null {
  try {
    return snapshot.data() ?? null;
  } catch (error) {
    if (error instanceof InvalidDocumentError) return null;
    throw error;
  }
}

/**
 * Several documents in one read (a Firestore or a Transaction getAll), each through its own
 * reference's converter. The SDK keeps every reference's converter; only its typing wants one
 * model type for all of them.
 */
export async function getAllConverted<T extends readonly unknown[]>(
  reader: Pick<Firestore | Transaction, 'getAll'>,
  ...refs: { [K in keyof T]: DocumentReference<T[K]> }
): Promise<{ [K in keyof T]: DocumentSnapshot<T[K]> }> {
  const snapshots = await reader.getAll<T[number], DocumentData>(...refs);
  // getAll answers in the order of `refs`, each snapshot through its reference's converter.
  return snapshots as { [K in keyof T]: DocumentSnapshot<T[K]> };
}

/**
 * The update time of a document read as existing, for a write's precondition (lastUpdateTime).
 * Only a missing document has none: that is a bug in the caller, said clearly.
 */
export function updateTimeOf(snapshot: Pick<DocumentSnapshot, 'updateTime' | 'ref'>): Timestamp {
  if (!snapshot.updateTime)
    throw new Error(`${snapshot.ref.path} has no update time: it was not read as existing`);
  return snapshot.updateTime;
}
