import { AMAZON_REVIEW_POLICY_URL } from '@shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { ComplianceField } from './compliance-field';

function Harness({ initial }: { initial: boolean }) {
  const [checked, setChecked] = useState(initial);
  return <ComplianceField checked={checked} onChange={setChecked} />;
}

// hidden: while the dialog closes, MUI keeps the page behind it aria-hidden for its transition.
const toggle = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: 'Compliance mode', hidden: true });

describe('ComplianceField', { timeout: 30_000 }, () => {
  it('explains the rule in one sentence with Amazon’s policy page', () => {
    renderWithProviders(<Harness initial={false} />);
    const link = screen.getByRole('link', { name: 'customer review policies' });
    expect(link.getAttribute('href')).toBe(AMAZON_REVIEW_POLICY_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(toggle().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('switching off asks first, naming the risk; "Keep it on" keeps it on', () => {
    renderWithProviders(<Harness initial />);
    fireEvent.click(toggle());
    const dialog = screen.getByRole('dialog', { name: 'Turn compliance mode off?' });
    expect(dialog.textContent).toMatch(/selling account suspended/);
    // It names every rule review gating breaks.
    expect(dialog.textContent).toMatch(
      /Google’s review policy, the US FTC rule on consumer reviews \(16 CFR Part 465\) and the UK’s DMCC Act 2024/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep it on' }));
    expect(toggle().checked).toBe(true);
  });

  it('"Turn off anyway" turns it off; switching on needs no confirmation', async () => {
    renderWithProviders(<Harness initial />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Turn off anyway' }));
    expect(toggle().checked).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(toggle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle().checked).toBe(true);
  });

  it('speaks Romanian', () => {
    renderWithProviders(<Harness initial />, { locale: 'ro', messages: ro });
    fireEvent.click(screen.getByRole('switch', { name: ro['products.compliance.label'] }));
    screen.getByRole('dialog', { name: ro['products.compliance.confirmTitle'] });
  });
});
