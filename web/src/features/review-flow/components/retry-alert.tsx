import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import { reviewFlowMessages } from '../messages';

/** A page that could not be loaded: what went wrong, and "Try again". */
export function RetryAlert({
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
        <Button color="inherit" onClick={onRetry}>
          <FormattedMessage {...reviewFlowMessages.tryAgain} />
        </Button>
      }
    >
      <FormattedMessage {...message} />
    </Alert>
  );
}
