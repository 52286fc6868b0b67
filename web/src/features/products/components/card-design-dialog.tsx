import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { defineMessages, FormattedMessage } from 'react-intl';
import { CardDesignEditor, type CardDesignEditorProps } from '@/card';

const messages = defineMessages({
  title: { id: 'products.cardDialog.title', defaultMessage: 'QR code and card settings' },
  done: { id: 'products.cardDialog.done', defaultMessage: 'Done' },
});

export interface CardDesignDialogProps extends CardDesignEditorProps {
  open: boolean;
  onClose: () => void;
  /** Live preview of what is being edited. */
  preview: React.ReactNode;
}

/** "Click to edit": the card design editor over the product's draft, previewed live. */
export function CardDesignDialog({ open, onClose, preview, ...editor }: CardDesignDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="card-dialog-title"
    >
      <DialogTitle id="card-dialog-title">
        <FormattedMessage {...messages.title} />
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{preview}</Box>
        <CardDesignEditor {...editor} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage {...messages.done} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
