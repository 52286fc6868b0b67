/**
 * Bad input corpus, the resolution loop's entry points: the consent form (POST /api/cases), a
 * customer's answer (POST /api/cases/{token}/messages) and the case page's links (GET and POST
 * /api/cases/{token}[/action]). The runner (functions/test/integration/bad-input-cases.test.ts)
 * sends each to the real reviewApi function on the emulator, expects the status, the error code
 * the page translates and, for schema failures, the field and its validation key, then reads the
 * case's documents and the rate-limit counters back: nothing may have been written.
 */

import { withFields as set, withoutField as without, type Change } from './changes.js';

/** [name, change to a valid request, status, error, field issue] */
export type CaseRequestCase = [
  name: string,
  change: Change | ((valid: Record<string, unknown>) => unknown),
  status: number,
  error: string,
  issue?: [path: string, message: string],
];

const invalid = (path: string, message = 'request.invalid'): [string, string] => [path, message];
const email = (value: unknown, message = 'email.invalid'): CaseRequestCase => [
  `email ${JSON.stringify(value).slice(0, 60)}`,
  set({ email: value }),
  400,
  'invalid_input',
  ['email', message],
];

export const OPEN_CASE_CASES: CaseRequestCase[] = [
  ['missing productId', without('productId'), 400, 'invalid_input', invalid('productId')],
  ['missing submissionId', without('submissionId'), 400, 'invalid_input', invalid('submissionId')],
  ['missing email', without('email'), 400, 'invalid_input', ['email', 'email.required']],
  ['missing consent', without('consent'), 400, 'invalid_input', ['consent', 'consent.required']],
  [
    'missing consentVersion',
    without('consentVersion'),
    400,
    'invalid_input',
    invalid('consentVersion'),
  ],
  ['missing locale', without('locale'), 400, 'invalid_input', invalid('locale')],
  ['an empty object', () => ({}), 400, 'invalid_input', invalid('productId')],
  ['an array', () => [], 400, 'invalid_json'],
  email('', 'email.required'),
  email('   ', 'email.required'),
  email(null, 'email.required'),
  email(42, 'email.required'),
  email(['ana@example.org'], 'email.required'),
  email({ address: 'ana@example.org' }, 'email.required'),
  email('ana'),
  email('ana@'),
  email('@example.org'),
  email('ana@@example.org'),
  email('ana@example'),
  email('ana example@example.org'),
  email('ana@example.org\r\nBcc: victim@example.org'),
  email('ana@example.org\nBcc: victim@example.org'),
  email('ana@example.org\r'),
  email('ana@exam\u0000ple.org'),
  email('ana@example.org\t'),
  email('ana@example.org\u2028'),
  email('<script>alert(1)</script>@example.org'),
  email('"<b>ana</b>"@example.org'),
  email('ana@example.org<img src=x onerror=alert(1)>'),
  email('ana@example.org>'),
  email(`${'a'.repeat(250)}@example.org`),
  email(`ana@${'b'.repeat(250)}.org`),
  email('ana@example.org, eve@example.org'),
  email('Ana <ana@example.org>'),
  ['consent false', set({ consent: false }), 400, 'invalid_input', ['consent', 'consent.required']],
  [
    'consent "true"',
    set({ consent: 'true' }),
    400,
    'invalid_input',
    ['consent', 'consent.required'],
  ],
  ['consent 1', set({ consent: 1 }), 400, 'invalid_input', ['consent', 'consent.required']],
  ['consent null', set({ consent: null }), 400, 'invalid_input', ['consent', 'consent.required']],
  ['consent "yes"', set({ consent: 'yes' }), 400, 'invalid_input', ['consent', 'consent.required']],
  [
    'an unknown consent text',
    set({ consentVersion: '2020-01-01' }),
    400,
    'invalid_input',
    invalid('consentVersion'),
  ],
  [
    'a consent version as a number',
    set({ consentVersion: 20261126 }),
    400,
    'invalid_input',
    invalid('consentVersion'),
  ],
  [
    'an empty consent version',
    set({ consentVersion: '' }),
    400,
    'invalid_input',
    invalid('consentVersion'),
  ],
  ['an unknown locale', set({ locale: 'xx' }), 400, 'invalid_input', invalid('locale')],
  ['an upper-case locale', set({ locale: 'EN' }), 400, 'invalid_input', invalid('locale')],
  ['a locale with a region', set({ locale: 'en-GB' }), 400, 'invalid_input', invalid('locale')],
  ['an empty productId', set({ productId: '' }), 400, 'invalid_input', invalid('productId')],
  ['a reserved productId', set({ productId: '__x__' }), 400, 'invalid_input', invalid('productId')],
  [
    'a productId with a slash',
    set({ productId: 'a/b' }),
    400,
    'invalid_input',
    invalid('productId'),
  ],
  [
    'a productId of 129 characters',
    set({ productId: 'p'.repeat(129) }),
    400,
    'invalid_input',
    invalid('productId'),
  ],
  ['a productId as a number', set({ productId: 7 }), 400, 'invalid_input', invalid('productId')],
  [
    'an upper-case submissionId',
    set({ submissionId: 'A'.repeat(32) }),
    400,
    'invalid_input',
    invalid('submissionId'),
  ],
  [
    'a submissionId of 31 characters',
    set({ submissionId: 'a'.repeat(31) }),
    400,
    'invalid_input',
    invalid('submissionId'),
  ],
  [
    'a submissionId of 33 characters',
    set({ submissionId: 'a'.repeat(33) }),
    400,
    'invalid_input',
    invalid('submissionId'),
  ],
  [
    'a submissionId with markup',
    set({ submissionId: '<b>'.padEnd(32, '0') }),
    400,
    'invalid_input',
    invalid('submissionId'),
  ],
  [
    'a submissionId as a number',
    set({ submissionId: 1 }),
    400,
    'invalid_input',
    invalid('submissionId'),
  ],
  ['a review that does not exist', set({ submissionId: 'f'.repeat(32) }), 403, 'case_not_offered'],
  [
    'a product that does not exist',
    set({ productId: 'no-such-product' }),
    404,
    'product_not_found',
  ],
];

