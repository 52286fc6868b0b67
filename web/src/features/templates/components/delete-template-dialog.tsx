import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { deleteTemplate } from '../api/save-template';
import type { TemplateRow } from '../api/types';
import { deleteBodyMessage, templateMessages as m } from '../messages';

/** Confirmation before deleting; products keep the design they carry. */
export function DeleteTemplateDialog(props: { template: TemplateRow | null; onClose: () => void }) {
  const { template, onClose } = props;
  const intl = useIntl();
  const toast = useToast();
  const firestore = useFirestore();
  const { uid } = useAccount();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!template) return;
    setBusy(true);
    try {
      await deleteTemplate(firestore, template.ownerId, uid, template.id);
      toast.success(m.deleted);
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(m.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={template !== null} onClose={onClose}>
      <DialogTitle>
        <FormattedMessage {...m.deleteTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {template && intl.formatMessage(deleteBodyMessage, { name: template.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          <FormattedMessage {...m.delete} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
