import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_PAGE_SIZE } from '@shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import type { ActivityCursor, ActivityRow } from '../api/activity-page';
import { ActivityScreen } from './activity-screen';

vi.mock('@/lib/firebase', async () =>
  (await import('@/testing/firebase')).firebaseHooks({ uid: 'owner' }),
);
const manager = testFirebase('activity-manager', { uid: 'member-manager', role: 'manager' });
const support = testFirebase('activity-support', { uid: 'member-support', role: 'support' });
const reads = vi.hoisted(() => ({ getActivityPage: vi.fn() }));
vi.mock('../api/activity-page', async (original) => ({
  ...(await original<typeof import('../api/activity-page')>()),
  ...reads,
}));

const at = new Date('2026-11-25T10:00:00Z');
const row = (id: string, patch: Partial<ActivityRow>): ActivityRow => ({
  id,
  kind: 'product.updated',
  actorName: 'Maria Ionescu',
  at,
  subject: { type: 'product', id: 'prod-1', name: 'Bamboo board' },
  count: null,
  ...patch,
});
const cursor = { id: 'e3' } as unknown as ActivityCursor;

beforeEach(() => {
  vi.clearAllMocks();
  reads.getActivityPage.mockImplementation((_db: unknown, _account: string, after: unknown) =>
    Promise.resolve(
      after
        ? {
            rows: [
              row('e4', { kind: 'case.replied', subject: { type: 'case', id: 'c1', name: 'Mug' } }),
            ],
            next: null,
          }
        : {
            rows: [
              row('e1', {}),
              row('e2', {
                kind: 'template.applied',
                actorName: '',
                subject: { type: 'template', id: 't1', name: 'Spring' },
                count: 12,
              }),
              row('e3', {
                kind: 'product.deleted',
                subject: { type: 'product', id: 'p9', name: 'Old mug' },
              }),
            ],
            next: cursor,
          },
    ),
  );
});

describe('ActivityScreen', () => {
  it('lists who did what, newest first, with a link to what still exists', async () => {
    renderWithProviders(
      <manager.FirebaseProviders>
        <ActivityScreen />
      </manager.FirebaseProviders>,
    );
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Maria IonescuChanged the product Bamboo board'),
      expect.stringContaining('A former memberApplied the template Spring (products changed: 12)'),
      expect.stringContaining('Maria IonescuDeleted the product Old mug'),
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Bamboo board' }).getAttribute('href')).toBe(
      '/edit/prod-1',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Spring' }).getAttribute('href')).toBe(
      '/templates',
    );
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(rows[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(at.toISOString());
    expect(reads.getActivityPage).toHaveBeenCalledWith(manager.firestore, 'owner', null);
  });

  it('pages to older entries from the last one shown, and back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <manager.FirebaseProviders>
        <ActivityScreen />
      </manager.FirebaseProviders>,
    );
    await screen.findAllByTestId('activity-row');
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Answered a customer about Mug');
    expect(reads.getActivityPage).toHaveBeenLastCalledWith(manager.firestore, 'owner', cursor);
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await screen.findByText('Bamboo board');
    expect(ACTIVITY_PAGE_SIZE).toBeLessThanOrEqual(50);
  });

  it('reads nothing for a role that may not see it', async () => {
    renderWithProviders(
      <support.FirebaseProviders>
        <ActivityScreen />
      </support.FirebaseProviders>,
    );
    await screen.findByText('Only the account’s Owners and Managers see its activity.');
    await waitFor(() => expect(reads.getActivityPage).not.toHaveBeenCalled());
  });
});
