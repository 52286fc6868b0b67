import * as v from 'valibot';
import { STORES } from '../constants.js';
import { DEFAULT_LOCALE, LOCALES } from '../locales.js';
import { can, type Role } from '../roles.js';
import { StoredTime } from '../stored-doc.js';
import { DocId } from './doc-id.js';
import { MailAddress, type SellerDoc } from './seller.js';

/**
 * Alerts per person (docs/decisions.md, "Alerts per person"): each member's own alert settings,
 * the `alerts` field group of their member document, which only they write (firestore.rules,
 * memberAlertsValid).
 */

/** The products one member may follow by name (none: every product). */
export const MAX_ALERT_PRODUCTS = 20;
export const MEMBER_ALERTS_FIELD = 'alerts';

/**
 * accounts/{accountId}/members/{uid}.alerts: `emails` (alerts on unhappy reviews and case
 * answers), `digest` (the daily digest), `locale` (the emails' language), `products` and
 * `stores` (only these; empty: all), `updatedAt` (the server time of the write).
 */
export const MemberAlerts = v.object({
  emails: v.boolean(),
  digest: v.boolean(),
  locale: v.picklist(LOCALES),
  products: v.pipe(v.array(DocId), v.maxLength(MAX_ALERT_PRODUCTS)),
  stores: v.pipe(v.array(v.picklist(STORES)), v.maxLength(STORES.length)),
  updatedAt: StoredTime,
});
export type MemberAlerts = v.InferOutput<typeof MemberAlerts>;

/**
 * The kinds of email a member may get about their account: `alerts` (a low review, the follow-up,
 * a customer's answer in a case), `digest` (the daily digest), `webhookOff` (a webhook switched
 * off after failing for a day).
 */
export const ALERT_KINDS = ['alerts', 'digest', 'webhookOff'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * Whose role lets them get an email of `kind`, decided once: alerts go to those who can act on
 * them (answer a case), the digest to anyone who reads reviews and asked for it, a webhook's
 * switch-off to the Owners.
 */
export function roleReceives(role: Role | null | undefined, kind: AlertKind): boolean {
  if (kind === 'alerts') return can(role, 'cases.answer');
  if (kind === 'digest') return can(role, 'reviews.read');
  return role === 'owner';
}

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

/** The mailbox an address names, as two members' addresses are compared. */
export function mailbox(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * A member's settings, or until they save their own (docs/decisions.md, "Alerts per person"): a
 * member whose address is the account's alert address keeps the account's switches (so nothing
 * changes for a seller from before members); the founder whose account routed alerts to another
 * address gets none there; anyone else whose role gets alerts gets them, and no digest.
 */
/** What memberAlertsOf reads of a member document (account.ts's MemberDoc, which holds these). */
interface MemberAlertFields {
  role: Role;
  email: string;
  alerts?: MemberAlerts | undefined;
}

export function memberAlertsOf(
  accountId: string,
  account: SellerDoc | null,
  { uid, member }: { uid: string; member: MemberAlertFields },
): Omit<MemberAlerts, 'updatedAt'> {
  if (member.alerts) return member.alerts;
  const locale = account?.locale ?? DEFAULT_LOCALE;
  const address = account ? alertAddressOf(account) : null;
  const none = { locale, products: [], stores: [] };
  if (!roleReceives(member.role, 'alerts')) return { ...none, emails: false, digest: false };
  if (account && address && mailbox(address) === mailbox(member.email)) {
    return { ...none, emails: account.alertEmails !== false, digest: account.dailyDigest === true };
  }
  if (uid === accountId) return { ...none, emails: false, digest: false };
  return { ...none, emails: true, digest: false };
}
