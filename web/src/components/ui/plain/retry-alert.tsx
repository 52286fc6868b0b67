import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Alert } from './alert';
import { Button } from './button';

/**
 * Something that could not be read (a page, a list): what failed, and a button to read it once
 * more. Plain elements, so the customer's pages, which never load MUI, use it too.
 */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: MessageDescriptor;
  /** The button's words ("Try again"), from the feature's own messages. */
  retryLabel: MessageDescriptor;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" onClick={onRetry}>
          <FormattedMessage {...retryLabel} />
        </Button>
      }
    >
      <FormattedMessage {...message} />
    </Alert>
  );
}
