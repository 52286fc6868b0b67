import * as v from 'valibot';
import { LOCALES } from '../locales.js';
import {
  CASE_CONTACT_STATES,
  CASE_MESSAGE_AUTHORS,
  CASE_STATUSES,
  CASE_TOKEN_PURPOSES,
} from './cases.js';

/**
 * The review API's case answers (review-api.ts names their types); the review page and the case
 * page check every answer against these. A module of its own so only those pages carry them.
 */

export const OpenCaseResponseSchema = v.object({
  contact: v.literal('pending_confirmation'),
});

export const CaseViewResponseSchema = v.object({
  productTitle: v.string(),
  sellerName: v.string(),
  status: v.picklist(CASE_STATUSES),
  contact: v.picklist(CASE_CONTACT_STATES),
  /** "j***@example.com"; null once erased. */
  maskedEmail: v.nullable(v.string()),
  /** The customer's language (the page's language when they asked). */
  locale: v.picklist(LOCALES),
  /** 'confirm': the confirmation email's link (confirm first); 'access': a later email's. */
  linkPurpose: v.picklist(CASE_TOKEN_PURPOSES),
  /** The latest CASE_THREAD_PAGE messages, oldest first; createdAt as ISO 8601. */
  messages: v.array(
    v.object({
      author: v.picklist(CASE_MESSAGE_AUTHORS),
      /** A seller's reply: the answering member's display name ('' when unknown); never an address. */
      authorName: v.optional(v.string()),
      text: v.string(),
      createdAt: v.string(),
    }),
  ),
});
