import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { inboxMessages } from '../messages';

/** A list that could not be read: what failed, and "Try again" to read it once more. */
export function LoadFailedAlert({
  message,
  onRetry,
}: {
  message: MessageDescriptor;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage {...inboxMessages.tryAgain} />
        </Button>
      }
    >
      <FormattedMessage {...message} />
    </Alert>
  );
}
