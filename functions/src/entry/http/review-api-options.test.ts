import { describe, expect, it } from 'vitest';
import { REVIEW_API_HTTP_OPTIONS } from './review-api-options.js';

describe('reviewApi configuration', () => {
  it('switches CORS off explicitly (same-origin through the Hosting rewrite)', () => {
    // `false`, not absent: without the key the Functions emulator allows every origin.
    expect(REVIEW_API_HTTP_OPTIONS).toHaveProperty('cors', false);
  });
});
