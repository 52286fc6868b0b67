import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_PRODUCTS_PER_SELLER, newProductInput, type ProductInput } from '@shared';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import { ProductForm } from './product-form';

// The form only needs Firestore and Storage from reactfire's context (the test's own instances),
// and never reaches the network in these tests (nothing valid is saved, no Storage emulator answers).
vi.mock('@/lib/firebase', async () => (await import('@/testing/firebase')).firebaseHooks(null));
vi.mock('@/lib/firebase-storage', () => ({ isStorageAvailable: async () => false }));
const writes = vi.hoisted(() => ({ createProduct: vi.fn(), updateProduct: vi.fn() }));
vi.mock('../api/save-product', () => writes);
const limit = vi.hoisted(() => ({ atProductLimit: vi.fn() }));
vi.mock('../api/product-limit', () => limit);

const { FirebaseProviders: Providers } = testFirebase('product-form-test');

function renderForm(
  initial: ProductInput = newProductInput(),
  exists = false,
  server?: { needsTitle?: boolean },
) {
  return renderWithProviders(
    <Providers>
      <ProductForm
        productId="newProduct123"
        exists={exists}
        initial={initial}
        ownerId="seller-1"
        server={server}
      />
    </Providers>,
    { url: '/edit' },
  );
}

describe('ProductForm', { timeout: 60_000 }, () => {
  it('shows the spec’s sections, placeholder and QR generator', () => {
    renderForm();
    screen.getByPlaceholderText('Enter product title');
    screen.getByRole('heading', { name: 'Product Links' });
    screen.getByLabelText('Amazon link');
    screen.getByLabelText('eMAG link');
    screen.getByLabelText('Shopify link');
    screen.getByRole('heading', { name: 'Rating Configuration' });
    screen.getByText('Minimum Rating Required');
    // A new product starts in compliance mode: the minimum only marks what needs attention.
    screen.getByText(
      'Reviews below 4 stars are marked as needing your attention; every customer is still offered the store’s review page.',
    );
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Compliance mode' }).checked).toBe(
      true,
    );
    screen.getByRole('heading', { name: 'QR Code Generator' });
    screen.getByRole('tab', { name: 'Raw QR' });
    screen.getByRole('tab', { name: 'QR Card' });
    expect(screen.getByTestId('qr-code-url').textContent).toBe(
      `${window.location.origin}/reviews/newProduct123`,
    );
    screen.getByRole('button', { name: 'Click to edit' });
    screen.getByRole('button', { name: 'Download PNG' });
    screen.getByRole('button', { name: 'Download SVG' });
    screen.getByRole('button', { name: 'Save Product' });
  });

  it('refuses to save an invalid product and explains each field inline', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    screen.getByText('Please enter a product title');
    screen.getByText('Please correct the highlighted fields before saving.');
    expect(screen.queryByText('Product saved successfully')).toBeNull();

    fireEvent.change(screen.getByLabelText('Amazon link'), {
      target: { value: 'https://www.ebay.de/itm/1' },
    });
    screen.getByText('Enter a link to an Amazon product page');
    fireEvent.change(screen.getByLabelText('eMAG link'), {
      target: { value: 'http://www.emag.ro/x' },
    });
    screen.getByText('The link must start with https://');
    fireEvent.change(screen.getByLabelText(/Product title/), {
      target: { value: 'x'.repeat(256) },
    });
    screen.getByText('The title must be at most 255 characters');
  });

  it('shows a field error only once the field was left', () => {
    renderForm();
    const shopify = screen.getByLabelText('Shopify link');
    fireEvent.change(shopify, { target: { value: 'shop.example.com' } });
    expect(screen.queryByText('Enter a valid link starting with https://')).toBeNull();
    fireEvent.blur(shopify);
    screen.getByText('Enter a valid link starting with https://');
  });

  it('updates the below-threshold note with the chosen minimum rating', () => {
    renderForm({ ...newProductInput(), complianceMode: false });
    fireEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    screen.getByText('Reviews below 2 stars will not be published.');
    fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
    screen.getByText('Reviews below 1 star will not be published.');
  });

  it('lists the variant SKUs an import kept; the seller removes one and adds one, checked as saved', () => {
    renderForm(
      { ...newProductInput(), title: 'T-shirt', sku: 'TS', variantSkus: ['TS-S', 'TS-M'] },
      true,
    );
    const list = screen.getByTestId('variant-skus');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TS-S', 'TS-M']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove TS-S' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TS-M']);

    const input = screen.getByLabelText('Add a variant SKU');
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.change(input, { target: { value: 'TS,L' } });
    fireEvent.click(add);
    screen.getByText('Use letters, digits, single spaces and & ( ) . _ / # + : - only in the SKU');
    fireEvent.change(input, { target: { value: 'ts-m' } });
    fireEvent.click(add);
    screen.getByText('This product already has this SKU');
    fireEvent.change(input, { target: { value: 'ts' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    screen.getByText('This product already has this SKU');
    fireEvent.change(input, { target: { value: ' TS (XL) ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TS-M', 'TS (XL)']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says when an import made the title from a code', () => {
    renderForm({ ...newProductInput(), title: 'eMAG DQ5B1FMBM', sku: 'B-1' }, true, {
      needsTitle: true,
    });
    within(screen.getByTestId('needs-title-note')).getByText(/did not name this product/);
  });

  it('"Click to edit" opens the colour settings and warns about unscannable colours', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Click to edit' }));
    // The dialog is a lazy chunk.
    const dialog = await screen.findByRole('dialog', { name: 'QR code and card settings' });
    const foreground = within(dialog).getByRole('textbox', { name: 'Code colour' });

    fireEvent.change(foreground, { target: { value: '#cccccc' } });
    within(dialog).getByText(/too little contrast \(1\.6:1/);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Background colour' }), {
      target: { value: '#000000' },
    });
    fireEvent.change(foreground, { target: { value: '#ffffff' } });
    within(dialog).getByText(/lighter than its background/);
    expect(within(dialog).queryByText(/too little contrast/)).toBeNull();

    fireEvent.change(foreground, { target: { value: 'black' } });
    within(dialog).getByText('Enter a colour as #rrggbb');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Brand name' }), {
      target: { value: 'b'.repeat(41) },
    });
    within(dialog).getByText('This text must be at most 40 characters');
  });
});

