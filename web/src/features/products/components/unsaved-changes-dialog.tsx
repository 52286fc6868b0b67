import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { Blocker } from 'react-router-dom';

const messages = defineMessages({
  title: { id: 'products.unsaved.title', defaultMessage: 'Leave without saving?' },
  body: {
    id: 'products.unsaved.body',
    defaultMessage:
      'You have unsaved changes to this product. If you leave now, they will be lost.',
  },
  stay: { id: 'products.unsaved.stay', defaultMessage: 'Stay on this page' },
  leave: { id: 'products.unsaved.leave', defaultMessage: 'Leave without saving' },
});

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">
        <FormattedMessage {...messages.title} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage {...messages.body} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          <FormattedMessage {...messages.stay} />
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          <FormattedMessage {...messages.leave} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
