import { describe, expect, it } from 'vitest';
import { unreadCount } from './attention-count.js';

describe('unreadCount', () => {
  it('adds the attention document and every shard', () => {
    expect(unreadCount({ unread: 3 }, [{ unread: 2 }, { unread: -1 }, { unread: 5 }])).toBe(9);
  });

  it('reads a missing or malformed part as 0 and never shows below 0', () => {
    expect(unreadCount(undefined, [])).toBe(0);
    expect(unreadCount({ unread: 'x' }, [{ unread: 1.5 }, {}, { unread: 2 }])).toBe(2);
    expect(unreadCount({ unread: 1 }, [{ unread: -4 }])).toBe(0);
  });
});
