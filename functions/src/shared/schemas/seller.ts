import * as v from 'valibot';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants.js';
import { isValidTimeZone } from '../analytics.js';
import { LOCALES } from '../locales.js';

/**
 * sellers/{uid}: created by the client on first sign-in. createdAt is a server timestamp, so the
 * client-side schema covers the fields a client chooses; rules enforce the timestamp.
 */
export const SellerProfileInput = v.object({
  displayName: v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH)),
  locale: v.picklist(LOCALES),
  /**
   * IANA time zone the dashboards count days in (issue 12): the browser's at first sign-in,
   * editable on the account overview. Profiles created before it have none (UTC until set).
   */
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.check((value: string) => isValidTimeZone(value)),
    ),
  ),
});
export type SellerProfileInput = v.InferOutput<typeof SellerProfileInput>;
