import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import type { ProductRow } from '../api/types';
import { useProducts } from '../hooks/use-products';
import { AmazonComplianceNotice } from './amazon-compliance-notice';
import { listMessages, ProductListView, type RenderBulkActions } from './product-list-view';

// The confirmation dialog (MUI Dialog, Modal, transitions) is downloaded on the first delete.
const DeleteProductDialog = lazy(async () => ({
  default: (await import('./delete-product-dialog')).DeleteProductDialog,
}));

/** /products: the seller's products, live. */
export function ProductListScreen({
  renderBulkActions,
}: {
  renderBulkActions?: RenderBulkActions;
}) {
  const intl = useIntl();
  const { status, products, invalid, error } = useProducts();
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const [deleteUsed, setDeleteUsed] = useState(false);
  if (deleting && !deleteUsed) setDeleteUsed(true);

  if (status === 'error') throw error;
  return (
    <Stack spacing={3}>
      <PageTitle title={intl.formatMessage(listMessages.heading)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...listMessages.heading} />
      </Typography>
      <InvalidDataAlert errors={invalid} scope="list" />
      <AmazonComplianceNotice />
      {status === 'loading' ? (
        <PageSpinner />
      ) : (
        <ProductListView
          products={products}
          onDelete={setDeleting}
          renderBulkActions={renderBulkActions}
        />
      )}
      {deleteUsed ? (
        <Suspense fallback={null}>
          <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
