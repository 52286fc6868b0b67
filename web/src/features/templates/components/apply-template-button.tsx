import StyleIcon from '@mui/icons-material/Style';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SelectedProduct } from './apply-template-dialog';
import { applyMessages } from '../apply-messages';
import { ApplyTemplateDialog } from './apply-template-dialog';

/** The product list's 'Apply Template' bulk action (spec §2). */
export function ApplyTemplateButton({ products }: { products: readonly SelectedProduct[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<StyleIcon />}
        disabled={products.length === 0}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage {...applyMessages.button} />
      </Button>
      <ApplyTemplateDialog open={open} products={products} onClose={() => setOpen(false)} />
    </>
  );
}
