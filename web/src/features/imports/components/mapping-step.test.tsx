import { fireEvent, screen, within } from '@testing-library/react';
import { autoMapImportColumns, type ImportMapping } from '@shared';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ParsedFile } from '../lib/sheet';
import { MappingStep } from './mapping-step';

const parsed: ParsedFile = {
  kind: 'xlsx',
  sheetNames: ['Products', 'Notes'],
  sheetIndex: 0,
  sheet: {
    headerRow: 1,
    headers: ['Produs', 'SKU', 'Amazon URL', 'Price', '', 'Titel'],
    rows: [
      {
        row: 2,
        cells: ['Tocător', 'T-1', 'https://www.amazon.de/dp/B07PGL2ZSL', '10', 'x', 'Board'],
      },
    ],
  },
};

function Harness({ onCheck }: { onCheck: () => void }) {
  const [mapping, setMapping] = useState<ImportMapping>(autoMapImportColumns(parsed.sheet.headers));
  return (
    <MappingStep
      fileName="catalogue.xlsx"
      parsed={parsed}
      mapping={mapping}
      checking={false}
      checkFailed={false}
      onMappingChange={setMapping}
      onSheetChange={() => {}}
      onBack={() => {}}
      onCheck={onCheck}
    />
  );
}

const selected = (name: string) => screen.getByRole('combobox', { name }).textContent;

describe('MappingStep', () => {
  it('shows the automatic matches, the ignored columns, and lets the seller change any', () => {
    const onCheck = vi.fn();
    renderWithProviders(<Harness onCheck={onCheck} />);
    expect(screen.getByText('catalogue.xlsx: 1 row')).toBeTruthy();
    expect(selected('Produs')).toBe('Title');
    expect(selected('SKU')).toBe('SKU');
    expect(selected('Amazon URL')).toBe('Amazon link');
    expect(selected('Price')).toBe('Ignore');
    expect(selected('Column E (no header)')).toBe('Ignore');
    // "Titel" means title too, but the title is taken by the first column: ignored.
    expect(selected('Titel')).toBe('Ignore');

    // Two columns on one field cannot go on.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Titel' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Title' }));
    expect(
      screen.getByText(
        'Two columns are imported as “Title”. Set one of them to another field or to Ignore.',
      ),
    ).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Check rows' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Produs' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ignore' }));
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(onCheck).toHaveBeenCalledOnce();
  });
});
