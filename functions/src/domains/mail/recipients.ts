import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import type { MailGate } from '../../platform/mail/queue-mail.js';
import {
  alertAddressOf,
  mailbox,
  MAX_MEMBERS_PER_ACCOUNT,
  MailAddress,
  MemberDoc,
  paths,
  roleReceives,
  SellerDoc,
  type AlertKind,
  type Locale,
  memberAlertsOf,
  type Store,
} from '../../shared/index.js';

/** One person (or the account's own alert address) an email goes to, and what they follow. */
export interface Recipient {
  email: string;
  locale: Locale;
  /** The member's uid; null for the account's alert address when no member has it. */
  memberId: string | null;
  /** Only reviews of these products and marketplaces (empty: all). */
  products: readonly string[];
  stores: readonly Store[];
}

/** One member document as read, with its uid. */
export interface MemberEntry {
  uid: string;
  member: MemberDoc;
}

/**
 * Who gets an email of `kind` about account `accountId` (docs/decisions.md, "Alerts per person"),
 * decided once for the first alert, the follow-up, the digest, the webhook switch-off and the case
 * alerts (readCaseAlertRecipients): each member whose role receives it (roleReceives) and whose
 * own settings want it (alerts: `emails`; digest: `digest`; a switch-off goes to every Owner
 * whatever their switches, held back only by what they stopped), at their verified sign-in
 * address, in their language; plus the account's alert address under the account's switches when
 * it is no member's (a confirmed shared mailbox), for alerts and the digest. One email per
 * mailbox: a member's own settings rule theirs. Stops and per-recipient ceilings are the mail
 * gate's, per address.
 */
export function alertRecipients(
  accountId: string,
  account: SellerDoc | null,
  members: readonly MemberEntry[],
  kind: AlertKind,
): Recipient[] {
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  for (const entry of members) {
    const email = entry.member.email;
    if (!v.is(MailAddress, email) || seen.has(mailbox(email))) continue;
    seen.add(mailbox(email));
    if (!roleReceives(entry.member.role, kind)) continue;
    const settings = memberAlertsOf(accountId, account, entry);
    const wanted = kind === 'alerts' ? settings.emails : kind === 'digest' ? settings.digest : true;
    if (!wanted) continue;
    const filtered = kind === 'alerts';
    recipients.push({
      email,
      locale: settings.locale,
      memberId: entry.uid,
      products: filtered ? settings.products : [],
      stores: filtered ? settings.stores : [],
    });
  }
  const address = account ? alertAddressOf(account) : null;
  if (account && address && kind === 'webhookOff' && members.length === 0) {
    // An account not yet migrated to members: its id is its founder's, its one Owner.
    return [{ email: address, locale: account.locale, memberId: null, products: [], stores: [] }];
  }
  if (account && address && kind !== 'webhookOff' && !seen.has(mailbox(address))) {
    const on = kind === 'alerts' ? account.alertEmails !== false : account.dailyDigest === true;
    if (on) {
      recipients.push({
        email: address,
        locale: account.locale,
        memberId: null,
        products: [],
        stores: [],
      });
    }
  }
  return recipients;
}

/**
 * Whether a recipient follows a review of `productId` on `store` (their filters); a review whose
 * marketplace is unknown (null) is followed only by those who follow every marketplace.
 */
export function follows(
  recipient: Pick<Recipient, 'products' | 'stores'>,
  review: { productId: string; store: Store | null },
): boolean {
  return (
    (recipient.products.length === 0 || recipient.products.includes(review.productId)) &&
    (recipient.stores.length === 0 ||
      (review.store !== null && recipient.stores.includes(review.store)))
  );
}

/**
 * Reads what alertRecipients decides from: the account's profile and its members (at most
 * MAX_MEMBERS_PER_ACCOUNT documents, one query): 1 + members document reads.
 */
export async function readAlertRecipients(
  db: Firestore,
  accountId: string,
  kind: AlertKind,
): Promise<Recipient[]> {
  const [sellerSnap, membersSnap] = await Promise.all([
    db.doc(paths.seller(accountId)).get(),
    db.collection(paths.accountMembers(accountId)).limit(MAX_MEMBERS_PER_ACCOUNT).get(),
  ]);
  const seller = v.safeParse(SellerDoc, sellerSnap.data());
  const members = membersSnap.docs.flatMap((doc) => {
    const parsed = v.safeParse(MemberDoc, doc.data());
    return parsed.success ? [{ uid: doc.id, member: parsed.output }] : [];
  });
  return alertRecipients(accountId, seller.success ? seller.output : null, members, kind);
}

/**
 * Who gets a case's alerts (the customer confirmed their address, the customer answered): the
 * recipients of the review alerts (alertRecipients, 'alerts': members who can answer a case and
 * want alert emails, plus the account's proven alert address) who follow the case's review, its
 * product and marketplace.
 */
export async function readCaseAlertRecipients(
  db: Firestore,
  accountId: string,
  about: { productId: string; store: Store | null },
): Promise<Recipient[]> {
  const recipients = await readAlertRecipients(db, accountId, 'alerts');
  return recipients.filter((recipient) => follows(recipient, about));
}

/**
 * One email's id per recipient: the decision's id and the start of the address's keyed hash, so
 * a retried decision finds its email and two recipients never share one.
 */
export function recipientMailId(decision: string, gate: Pick<MailGate, 'recipientKey'>): string {
  return `${decision}-${gate.recipientKey.slice(0, 12)}`;
}
