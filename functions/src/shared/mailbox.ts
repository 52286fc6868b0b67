/**
 * The mailbox an address delivers to, so that a ceiling or a stop keyed by it counts one mailbox
 * once (docs/decisions.md, "Abuse limits"): lower-cased and trimmed; a plus-tag dropped
 * (`name+anything@` is delivered to `name@` by every large provider); for Gmail, whose addresses
 * ignore dots and which answers under gmail.com and googlemail.com alike, the local part's dots
 * dropped and the domain gmail.com. A key only: email is always sent to the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}
