import * as v from 'valibot';
import { MailAddress, SellerDoc, type Locale } from '../../shared/index.js';

/**
 * Where a seller's alert emails go (docs/decisions.md, "The alert address is proven"): an address
 * its owner proved, never one merely typed. The sign-in's verified address (`email` with
 * `emailVerifiedAt`, checked by the rules against the ID token), or another one set only once its
 * owner opened the confirmation link (`alertEmail`); a profile with neither gets no alert email.
 */
export function alertAddressOf(seller: SellerDoc): string | null {
  if (seller.alertEmail) return seller.alertEmail;
  if (seller.emailVerifiedAt && v.is(MailAddress, seller.email)) return seller.email;
  return null;
}

export interface Recipient {
  email: string;
  locale: Locale;
}

/** The seller's proven address and language, or null when that kind is off or none is proven. */
export function alertRecipient(data: unknown, kind: 'alerts' | 'digest'): Recipient | null {
  const parsed = v.safeParse(SellerDoc, data);
  if (!parsed.success) return null;
  const seller = parsed.output;
  const on = kind === 'alerts' ? seller.alertEmails !== false : seller.dailyDigest === true;
  const email = alertAddressOf(seller);
  return on && email ? { email, locale: seller.locale } : null;
}