/** [name, raw body, content type, status] */
export const CASE_RAW_CASES: [string, string, string, number][] = [
  ['malformed JSON', '{"email": "ana@example.org",', 'application/json', 400],
  ['JSON null', 'null', 'application/json', 400],
  ['a JSON string', '"ana@example.org"', 'application/json', 400],
  ['an empty body', '', 'application/json', 400],
  ['a form post', 'email=ana%40example.org&consent=true', 'application/x-www-form-urlencoded', 415],
  ['plain text', 'ana@example.org', 'text/plain', 415],
  ['JSON sent as text/plain', '{"consent":true}', 'text/plain', 415],
  ['an oversized body', JSON.stringify({ email: 'a'.repeat(5000) }), 'application/json', 413],
];

const text = (value: unknown, message: string): CaseRequestCase => [
  `text ${JSON.stringify(value).slice(0, 50)}`,
  set({ text: value }),
  400,
  'invalid_input',
  ['text', message],
];

export const CASE_MESSAGE_CASES: CaseRequestCase[] = [
  ['missing text', without('text'), 400, 'invalid_input', ['text', 'message.required']],
  ['an empty object', () => ({}), 400, 'invalid_input', ['text', 'message.required']],
  text('', 'message.required'),
  text('   \n  ', 'message.required'),
  text(null, 'message.required'),
  text(42, 'message.required'),
  text(['hello'], 'message.required'),
  text({ text: 'hello' }, 'message.required'),
  text('a'.repeat(2001), 'message.tooLong'),
  text('Hello\r\nthere', 'message.control'),
  text('Hello\rthere', 'message.control'),
  text('Hello\tthere', 'message.control'),
  text('Hello\u0000there', 'message.control'),
  text('Hello\u0007there', 'message.control'),
  text('Hello\u001bthere', 'message.control'),
  text('Hello\u007fthere', 'message.control'),
  text('Hello\u2028there', 'message.control'),
  text('Hello\u2029there', 'message.control'),
  text('<script>alert(1)</script>', 'message.markup'),
  text('See <a href="https://evil.example">this</a>', 'message.markup'),
  text('Hi <img src=x onerror=alert(1)', 'message.markup'),
  text('<svg/onload=alert(1)>', 'message.markup'),
  text('Hello <!-- hidden -->', 'message.markup'),
  text('<?xml version="1.0"?>', 'message.markup'),
  text('</textarea><b>', 'message.markup'),
  text('<iframe src="https://evil.example">', 'message.markup'),
];

/** Strings in the token's place of a link; each is a link to no case. */
export const FORGED_TOKENS: [string, string][] = [
  ['a random token of the right shape', 'Q'.repeat(43)],
  ['a token one character short', 'Q'.repeat(42)],
  ['a token one character long', 'Q'.repeat(44)],
  ['a padded base64 token', `${'Q'.repeat(42)}=`],
  ['a token with a plus', `${'Q'.repeat(42)}+`],
  ['a token with a dot', `${'Q'.repeat(42)}.`],
  ['an encoded slash', `${'Q'.repeat(20)}%2F${'Q'.repeat(20)}`],
  ['an encoded NUL', `${'Q'.repeat(42)}%00`],
  ['an encoded CR LF', `${'Q'.repeat(20)}%0D%0A${'Q'.repeat(20)}`],
  ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['a sha256 hex (what is stored)', 'a'.repeat(64)],
  ['a reserved id', '__name__'],
  ['unicode', 'Ω'.repeat(43)],
];

/** [name, method, path after /api/cases/{token}, status, error] for a real token. */
export const CASE_ROUTE_CASES: [string, string, string, number, string][] = [
  ['POST on the case itself', 'POST', '', 405, 'method_not_allowed'],
  ['DELETE on the case', 'DELETE', '', 405, 'method_not_allowed'],
  ['PUT on the case', 'PUT', '', 405, 'method_not_allowed'],
  ['GET on confirm', 'GET', '/confirm', 405, 'method_not_allowed'],
  ['GET on erase', 'GET', '/erase', 405, 'method_not_allowed'],
  ['DELETE on messages', 'DELETE', '/messages', 405, 'method_not_allowed'],
  ['an unknown action', 'POST', '/delete', 404, 'not_found'],
  ['a nested path', 'POST', '/messages/x', 404, 'not_found'],
  ['an upper-case action', 'POST', '/ERASE', 404, 'not_found'],
];
