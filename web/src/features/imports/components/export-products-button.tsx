import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { defineMessage, FormattedMessage } from 'react-intl';
import type { ExportSource } from '../lib/export-products';

const buttonMessage = defineMessage({
  id: 'imports.export.button',
  defaultMessage: 'Export products',
});

// The dialog (with its messages), the CSV writer and the worker client load when the seller asks for an export.
const ExportProductsDialog = lazy(() => import('./export-products-dialog'));

/** "Export products" on the product list: the list's products in the import template's columns. */
export function ExportProductsButton({ source }: { source: ExportSource }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <FormattedMessage {...buttonMessage} />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ExportProductsDialog open={open} source={source} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
