import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/i18n/messages/de.json';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import { CaseSettingsField } from './case-settings';

vi.mock('@/lib/firebase', async () =>
  (await import('@/testing/firebase')).firebaseHooks({ uid: 'u1' }),
);
const { firestore, FirebaseProviders } = testFirebase('case-settings');
const saves = vi.hoisted(() => ({ saveCaseSetting: vi.fn() }));
vi.mock('../api/seller-case-settings', () => saves);

beforeEach(() => {
  vi.clearAllMocks();
  saves.saveCaseSetting.mockResolvedValue(undefined);
});

describe('CaseSettingsField', () => {
  it('starts off and at 90 days, and saves the switch at once', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <FirebaseProviders>
        <CaseSettingsField uid="u1" initial={{ offerOnAllRatings: false, retentionDays: 90 }} />
      </FirebaseProviders>,
    );
    const offer = screen.getByRole('switch', { name: /after every rating/ });
    expect((offer as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /Days to keep/ }).value).toBe(
      '90',
    );
    await user.click(offer);
    expect(saves.saveCaseSetting).toHaveBeenCalledWith(firestore, 'u1', 'offerOnAllRatings', true);
  });

  it('refuses days outside 30–365 with a translated error and saves nothing; saves a valid change', async () => {
    renderWithProviders(
      <FirebaseProviders>
        <CaseSettingsField uid="u1" initial={{ offerOnAllRatings: false, retentionDays: 90 }} />
      </FirebaseProviders>,
      { locale: 'de', messages: de },
    );
    const days = screen.getByRole('spinbutton');
    fireEvent.change(days, { target: { value: '20' } });
    fireEvent.blur(days);
    expect(
      screen.getByText('Geben Sie eine ganze Zahl von Tagen zwischen 30 und 365 ein'),
    ).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(days, { target: { value: '30.5' } });
    fireEvent.blur(days);
    expect(saves.saveCaseSetting).not.toHaveBeenCalled();
    fireEvent.change(days, { target: { value: '180' } });
    fireEvent.blur(days);
    await waitFor(() =>
      expect(saves.saveCaseSetting).toHaveBeenCalledWith(firestore, 'u1', 'retentionDays', 180),
    );
  });
});
