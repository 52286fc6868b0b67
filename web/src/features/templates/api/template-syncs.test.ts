import type { TemplateSyncJobDoc } from '@shared';
import { describe, expect, it } from 'vitest';
import { progressByTemplate } from './template-syncs';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
const sync = (
  id: string,
  templateId: string,
  fields: Partial<TemplateSyncJobDoc>,
): TemplateSyncJobDoc & { id: string } => ({
  id,
  ownerId: 'owner',
  templateId,
  designKey: 'k',
  status: 'running',
  createdAt: at(1),
  ...fields,
});

describe('progressByTemplate', () => {
  it('takes each template’s newest sync: an older one a newer change supersedes is left out', () => {
    const progress = progressByTemplate([
      sync('a-2', 'a', { createdAt: at(2), total: 10, processed: 1 }),
      sync('a-1', 'a', { createdAt: at(1), total: 10, processed: 8 }),
      sync('b-1', 'b', { total: 5, processed: 5 }),
    ]);
    expect(progress).toEqual(
      new Map([
        ['a', { processed: 1, total: 10 }],
        ['b', { processed: 5, total: 5 }],
      ]),
    );
  });

  it('has no total while the job is queued (it counts the products when it starts)', () => {
    expect(progressByTemplate([sync('a-1', 'a', { status: 'queued' })]).get('a')).toEqual({
      processed: 0,
      total: null,
    });
  });

  it('takes a sync written this instant (its time still pending) as the newest', () => {
    const progress = progressByTemplate([
      sync('a-1', 'a', { createdAt: at(5), total: 10, processed: 9 }),
      sync('a-2', 'a', { createdAt: null, status: 'queued' }),
    ]);
    expect(progress.get('a')).toEqual({ processed: 0, total: null });
  });
});
