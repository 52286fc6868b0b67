import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import { newTemplateInput, templateInputOf } from '../lib/new-template';
import { TemplateEditorDialog } from './template-editor-dialog';

// The editor only needs Firestore and Storage from context and saves nothing here.
vi.mock('@/lib/firebase', async () => (await import('@/testing/firebase')).firebaseHooks(null));
vi.mock('@/lib/firebase-storage', () => ({
  isStorageAvailable: async () => false,
  useStorageAvailable: () => false,
}));

const { FirebaseProviders: Providers } = testFirebase('template-editor');

const fresh = () =>
  newTemplateInput({ name: 'Spring', headline: 'Thanks!', callToAction: 'Scan', language: 'en' });

function renderEditor(input = fresh()) {
  return renderWithProviders(
    <Providers>
      <TemplateEditorDialog editing={{ id: null, input }} onClose={() => {}} />
    </Providers>,
  );
}

const toggle = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: 'Compliance mode', hidden: true });

describe('TemplateEditorDialog: the routing', { timeout: 60_000 }, () => {
  it('a new template starts in compliance mode and says what applying it does', () => {
    renderEditor();
    expect(toggle().checked).toBe(true);
    screen.getByText(/Applying the template gives its products this setting/);
  });

  it('private routing is an explicit choice that names the rules it breaks', async () => {
    renderEditor();
    fireEvent.click(toggle());
    // The product form's confirmation (its own test reads every sentence): the rules by name.
    const { textContent } = screen.getByRole('dialog', { name: 'Turn compliance mode off?' });
    for (const rule of ['Amazon', 'Google', '16 CFR Part 465', 'DMCC']) {
      expect(textContent).toContain(rule);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Keep it on' }));
    expect(toggle().checked).toBe(true);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Turn off anyway' }));
    await waitFor(() => expect(toggle().checked).toBe(false));
  });

  it('a template saved before templates carried the routing opens with the default', () => {
    const { complianceMode: _absent, ...older } = fresh();
    expect(templateInputOf(older).complianceMode).toBe(true);
    expect(templateInputOf({ ...older, complianceMode: false }).complianceMode).toBe(false);
  });
});
