import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_RETENTION_MS,
  ActivityEntryDoc,
  activityEntryDoc,
  activityEntryId,
  deleteEvent,
  editEvent,
} from './activity.js';

const member = 'member-manager';

describe('editEvent', () => {
  it('records a member creating a product or a template, by the updatedBy the rules checked', () => {
    const after = { name: 'Bamboo board', updatedBy: member, updatedAtMs: 1000 };
    expect(editEvent('product', 'p1', null, after)).toEqual({
      kind: 'product.created',
      actorUid: member,
      subject: { type: 'product', id: 'p1', name: 'Bamboo board' },
    });
    expect(editEvent('template', 't1', null, after)?.kind).toBe('template.created');
  });

  it('records an edit only when the write moved updatedAt (a member wrote)', () => {
    const before = { name: 'Board', updatedBy: 'member-owner', updatedAtMs: 1000 };
    const edited = { name: 'Oak board', updatedBy: member, updatedAtMs: 2000 };
    expect(editEvent('product', 'p1', before, edited)).toMatchObject({
      kind: 'product.updated',
      actorUid: member,
      subject: { name: 'Oak board' },
    });
    // The list fields, stats or card render that functions add keep updatedAt: nothing.
    expect(editEvent('product', 'p1', edited, { ...edited })).toBeNull();
  });

  it('records nothing for what functions write: an import or Apply Template removes updatedBy', () => {
    const before = { name: 'Board', updatedBy: member, updatedAtMs: 1000 };
    expect(editEvent('product', 'p1', before, { name: 'Board', updatedAtMs: 2000 })).toBeNull();
    expect(editEvent('product', 'p1', null, { name: 'Imported', updatedAtMs: 2000 })).toBeNull();
    expect(editEvent('product', 'p1', before, null)).toBeNull();
    expect(editEvent('product', 'p1', null, { updatedBy: '', updatedAtMs: 1 })).toBeNull();
  });
});

describe('deleteEvent', () => {
  it('records a delete by the member its commit named, and none without one (a bulk delete)', () => {
    expect(deleteEvent('product', 'p1', 'Board', member)).toEqual({
      kind: 'product.deleted',
      actorUid: member,
      subject: { type: 'product', id: 'p1', name: 'Board' },
    });
    expect(deleteEvent('template', 't1', 'Spring', member)?.kind).toBe('template.deleted');
    expect(deleteEvent('product', 'p1', 'Board', undefined)).toBeNull();
    expect(deleteEvent('product', 'p1', 'Board', '')).toBeNull();
  });
});

describe('activityEntryDoc', () => {
  it('keeps the entry 90 days and matches the stored schema', () => {
    const entry = activityEntryDoc(
      {
        kind: 'import.done',
        actorUid: member,
        subject: { type: 'import', id: 'job-1', name: 'x'.repeat(400) },
        count: 12,
      },
      'Maria',
      5000,
      (ms) => ms,
    );
    expect(entry.expiresAt).toBe(5000 + ACTIVITY_RETENTION_MS);
    expect(ACTIVITY_RETENTION_MS).toBe(90 * 24 * 60 * 60 * 1000);
    expect(entry.subject.name).toHaveLength(255);
    expect(entry).toMatchObject({ actorName: 'Maria', count: 12, at: 5000 });
    const time = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
    const stored = activityEntryDoc(
      {
        kind: 'case.replied',
        actorUid: member,
        subject: { type: 'case', id: 'c1', name: 'Board' },
      },
      'Maria',
      5000,
      time,
    );
    expect(v.safeParse(ActivityEntryDoc, stored).success).toBe(true);
    expect(v.safeParse(ActivityEntryDoc, { ...stored, kind: 'product.renamed' }).success).toBe(
      false,
    );
  });

  it('names an entry by what it records, so a retried trigger writes the same one', () => {
    expect(activityEntryId('product.updated', 'p1', '2000')).toBe(
      activityEntryId('product.updated', 'p1', '2000'),
    );
    expect(activityEntryId('product.updated', 'p1', '2000')).not.toBe(
      activityEntryId('product.updated', 'p1', '3000'),
    );
    expect(activityEntryId('case.replied', 'c/1', 'm 1')).toMatch(/^[A-Za-z0-9_.-]+$/);
  });
});
