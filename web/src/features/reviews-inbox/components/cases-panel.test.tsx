import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import type { CaseMessageRow, CaseRow } from '../api/cases-query';
import { CasesPanel } from './cases-panel';

vi.mock('@/lib/firebase', async () =>
  (await import('@/testing/firebase')).firebaseHooks({ uid: 'owner' }),
);
const { firestore, FirebaseProviders } = testFirebase('cases-panel');
const reads = vi.hoisted(() => ({
  getCasesPage: vi.fn(),
  getCaseMessages: vi.fn(),
  getCaseStats: vi.fn(),
}));
vi.mock('../api/cases-query', async (original) => ({
  ...(await original<typeof import('../api/cases-query')>()),
  ...reads,
}));
const writes = vi.hoisted(() => ({ sendCaseReply: vi.fn(), resolveCase: vi.fn() }));
vi.mock('../api/case-actions', () => writes);

const at = new Date('2026-11-25T10:00:00Z');
const row = (id: string, patch: Partial<CaseRow> = {}): CaseRow => ({
  id,
  status: 'customer_replied',
  contact: 'confirmed',
  createdAt: at,
  lastActivityAt: at,
  messageCount: 1,
  ...patch,
});
const thread: CaseMessageRow[] = [
  {
    id: 'm1',
    author: 'customer',
    authorName: null,
    createdBy: null,
    text: 'Broken handle <script>x</script>',
    createdAt: at,
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  reads.getCasesPage.mockResolvedValue({
    rows: [row('c1'), row('c2', { status: 'new', contact: 'pending_confirmation' })],
    next: null,
  });
  reads.getCaseMessages.mockResolvedValue(thread);
  reads.getCaseStats.mockResolvedValue(null);
  writes.sendCaseReply.mockResolvedValue(undefined);
  writes.resolveCase.mockResolvedValue(undefined);
});

describe('CasesPanel', { timeout: 20_000 }, () => {
  it('shows the seller’s numbers from one counters document', async () => {
    reads.getCaseStats.mockResolvedValue({
      ownerId: 'owner',
      opened: 4,
      withContact: 3,
      firstReplies: 2,
      firstReplyHistogram: { h2: 1, h24: 1 },
      resolved: 1,
      openByHour: {},
      updatedAt: null,
    });
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" />
      </FirebaseProviders>,
    );
    const numbers = await screen.findByTestId('case-numbers');
    const values = within(numbers)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['4', '75%', 'Under 2 hours', '25%', '0']);
    expect(reads.getCaseStats).toHaveBeenCalledTimes(1);
    expect(reads.getCaseStats).toHaveBeenCalledWith(firestore, 'owner', 'p1');
  });

  it('lists a bounded page of cases with their status, and filters by status on the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" />
      </FirebaseProviders>,
    );
    const statuses = await screen.findAllByTestId('case-status');
    expect(statuses.map((chip) => chip.textContent)).toEqual([
      'Customer replied',
      'Waiting for the customer to confirm',
    ]);
    expect(reads.getCasesPage).toHaveBeenLastCalledWith(firestore, 'owner', 'p1', null, 20, null);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await waitFor(() =>
      expect(reads.getCasesPage).toHaveBeenLastCalledWith(
        firestore,
        'owner',
        'p1',
        'resolved',
        20,
        null,
      ),
    );
  });

  it('opens the case an alert links to, with its thread', async () => {
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" openCaseId="c1" />
      </FirebaseProviders>,
    );
    // The thread's reads answer after the list's: on a loaded machine that can take a while.
    const region = await screen.findByRole('region', { name: 'Conversation' }, { timeout: 30_000 });
    await within(region).findByText('Broken handle <script>x</script>');
    expect(reads.getCaseMessages).toHaveBeenCalledWith(firestore, 'owner', 'c1', 100);
    const selected = screen
      .getAllByTestId('case-row')
      .filter((tr) => tr.classList.contains('qr-row-selected'));
    expect(selected.map((tr) => tr.getAttribute('data-case-id'))).toEqual(['c1']);
  });

  it('shows which member answered: their name once relayed, else "You" or "Your team"', async () => {
    reads.getCaseMessages.mockResolvedValue([
      ...thread,
      {
        id: 'm2',
        author: 'seller',
        authorName: 'Maria Ionescu',
        createdBy: 'member-support',
        text: 'A new one is on its way.',
        createdAt: at,
      },
      {
        id: 'm3',
        author: 'seller',
        authorName: null,
        createdBy: 'owner',
        text: 'Mine, not relayed yet.',
        createdAt: at,
      },
      {
        id: 'm4',
        author: 'seller',
        authorName: null,
        createdBy: 'member-manager',
        text: 'A teammate’s.',
        createdAt: at,
      },
    ]);
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" openCaseId="c1" />
      </FirebaseProviders>,
    );
    const region = await screen.findByRole('region', { name: 'Conversation' }, { timeout: 30_000 });
    await within(region).findByText('A new one is on its way.');
    const authors = within(region)
      .getAllByTestId('case-message')
      .map((li) => li.querySelector('p')?.firstChild?.textContent);
    expect(authors).toEqual(['Customer', 'Maria Ionescu', 'You', 'Your team']);
  });

  it('shows the thread as text and refuses a reply with markup or nothing in it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findAllByTestId('case-row');
    await user.click(screen.getAllByRole('button', { name: 'Open' })[0]!);
    const message = await screen.findByTestId('case-message');
    expect(message.textContent).toContain('Broken handle <script>x</script>');
    expect(message.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Please write a message')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'See <b>this</b>');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('The message must be plain text, without HTML tags')).toBeTruthy();
    expect(writes.sendCaseReply).not.toHaveBeenCalled();
  });

  it('sends a plain reply with its line breaks and marks the case resolved', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findAllByTestId('case-row');
    await user.click(screen.getAllByRole('button', { name: 'Open' })[0]!);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'We send a new one.{Enter}Sorry!');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(writes.sendCaseReply).toHaveBeenCalledWith(
        firestore,
        // The account the screen shows and the member who writes (testFirebase: its Owner).
        { accountId: 'owner', uid: 'owner' },
        'c1',
        'We send a new one.\nSorry!',
      ),
    );
    expect(await screen.findByText('Reply sent')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(writes.resolveCase).toHaveBeenCalledWith(firestore, 'c1'));
  });

  it('offers no reply form while the customer has not confirmed, or after they deleted their data', async () => {
    reads.getCasesPage.mockResolvedValue({
      rows: [
        row('c2', { status: 'new', contact: 'pending_confirmation' }),
        row('c3', { contact: 'erased' }),
      ],
      next: null,
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <FirebaseProviders>
        <CasesPanel productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findAllByTestId('case-row');
    await user.click(screen.getAllByRole('button', { name: 'Open' })[0]!);
    const region = await screen.findByTestId('case-thread');
    expect(within(region).getByText(/has not confirmed their address yet/)).toBeTruthy();
    expect(within(region).queryByRole('textbox')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Open' })[1]!);
    expect(await screen.findByText(/deleted their data/)).toBeTruthy();
  });
});
