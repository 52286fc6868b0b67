import { InvalidDocumentError, newProductInput, type ProductInput } from '@shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { defaultCardTexts } from '@/card';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { NotFound } from '@/components/errors/not-found';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import { useServerRead } from '@/lib/server-state/server-state';
import { newProductId } from '../api/new-product-id';
import { ownProductQuery } from '../api/product-reads';
import { toProductInput } from '../lib/product-input';
import { ProductForm } from './product-form';

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
  const { accountId } = useAccount();
  const readOnly = !useCan('products.write');
  // A product started on this screen: made once (a language switch must not reset the form).
  const [started, setStarted] = useState<{ id: string; initial: ProductInput } | null>(null);
  if (!id && !started) {
    const initial = newProductInput();
    initial.card.headline = intl.formatMessage(defaultCardTexts.headline);
    initial.card.callToAction = intl.formatMessage(defaultCardTexts.callToAction);
    setStarted({ id: newProductId(firestore), initial });
  }
  // Just created here and moved to /edit/{id}: keep the form as it is, read nothing.
  const editing = id && id !== started?.id ? id : null;
  const stored = useServerRead(editing ? ownProductQuery(firestore, editing) : null);

  if (!user) return <PageSpinner />;
  if (!editing) {
    if (!started) return <PageSpinner />;
    return (
      <ProductForm
        key={started.id}
        productId={started.id}
        exists={false}
        initial={started.initial}
        ownerId={accountId}
        readOnly={readOnly}
      />
    );
  }
  if (stored.status === 'error') {
    if (stored.error instanceof InvalidDocumentError) {
      return <InvalidDataAlert errors={[stored.error]} scope="page" />;
    }
    throw stored.error; // the route's error boundary shows it
  }
  if (stored.status !== 'success') return <PageSpinner />;
  if (!stored.data) return <NotFound />;
  const product = stored.data;
  return (
    <ProductForm
      key={product.id}
      productId={product.id}
      exists
      initial={toProductInput(product)}
      server={{
        appliedTemplate: product.appliedTemplate,
        cardRender: product.cardRender,
        needsTitle: product.needsTitle,
      }}
      ownerId={accountId}
      readOnly={readOnly}
    />
  );
}
