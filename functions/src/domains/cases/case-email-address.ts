/**
 * The address as the case page shows it: the first character of the local part, then asterisks,
 * and the domain ("j***@example.com"); a one-character local part shows only the asterisks.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const first = local.length > 1 ? [...local][0] : '';
  return `${first}***@${domain}`;
}
