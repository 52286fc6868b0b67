import { fireEvent, screen, within } from '@testing-library/react';
import { type ImportMapping } from '@shared';
import {
  amazonMarketplaceGuess,
  DEFAULT_SOURCE_OPTIONS,
  recognizeImportSource,
} from '@shared/import-sources';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ParsedFile } from '../lib/sheet';
import { MappingStep } from './mapping-step';
import type { SourceAnswers } from './source-options';

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

function Harness({ onCheck, file = parsed }: { onCheck: () => void; file?: ParsedFile }) {
  const profile = recognizeImportSource(file.sheet.headers);
  const guess = amazonMarketplaceGuess(profile.language);
  const [mapping, setMapping] = useState<ImportMapping>(profile.mapping);
  const [answers, setAnswers] = useState<SourceAnswers>({
    ...DEFAULT_SOURCE_OPTIONS,
    amazonMarketplace: guess,
    marketplaceGuessed: guess !== null,
    shopDomainText: '',
    overwriteTitles: false,
  });
  return (
    <MappingStep
      fileName="catalogue.xlsx"
      parsed={file}
      mapping={mapping}
      profile={profile}
      answers={answers}
      onAnswersChange={setAnswers}
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

describe('MappingStep', { timeout: 30_000 }, () => {
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
    const check = screen.getByRole<HTMLButtonElement>('button', { name: 'Check rows' });
    expect(check.disabled).toBe(true);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Produs' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ignore' }));
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(onCheck).toHaveBeenCalledOnce();
  });

  it('says what a marketplace file is and asks for the Amazon site before the preview', () => {
    const report = (headers: string[]): ParsedFile => ({
      kind: 'csv',
      sheetNames: [],
      sheetIndex: 0,
      sheet: { headerRow: 1, headers, rows: [{ row: 2, cells: ['Board', 'B-1', 'B07PGL2ZSL'] }] },
    });
    const onCheck = vi.fn();
    const { unmount } = renderWithProviders(
      <Harness onCheck={onCheck} file={report(['item-name', 'seller-sku', 'asin1'])} />,
    );
    expect(screen.getByTestId('import-source-found').textContent).toContain(
      'Recognised: Amazon All Listings report',
    );
    const check = screen.getByRole<HTMLButtonElement>('button', { name: 'Check rows' });
    expect(check.disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Amazon site of these listings' }));
    fireEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'amazon.co.uk' }),
    );
    expect(check.disabled).toBe(false);
    unmount();

    renderWithProviders(
      <Harness onCheck={onCheck} file={report(['Artikelbezeichnung', 'Händler-SKU', 'ASIN 1'])} />,
    );
    expect(selected('Amazon site of these listings')).toBe('amazon.de');
    expect(
      screen.getByText(
        'Guessed from the language of the column names. Change it if these listings are on another Amazon site.',
      ),
    ).toBeTruthy();
  });

  it('asks a WooCommerce export for the shop’s domain and says what link it makes', () => {
    const woo: ParsedFile = {
      kind: 'csv',
      sheetNames: [],
      sheetIndex: 0,
      sheet: {
        headerRow: 1,
        headers: ['ID', 'Type', 'SKU', 'Name', 'Published', 'Parent'],
        rows: [{ row: 2, cells: ['113', 'simple', 'BOARD-1', 'Bamboo board', '1', ''] }],
      },
    };
    renderWithProviders(<Harness onCheck={vi.fn()} file={woo} />);
    const domain = screen.getByTestId<HTMLInputElement>('import-shop-domain');
    screen.getByText(/https:\/\/your-domain\/\?post_type=product&p=ID/);
    const check = screen.getByRole<HTMLButtonElement>('button', { name: 'Check rows' });
    fireEvent.change(domain, { target: { value: 'not a domain' } });
    expect(check.disabled).toBe(true);
    fireEvent.change(domain, { target: { value: 'https://Shop.example.com/' } });
    expect(check.disabled).toBe(false);
  });
});
