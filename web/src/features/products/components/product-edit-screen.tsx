import { newProductInput, type AppliedTemplate, type ProductInput } from '@shared';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useFirestore, useUser } from '@/lib/firebase';
import { getProduct } from '../api/get-product';
import { newProductId } from '../api/new-product-id';
import { toProductInput } from '../lib/product-input';
import { ProductForm } from './product-form';

/** Card texts a new product starts with, in the seller's language (editable, may be cleared). */
export const defaultCardTexts = defineMessages({
  headline: { id: 'products.card.defaultHeadline', defaultMessage: 'Thank you for your purchase!' },
  callToAction: {
    id: 'products.card.defaultCallToAction',
    defaultMessage: 'Scan the code and tell us what you think',
  },
});

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | {
      state: 'ready';
      id: string;
      exists: boolean;
      initial: ProductInput;
      appliedTemplate?: AppliedTemplate;
    };

/**
 * /edit (new product) and /edit/:id. A new product gets its Firestore id right away, so its QR
 * code is final before the first save; after that save the URL becomes /edit/{id} without
 * reloading the form.
 */
export function ProductEditScreen() {
  const { id } = useParams();
  const intl = useIntl();
  const firestore = useFirestore();
  const { data: user } = useUser();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  // Read inside the effect without re-running it: a language switch must not reset the form.
  const latest = useRef({ loaded, intl });
  useEffect(() => {
    latest.current = { loaded, intl };
  });

  useEffect(() => {
    const previous = latest.current.loaded;
    if (!id) {
      if (previous.state === 'ready' && !previous.exists) return;
      const input = newProductInput();
      input.card.headline = latest.current.intl.formatMessage(defaultCardTexts.headline);
      input.card.callToAction = latest.current.intl.formatMessage(defaultCardTexts.callToAction);
      setLoaded({ state: 'ready', id: newProductId(firestore), exists: false, initial: input });
      return;
    }
    // Just created here and moved to /edit/{id}: keep the form as it is.
    if (previous.state === 'ready' && previous.id === id) return;
    let current = true;
    setLoaded({ state: 'loading' });
    getProduct(firestore, id).then(
      (product) => {
        if (!current) return;
        setLoaded(
          product
            ? {
                state: 'ready',
                id,
                exists: true,
                initial: toProductInput(product),
                appliedTemplate: product.appliedTemplate,
              }
            : { state: 'missing' },
        );
      },
      (error: unknown) => {
        // Rethrown during render so the route's error boundary shows it.
        if (current)
          setLoaded(() => {
            throw error;
          });
      },
    );
    return () => {
      current = false;
    };
  }, [id, firestore]);

  if (loaded.state === 'missing') return <NotFound />;
  if (loaded.state === 'loading' || !user) return <PageSpinner />;
  return (
    <ProductForm
      key={loaded.id}
      productId={loaded.id}
      exists={loaded.exists}
      initial={loaded.initial}
      appliedTemplate={loaded.appliedTemplate}
      ownerId={user.uid}
    />
  );
}
