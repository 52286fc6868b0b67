import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import type { ProductRow } from '../api/types';
import { useProducts } from '../hooks/use-products';
import { AmazonComplianceNotice } from './amazon-compliance-notice'; // issue 8 (trust)
import { DeleteProductDialog } from './delete-product-dialog';
import { listMessages, ProductListView, type RenderBulkActions } from './product-list-view';

/** /products: the seller's products, live. */
export function ProductListScreen({
  renderBulkActions,
}: {
  renderBulkActions?: RenderBulkActions;
}) {
  const intl = useIntl();
  const { status, products, error } = useProducts();
  const [deleting, setDeleting] = useState<ProductRow | null>(null);

  if (status === 'error') throw error;
  return (
    <Stack spacing={3}>
      <PageTitle title={intl.formatMessage(listMessages.heading)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...listMessages.heading} />
      </Typography>
      {/* Issue 8 (trust): the one-time notice about Amazon products without compliance mode. */}
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
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
