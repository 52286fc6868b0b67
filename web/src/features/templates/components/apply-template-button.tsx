import StyleIcon from '@mui/icons-material/Style';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { applyMessages } from '../apply-messages';
import {
  ApplyTemplateDialog,
  type MatchingProducts,
  type SelectedProduct,
} from './apply-template-dialog';

/** The product list's 'Apply Template' bulk action (spec §2): selected rows, or all matching. */
export function ApplyTemplateButton({
  products = [],
  matching,
}: {
  products?: readonly SelectedProduct[];
  matching?: MatchingProducts;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<StyleIcon />}
        disabled={!matching && products.length === 0}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage {...applyMessages.button} />
      </Button>
      <ApplyTemplateDialog
        open={open}
        products={products}
        matching={matching}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
