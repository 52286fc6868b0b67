import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants.js';
import { InvalidDocumentError, parseStoredDoc } from '../stored-doc.js';
import { SellerDoc, SellerProfileInput, caseSettingsOf } from './seller.js';

const valid = { displayName: 'Ana Pop', email: 'ana@example.ro', locale: 'ro' };

describe('SellerProfileInput', () => {
  it('accepts a profile', () => {
    expect(v.safeParse(SellerProfileInput, valid).success).toBe(true);
    expect(v.safeParse(SellerProfileInput, { ...valid, displayName: '' }).success).toBe(true);
  });

  it.each([
    ['display name at the limit', { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH) }, true],
    [
      'display name over the limit',
      { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
      false,
    ],
    ['email over the limit', { email: `${'x'.repeat(EMAIL_MAX_LENGTH)}@a.ro` }, false],
    ['unsupported locale', { locale: 'xx' }, false],
    ['every supported locale works: bg', { locale: 'bg' }, true],
    ['display name not a string', { displayName: 5 }, false],
  ])('%s', (_name, change, ok) => {
    expect(v.safeParse(SellerProfileInput, { ...valid, ...change }).success).toBe(ok);
  });
});

describe('SellerDoc (sellers/{uid} as read)', () => {
  const timestamp = (millis: number) => ({
    toMillis: () => millis,
    toDate: () => new Date(millis),
  });
  const stored = { ...valid, createdAt: timestamp(1) };

  it('reads a profile from before time zones and the compliance notice', () => {
    const seller = parseStoredDoc(SellerDoc, 'sellers/u', stored);
    expect(seller.timeZone).toBeUndefined();
    expect(seller.amazonComplianceNoticeDismissedAt).toBeUndefined();
  });

  it('reads both later fields: the time zone and the notice dismissal', () => {
    const seller = parseStoredDoc(SellerDoc, 'sellers/u', {
      ...stored,
      timeZone: 'Europe/Bucharest',
      amazonComplianceNoticeDismissedAt: timestamp(2),
    });
    expect(seller.timeZone).toBe('Europe/Bucharest');
    expect(seller.amazonComplianceNoticeDismissedAt?.toMillis()).toBe(2);
  });

  it('keeps a zone this runtime does not know readable (used as UTC where it is read)', () => {
    expect(
      parseStoredDoc(SellerDoc, 'sellers/u', { ...stored, timeZone: 'Mars/Olympus' }).timeZone,
    ).toBe('Mars/Olympus');
  });

  it.each([
    ['a dismissal that is not a timestamp', { amazonComplianceNoticeDismissedAt: true }],
    ['an unsupported locale', { locale: 'xx' }],
    ['no creation time', { createdAt: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(() => parseStoredDoc(SellerDoc, 'sellers/u', { ...stored, ...change })).toThrow(
      InvalidDocumentError,
    );
  });
});

describe('caseSettingsOf', () => {
  it('reads each setting, a missing or invalid one at its default', () => {
    expect(caseSettingsOf({ caseOfferOnAllRatings: true, caseRetentionDays: 30 })).toEqual({
      offerOnAllRatings: true,
      retentionDays: 30,
    });
    expect(caseSettingsOf({ caseOfferOnAllRatings: 'yes', caseRetentionDays: 30.5 })).toEqual({
      offerOnAllRatings: false,
      retentionDays: 90,
    });
    expect(caseSettingsOf(undefined)).toEqual({ offerOnAllRatings: false, retentionDays: 90 });
  });
});
