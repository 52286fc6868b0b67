import * as v from 'valibot';
import { STORES } from '../constants.js';
import { LOCALES } from '../locales.js';
import { can, type Role } from '../roles.js';
import { StoredTime } from '../stored-doc.js';
import { DocId } from './doc-id.js';

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
