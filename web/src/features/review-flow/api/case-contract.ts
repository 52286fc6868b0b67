import * as v from 'valibot';

/**
 * The resolution loop's customer routes as agreed with the backend (CASES-CONTRACT): replaced by
 * the @shared definitions when they land.
 */
const BASE = '/api/cases';
export const caseApiPaths = {
  cases: () => BASE,
  case: (token: string) => `${BASE}/${encodeURIComponent(token)}`,
  confirm: (token: string) => `${BASE}/${encodeURIComponent(token)}/confirm`,
  messages: (token: string) => `${BASE}/${encodeURIComponent(token)}/messages`,
  resolve: (token: string) => `${BASE}/${encodeURIComponent(token)}/resolve`,
  erase: (token: string) => `${BASE}/${encodeURIComponent(token)}/erase`,
};
export const CASE_STATUSES = ['new', 'waiting_customer', 'customer_replied', 'resolved'] as const;
export const CASE_CONTACTS = ['pending_confirmation', 'confirmed', 'erased'] as const;
export const CASE_MESSAGE_MAX_LENGTH = 2000;
export const CASE_CONSENT_VERSION = 1;

export const OpenCaseResponseSchema = v.object({ contact: v.picklist(CASE_CONTACTS) });
export const CustomerCaseResponseSchema = v.object({
  productTitle: v.string(),
  sellerName: v.string(),
  status: v.picklist(CASE_STATUSES),
  contact: v.picklist(CASE_CONTACTS),
  maskedEmail: v.nullable(v.string()),
  locale: v.string(),
  messages: v.array(
    v.object({
      author: v.picklist(['seller', 'customer']),
      text: v.string(),
      createdAt: v.string(),
    }),
  ),
});
export type CustomerCase = v.InferOutput<typeof CustomerCaseResponseSchema>;

/** An address the customer can be reached at (RFC 5321's 254-character limit). */
export const CaseEmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());

/** What the public product carries for the contact offer (its seller's settings). */
export interface CaseOfferSettings {
  sellerName?: string;
  caseOfferOnAllRatings?: boolean;
  caseRetentionDays?: number;
}
export const DEFAULT_CASE_RETENTION_DAYS = 90;

/** A case message: plain text, 1..2000 characters, no control characters but line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CASE_MESSAGE_FORBIDDEN = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/;
