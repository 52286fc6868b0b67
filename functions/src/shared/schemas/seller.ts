import * as v from 'valibot';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants.js';
import { LOCALES } from '../locales.js';

/**
 * sellers/{uid}: created by the client on first sign-in. createdAt is a server timestamp, so the
 * client-side schema covers the fields a client chooses; rules enforce the timestamp.
 */
export const SellerProfileInput = v.object({
  displayName: v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH)),
  locale: v.picklist(LOCALES),
});
export type SellerProfileInput = v.InferOutput<typeof SellerProfileInput>;

/**
 * sellers/{uid}.amazonComplianceNoticeDismissedAt (issue 8): server time at which the seller
 * dismissed the product list's one-time notice about their Amazon products with compliance mode
 * off. Set once by the seller (rules: only to request.time), never removed.
 */
export const AMAZON_COMPLIANCE_NOTICE_FIELD = 'amazonComplianceNoticeDismissedAt';
