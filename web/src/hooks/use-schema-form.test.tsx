import { act, renderHook } from '@testing-library/react';
import { newProductInput, ProductInput } from '@shared';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/validation-messages';
import { useFormDirty } from './use-form-dirty';
import { useSchemaForm } from './use-schema-form';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" defaultLocale="en">
    {children}
  </IntlProvider>
);
const validate = (draft: ProductInput) => v.safeParse(ProductInput, draft);

function useProductForm(showErrors: 'blur' | 'submit') {
  return useSchemaForm({
    initial: { ...newProductInput(), title: 'Board' },
    validate,
    formatErrors: fieldErrors,
    showErrors,
  });
}

describe('useSchemaForm', () => {
  it('validates with the shared schema and translates each field’s first error', () => {
    const { result } = renderHook(() => useProductForm('blur'), { wrapper });
    expect(result.current.errors).toEqual({});
    act(() =>
      result.current.setValues((d) => ({
        ...d,
        title: ' ',
        links: { ...d.links, amazon: 'https://www.ebay.de/itm/1' },
      })),
    );
    expect(result.current.errors).toEqual({
      title: 'Please enter a product title',
      'links.amazon': 'Enter a link to an Amazon product page',
    });
  });

  it("'blur': a field's error shows once it was left, every error once a save was tried", () => {
    const { result } = renderHook(() => useProductForm('blur'), { wrapper });
    act(() => result.current.setValues((d) => ({ ...d, title: '', minRating: 9 })));
    expect(result.current.errorFor('title')).toBeUndefined();
    act(() => result.current.touch('title'));
    expect(result.current.errorFor('title')).toBe('Please enter a product title');
    expect(result.current.errorFor('minRating')).toBeUndefined();
    let saved: ProductInput | null = newProductInput();
    act(() => {
      saved = result.current.submit();
    });
    expect(saved).toBeNull();
    expect(result.current.errorFor('minRating')).toBe(
      'The minimum rating must be between 1 and 5 stars',
    );
  });

  it("'submit': nothing shows before the first submit, then errors follow the values live", () => {
    const { result } = renderHook(() => useProductForm('submit'), { wrapper });
    act(() => result.current.setValues((d) => ({ ...d, title: '' })));
    act(() => result.current.touch('title'));
    expect(result.current.errorFor('title')).toBeUndefined();
    act(() => void result.current.submit());
    expect(result.current.errorFor('title')).toBe('Please enter a product title');
    act(() => result.current.setValues((d) => ({ ...d, title: 'Board' })));
    expect(result.current.errorFor('title')).toBeUndefined();
  });

  it('submits the schema’s output (trimmed) and knows what changed since the last save', () => {
    const { result } = renderHook(
      () => {
        const form = useProductForm('blur');
        return { ...form, dirty: useFormDirty(form) };
      },
      { wrapper },
    );
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setValues((d) => ({ ...d, title: '  Walnut board  ' })));
    expect(result.current.dirty).toBe(true);
    let saved: ProductInput | null = null;
    act(() => {
      saved = result.current.submit();
    });
    expect(saved!.title).toBe('Walnut board');
    act(() => result.current.reset(saved!));
    expect(result.current.dirty).toBe(false);
    expect(result.current.values.title).toBe('Walnut board');
    // Back to the saved value by hand: unchanged again.
    act(() => result.current.setValues((d) => ({ ...d, title: 'x' })));
    act(() => result.current.setValues((d) => ({ ...d, title: 'Walnut board' })));
    expect(result.current.dirty).toBe(false);
  });

  it('shows the server’s errors until the values change', () => {
    const { result } = renderHook(() => useProductForm('submit'), { wrapper });
    act(() => result.current.setServerErrors({ title: 'Taken' }));
    expect(result.current.errorFor('title')).toBe('Taken');
    act(() => result.current.setValues((d) => ({ ...d, title: 'Other' })));
    expect(result.current.errorFor('title')).toBeUndefined();
  });
});
