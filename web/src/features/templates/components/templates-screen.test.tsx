import { screen } from '@testing-library/react';
import { MAX_TEMPLATES_PER_SELLER } from '@shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import type { TemplateRow } from '../api/types';
import { newTemplateInput } from '../lib/new-template';
import { TemplatesScreen } from './templates-screen';

vi.mock('@/lib/firebase', async () =>
  (await import('@/testing/firebase')).firebaseHooks({ uid: 'owner' }),
);
// The templates as the live query delivers them (its reads: template-limit.emulator.test.ts).
const live = vi.hoisted(() => ({ useTemplates: vi.fn(), useTemplateSyncs: vi.fn() }));
vi.mock('../hooks/use-templates', () => ({ useTemplates: live.useTemplates }));
// The syncs under way as their live query delivers them (its reads: template-syncs.emulator.test.ts).
vi.mock('../hooks/use-template-syncs', () => ({ useTemplateSyncs: live.useTemplateSyncs }));
const { FirebaseProviders } = testFirebase('templates-screen');
// A Support member of the same account (the role table: templates.read, not templates.write).
const support = testFirebase('templates-screen-support', { uid: 'support-1', role: 'support' });

const templates = (count: number): TemplateRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...newTemplateInput({
      name: `Template ${i}`,
      headline: 'Thanks!',
      callToAction: 'Scan',
      language: 'en',
    }),
    id: `template${i}`,
    ownerId: 'owner',
    createdAt: null,
    updatedAt: null,
  }));

function showTemplates(count: number) {
  live.useTemplates.mockReturnValue({
    status: 'success',
    templates: templates(count),
    invalid: [],
    unreachable: false,
    retry: () => {},
  });
  renderWithProviders(
    <FirebaseProviders>
      <TemplatesScreen />
    </FirebaseProviders>,
  );
}

const limitText =
  'Your account has reached its template limit (100). Delete templates you no longer need to create new ones.';

beforeEach(() => {
  vi.clearAllMocks();
  live.useTemplateSyncs.mockReturnValue(new Map());
});

describe('TemplatesScreen at the template ceiling', { timeout: 60_000 }, () => {
  it('says so and offers no new template or duplicate at the ceiling; edit and delete stay', () => {
    showTemplates(MAX_TEMPLATES_PER_SELLER);
    expect(screen.getByTestId('templates-limit').textContent).toBe(limitText);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'New template' }).disabled).toBe(
      true,
    );
    const duplicates = screen.getAllByRole<HTMLButtonElement>('button', { name: 'Duplicate' });
    expect(duplicates).toHaveLength(MAX_TEMPLATES_PER_SELLER);
    expect(duplicates.every((button) => button.disabled)).toBe(true);
    for (const name of ['Edit', 'Delete']) {
      const buttons = screen.getAllByRole<HTMLButtonElement>('button', { name });
      expect(buttons.every((button) => !button.disabled)).toBe(true);
    }
  });

  it('below the ceiling says nothing and lets the seller create and duplicate', () => {
    showTemplates(MAX_TEMPLATES_PER_SELLER - 1);
    expect(screen.queryByTestId('templates-limit')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'New template' }).disabled).toBe(
      false,
    );
    const duplicates = screen.getAllByRole<HTMLButtonElement>('button', { name: 'Duplicate' });
    expect(duplicates.some((button) => button.disabled)).toBe(false);
  });
});

describe('TemplatesScreen for a member whose role may not change templates', () => {
  it('shows the templates and says so, offering no create, edit, duplicate or delete', () => {
    live.useTemplates.mockReturnValue({
      status: 'success',
      templates: templates(2),
      invalid: [],
      unreachable: false,
      retry: () => {},
    });
    renderWithProviders(
      <support.FirebaseProviders>
        <TemplatesScreen />
      </support.FirebaseProviders>,
    );
    expect(screen.getAllByTestId('template-item')).toHaveLength(2);
    expect(screen.getByTestId('templates-read-only').textContent).toBe(
      'Your role in this account lets you see templates, not change them.',
    );
    for (const name of ['New template', 'Edit', 'Duplicate', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('TemplatesScreen while products follow a changed template', { timeout: 60_000 }, () => {
  it('shows how far each template’s products are, and nothing for the others', () => {
    live.useTemplateSyncs.mockReturnValue(
      new Map([
        ['template0', { processed: 40_000, total: 100_000 }],
        ['template2', { processed: 0, total: null }],
      ]),
    );
    showTemplates(3);
    const [first, second, third] = screen.getAllByTestId('template-item');
    expect(first!.querySelector('[data-testid="template-sync"]')?.textContent).toBe(
      'Updating the products that follow this template: 40,000 of 100,000',
    );
    const bar = first!.querySelector('progress')!;
    expect([bar.value, bar.max]).toEqual([40_000, 100_000]);
    expect(screen.getByRole('progressbar', { name: /40,000 of 100,000/ })).toBe(bar);
    expect(second!.querySelector('[data-testid="template-sync"]')).toBeNull();
    // Queued, not counted yet: a line and a bar with no end.
    expect(third!.querySelector('[data-testid="template-sync"]')?.textContent).toBe(
      'Updating the products that follow this template…',
    );
    expect(third!.querySelector('progress')?.hasAttribute('value')).toBe(false);
  });
});
