import { describe, expect, it } from 'vitest';
import {
  AMAZON_LINK_SAMPLES,
  EMAG_LINK_SAMPLES,
  SHOPIFY_LINK_SAMPLES,
} from '../../test/fixtures/product-samples.js';
import {
  isAmazonHost,
  isAmazonUrl,
  isEmagHost,
  isEmagUrl,
  isHttpUrl,
  isHttpsUrl,
  linkMatchesStore,
} from './links.js';

const nonEmptyStrings = (samples: { value: unknown; valid: boolean }[]) =>
  samples.filter(
    (s): s is { value: string; valid: boolean } =>
      typeof s.value === 'string' && s.value.trim() !== '',
  );

describe('store link checks on real-world link shapes', () => {
  it.each(nonEmptyStrings(AMAZON_LINK_SAMPLES).map((s) => [s.value, s.valid] as const))(
    'amazon %s → %s',
    (url, valid) => {
      expect(isAmazonUrl(url)).toBe(valid);
      expect(linkMatchesStore('amazon', url)).toBe(valid);
    },
  );

  it.each(nonEmptyStrings(EMAG_LINK_SAMPLES).map((s) => [s.value, s.valid] as const))(
    'emag %s → %s',
    (url, valid) => {
      expect(isEmagUrl(url)).toBe(valid);
      expect(linkMatchesStore('emag', url)).toBe(valid);
    },
  );

  it.each(
    nonEmptyStrings(SHOPIFY_LINK_SAMPLES)
      // Surrounding spaces are trimmed by the schema before this check runs.
      .filter((s) => s.value === s.value.trim())
      .map((s) => [s.value.slice(0, 80), s.value, s.valid] as const),
  )('shopify %s → %s', (_label, url, valid) => {
    // Length is the schema's job (URL_MAX_LENGTH); the pattern itself has no limit.
    const expected = url.length > 2048 ? true : valid;
    expect(isHttpsUrl(url)).toBe(expected);
    expect(linkMatchesStore('shopify', url)).toBe(expected);
  });
});

describe('host helpers', () => {
  it.each([
    ['amazon.com', true],
    ['www.amazon.co.uk', true],
    ['smile.amazon.de', true],
    ['amzn.to', true],
    ['a.co', true],
    ['amazon.evil.com', false],
    ['notamazon.com', false],
  ])('isAmazonHost(%s) = %s', (host, expected) => expect(isAmazonHost(host)).toBe(expected));

  it.each([
    ['emag.ro', true],
    ['www.emag.bg', true],
    ['m.emag.hu', true],
    ['emag.com', false],
    ['emag.ro.evil.com', false],
  ])('isEmagHost(%s) = %s', (host, expected) => expect(isEmagHost(host)).toBe(expected));

  it('tells plain http apart from not-a-link', () => {
    expect(isHttpUrl('http://shop.example.com/x')).toBe(true);
    expect(isHttpsUrl('http://shop.example.com/x')).toBe(false);
    expect(isHttpUrl('shop.example.com')).toBe(false);
  });
});
