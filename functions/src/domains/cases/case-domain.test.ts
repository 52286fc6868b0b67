import { describe, expect, it } from 'vitest';
import { CASE_TOKEN_PATTERN, caseSettingsOf } from '../../shared/index.js';
import { emailHash } from '../../platform/mail/mail-keys.js';
import { maskEmail } from './case-email-address.js';
import { hashLinkToken, isLinkTokenShape, newLinkToken } from '../../platform/link-tokens.js';
import { caseConfirmationEmail, caseReplyEmail } from './customer-emails.js';
import { sellerNameFor } from '../sellers/seller-name.js';
import { purgeAtFor } from './retention.js';

const DAY = 86_400_000;

describe('case tokens', () => {
  it('are 32 random bytes in base64url, stored as their sha256', () => {
    const { token, hash } = newLinkToken();
    expect(token).toMatch(CASE_TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(hashLinkToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newLinkToken().token).not.toBe(token);
    expect(isLinkTokenShape(token)).toBe(true);
    expect(isLinkTokenShape(`${token}=`)).toBe(false);
    expect(isLinkTokenShape(token.slice(1))).toBe(false);
    expect(isLinkTokenShape(42)).toBe(false);
  });
});

describe('the address', () => {
  it('is hashed case-insensitively with the salt', () => {
    expect(emailHash(' Ana@Example.org ', 's')).toBe(emailHash('ana@example.org', 's'));
    expect(emailHash('ana@example.org', 's')).not.toBe(emailHash('ana@example.org', 't'));
  });
  it.each([
    ['ana@example.org', 'a***@example.org'],
    ['a@example.org', '***@example.org'],
    ['élodie@exemple.fr', 'é***@exemple.fr'],
  ])('%s is shown as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('retention', () => {
  it('uses the seller’s days within 30–365, else 90', () => {
    const days = (seller: { caseRetentionDays?: unknown } | undefined) =>
      caseSettingsOf(seller).retentionDays;
    expect(days({ caseRetentionDays: 30 })).toBe(30);
    expect(days({ caseRetentionDays: 29 })).toBe(90);
    expect(days({ caseRetentionDays: 400 })).toBe(90);
    expect(days(undefined)).toBe(90);
  });
  it('keeps an unconfirmed address no longer than its link (7 days)', () => {
    const now = new Date(0);
    expect(purgeAtFor(now, 90, true).getTime()).toBe(90 * DAY);
    expect(purgeAtFor(now, 90, false).getTime()).toBe(7 * DAY);
  });
});

describe('sellerNameFor', () => {
  it('prefers the card’s brand, then the display name', () => {
    expect(sellerNameFor({ card: { brandName: ' Acme ' } }, { displayName: 'Jane' })).toBe('Acme');
    expect(sellerNameFor({ card: { brandName: '' } }, { displayName: 'Jane' })).toBe('Jane');
    expect(sellerNameFor(undefined, undefined)).toBe('');
  });
});

describe('customer emails', () => {
  const stops = {
    stop: 'https://app.example/mail/stop?s=case&i=c1&r=ab&t=1',
    stopAll: 'https://app.example/mail/stop?s=all&r=ab&t=2',
  };
  const context = {
    locale: 'de' as const,
    seller: 'Acme <b>',
    product: 'Mug\r\nBcc: x@example.com',
    link: 'https://app.example/cases/abc',
    stops,
  };
  it('relay a reply as plain text with an escaped HTML part that links only the case page and the stops', () => {
    const mail = caseReplyEmail(
      context,
      'See <a href="https://evil.example">here</a>\nhttps://x.example',
    );
    expect(mail.text).toContain('See <a href="https://evil.example">here</a>\nhttps://x.example');
    expect(mail.html).toContain(
      'See &lt;a href=&quot;https://evil.example&quot;&gt;here&lt;/a&gt;<br>https://x.example',
    );
    expect(mail.html.match(/<a /g)).toHaveLength(3);
    expect(mail.html).toContain('<a href="https://app.example/cases/abc">');
    expect(mail.html).toContain(`<a href="${stops.stop.replace(/&/g, '&amp;')}">`);
    expect(mail.html).toContain(`<a href="${stops.stopAll.replace(/&/g, '&amp;')}">`);
    expect(mail.html).not.toContain('Acme <b>');
    expect(mail.subject).toContain('Acme <b>');
  });
  it('ask for confirmation in the customer’s language', () => {
    const mail = caseConfirmationEmail(context);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Acme <b>');
    expect(mail.text).toContain('https://app.example/cases/abc');
  });
  it('end with both stops, visible in text and HTML, in the customer’s language', () => {
    for (const mail of [caseConfirmationEmail(context), caseReplyEmail(context, 'Hallo')]) {
      expect(mail.text).toContain(`E-Mails zu dieser Anfrage abbestellen: ${stops.stop}`);
      expect(mail.text).toContain(
        `Alle E-Mails von QR Reviews an diese Adresse abbestellen: ${stops.stopAll}`,
      );
      expect(mail.html).toContain('>E-Mails zu dieser Anfrage abbestellen</a>');
      expect(mail.html).toContain('>Alle E-Mails von QR Reviews an diese Adresse abbestellen</a>');
    }
  });
});