describe('product form: card design warnings', { timeout: 60_000 }, () => {
  it('"Click to edit" warns about a headline that asks only happy customers', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Click to edit' }));
    // The dialog is a lazy chunk.
    const dialog = await screen.findByRole('dialog', { name: 'QR code and card settings' });
    const warnings = within(dialog).getByTestId('card-design-warnings');
    expect(within(warnings).queryByTestId('positive-only-warning')).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Headline' }), {
      target: { value: 'Happy with your board? Leave us 5 stars!' },
    });
    within(warnings).getByText(/asks only happy customers/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Headline' }), {
      target: { value: 'Tell us what you think' },
    });
    expect(within(warnings).queryByTestId('positive-only-warning')).toBeNull();
  });
});

describe('product form: compliance mode follows the Amazon link', { timeout: 60_000 }, () => {
  const amazon = 'https://www.amazon.de/dp/B08N5WRWNW';
  // hidden: while the confirmation closes, MUI keeps the page behind it aria-hidden.
  const compliance = () =>
    screen.getByRole<HTMLInputElement>('switch', { name: 'Compliance mode', hidden: true });
  const typeLink = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('a new product starts in compliance mode, whatever its marketplace', () => {
    renderForm();
    expect(compliance().checked).toBe(true);
    typeLink('eMAG link', 'https://www.emag.ro/x/pd/D1/');
    expect(compliance().checked).toBe(true);
  });

  it('a saved product routing privately turns it on when it gains an Amazon link', () => {
    renderForm({ ...newProductInput(), title: 'Old', complianceMode: false }, true);
    typeLink('eMAG link', 'https://www.emag.ro/x/pd/D1/');
    expect(compliance().checked).toBe(false);
    typeLink('Amazon link', amazon);
    expect(compliance().checked).toBe(true);
  });

  it('unless the seller deliberately switched it off', async () => {
    renderForm();
    fireEvent.click(compliance());
    fireEvent.click(screen.getByRole('button', { name: 'Turn off anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(compliance().checked).toBe(false);
    typeLink('Amazon link', amazon);
    expect(compliance().checked).toBe(false);
  });

  it('an Amazon product saved with compliance off is not switched on silently', () => {
    renderForm(
      {
        ...newProductInput(),
        title: 'Old',
        complianceMode: false,
        links: { amazon, emag: '', shopify: '' },
      },
      true,
    );
    typeLink('Amazon link', `${amazon}?th=1`);
    expect(compliance().checked).toBe(false);
  });
});

describe('ProductForm: the products ceiling', { timeout: 60_000 }, () => {
  it('a refused create at the ceiling says so, though the ceiling’s read failed once', async () => {
    writes.createProduct.mockRejectedValue(new FirebaseError('permission-denied', 'refused'));
    limit.atProductLimit
      .mockRejectedValueOnce(new FirebaseError('unavailable', 'the server could not be reached'))
      .mockResolvedValue(true);
    renderForm({
      ...newProductInput(),
      title: 'Bamboo board',
      links: { ...newProductInput().links, amazon: 'https://www.amazon.de/dp/B07PGL2ZSL' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    await screen.findByText(
      `Your account has reached its product limit (${MAX_PRODUCTS_PER_SELLER.toLocaleString('en')}). Delete products you no longer need to add new ones.`,
      undefined,
      { timeout: 5_000 },
    );
    expect(limit.atProductLimit).toHaveBeenCalledTimes(2);
    expect(limit.atProductLimit).toHaveBeenCalledWith(expect.anything(), 'seller-1');
  });
});
