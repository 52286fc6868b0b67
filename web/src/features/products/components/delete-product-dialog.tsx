import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { forgetProductReads } from '../api/product-reads';
import { deleteProduct } from '../api/delete-product';
import type { ProductRow } from '../api/types';

const messages = defineMessages({
  title: { id: 'products.delete.title', defaultMessage: 'Delete product?' },
  cancel: { id: 'products.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'products.delete.confirm', defaultMessage: 'Delete' },
  deleted: { id: 'products.delete.done', defaultMessage: 'Product deleted' },
  failed: { id: 'products.delete.failed', defaultMessage: 'Failed to delete product' },
});
const body = defineMessage<{ title: string }>({
  id: 'products.delete.body',
  defaultMessage:
    'Delete “{title}”? Its QR codes stop working and all its reviews are deleted. This cannot be undone.',
});

/** Confirmation before deleting; the reviews go too (syncPublicProduct function). */
export function DeleteProductDialog(props: { product: ProductRow | null; onClose: () => void }) {
  const { product, onClose } = props;
  const intl = useIntl();
  const toast = useToast();
  const firestore = useFirestore();
  const { uid } = useAccount();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!product) return;
    setBusy(true);
    try {
      await deleteProduct(firestore, product.id, product.ownerId, uid);
      forgetProductReads(product.id);
      toast.success(messages.deleted);
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(messages.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={product !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="delete-product-title"
    >
      <DialogTitle id="delete-product-title">
        <FormattedMessage {...messages.title} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {intl.formatMessage(body, { title: product?.title ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          <FormattedMessage {...messages.cancel} />
        </Button>
        {/* confirm reports its own outcome in a toast. */}
        <Button onClick={() => void confirm()} color="error" variant="contained" loading={busy}>
          <FormattedMessage {...messages.confirm} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
