import { ProductInput, type CardDesign, type ProductLinks, type QrStyle } from '@shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { fieldErrors } from '@/lib/validation-messages';
import { complianceAfterLinkEdit } from '../lib/compliance-default';
import { sameInput } from '../lib/product-input';

/**
 * Draft state of the product form, validated with the shared schema on every change. A field's
 * error shows once the field was left (blur) or a save was attempted; colour and card errors in
 * the settings dialog show at once.
 */
export function useProductForm(initial: ProductInput) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Issue 8: whether the seller set the compliance switch in this edit (see compliance-default).
  const complianceSetBySeller = useRef(false);

  const result = useMemo(() => v.safeParse(ProductInput, draft), [draft]);
  const errors = useMemo(
    () => (result.success ? {} : fieldErrors(intl, result.issues)),
    [result, intl],
  );
  const dirty = useMemo(() => !sameInput(draft, baseline), [draft, baseline]);

  const errorFor = useCallback(
    (path: string) => (submitted || touched.has(path) ? errors[path] : undefined),
    [errors, submitted, touched],
  );

  return {
    draft,
    errors,
    errorFor,
    dirty,
    touch: useCallback((path: string) => setTouched((old) => new Set(old).add(path)), []),
    setTitle: useCallback((title: string) => setDraft((d) => ({ ...d, title })), []),
    setLink: useCallback(
      (store: keyof ProductLinks, url: string) =>
        setDraft((d) => {
          const links = { ...d.links, [store]: url };
          const compliance = complianceAfterLinkEdit(
            d.links,
            links,
            d.complianceMode,
            complianceSetBySeller.current,
          );
          return { ...d, links, complianceMode: compliance };
        }),
      [],
    ),
    setMinRating: useCallback((minRating: number) => setDraft((d) => ({ ...d, minRating })), []),
    setComplianceMode: useCallback((complianceMode: boolean) => {
      complianceSetBySeller.current = true;
      setDraft((d) => ({ ...d, complianceMode }));
    }, []),
    setQrStyle: useCallback((qrStyle: QrStyle) => setDraft((d) => ({ ...d, qrStyle })), []),
    setCard: useCallback((card: CardDesign) => setDraft((d) => ({ ...d, card })), []),
    /** The valid, trimmed input to save, or null (and every error shown) when invalid. */
    submit: useCallback((): ProductInput | null => {
      setSubmitted(true);
      return result.success ? result.output : null;
    }, [result]),
    /** After a successful save: the saved values become the new "unchanged" state. */
    markSaved: useCallback((saved: ProductInput) => {
      setDraft(saved);
      setBaseline(saved);
      setSubmitted(false);
      setTouched(new Set());
    }, []),
  };
}
