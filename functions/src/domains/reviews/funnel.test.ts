import { describe, expect, it } from 'vitest';
import { isClientFunnelEvent } from './funnel.js';

describe('isClientFunnelEvent', () => {
  it('accepts only the events the page may report', () => {
    expect(isClientFunnelEvent('store_chosen')).toBe(true);
    expect(isClientFunnelEvent('feedback_copied')).toBe(true);
    expect(isClientFunnelEvent('review_link_opened')).toBe(true);
    // Counted by the server itself; a client must not inflate them.
    expect(isClientFunnelEvent('opened')).toBe(false);
    expect(isClientFunnelEvent('published')).toBe(false);
    expect(isClientFunnelEvent(1)).toBe(false);
  });
});
