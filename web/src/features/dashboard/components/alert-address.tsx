import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AlertAddressCall } from '@shared/schemas/alert-address-call';
import type { AlertAddressStatus } from '@shared/schemas/alert-address';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useAccount } from '@/lib/account/account-context';
import { useUser } from '@/lib/firebase';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import { AlertAddressError, callAlertAddress } from '../api/alert-address';
import { alertAddressMessages, alertAddressValueMessages } from '../messages';

const ERROR_MESSAGES: Partial<Record<AlertAddressError['code'], MessageDescriptor>> = {
  invalid_email: alertAddressMessages.invalid,
  request_limit: alertAddressMessages.limit,
};

/**
 * Where alert emails and the digest go (docs/decisions.md, "The alert address is proven"): the
 * sign-in's verified address, or another one once its owner confirmed it by link. Shows a pending
 * request, and when the address's owner stopped the emails from a link in one of them, says so;
 * only a session signed in with that very address may switch them on again (the server decides:
 * `canResume`).
 */
export function AlertAddressField() {
  const intl = useIntl();
  const toast = useToast();
  const { data: user } = useUser();
  const { accountId } = useAccount();
  const read = useServerRead(
    user
      ? readQuery(['alert-address', accountId], () =>
          callAlertAddress(user, { action: 'status', accountId }),
        )
      : null,
  );
  const [latest, setLatest] = useState<AlertAddressStatus | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);
  const status = latest ?? (read.status === 'success' ? read.data : null);

  const call = async (body: AlertAddressCall): Promise<AlertAddressStatus | null> => {
    if (!user) return null;
    setBusy(true);
    try {
      const next = await callAlertAddress(user, { ...body, accountId });
      setLatest(next);
      return next;
    } catch (failure) {
      const message =
        failure instanceof AlertAddressError ? ERROR_MESSAGES[failure.code] : undefined;
      if (message) setError(message);
      else toast.error(alertAddressMessages.failed);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const request = async (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) {
      setError(alertAddressMessages.invalid);
      return;
    }
    setError(null);
    // The server checks the address (the shared schema) and answers invalid_email for a bad one.
    const next = await call({ action: 'request', email: typed });
    if (!next) return;
    setEmail('');
    if (next.pending) {
      toast.success(alertAddressValueMessages.requested, { values: { email: typed } });
    }
  };

  if (read.status === 'error' && !latest) {
    return (
      <Alert severity="warning">
        <FormattedMessage {...alertAddressMessages.failed} />
      </Alert>
    );
  }
  if (!status) return null;
  const stopped = status.stopped.all
    ? alertAddressMessages.stoppedAll
    : status.stopped.alerts
      ? alertAddressMessages.stoppedAlerts
      : status.stopped.digest
        ? alertAddressMessages.stoppedDigest
        : null;
  const signIn = status.signInAddress;

  return (
    <Stack spacing={1} data-testid="alert-address" sx={{ maxWidth: 480 }}>
      <Typography variant="subtitle2" component="h2">
        <FormattedMessage {...alertAddressMessages.title} />
      </Typography>
      {status.address ? (
        <div>
          <Typography variant="body2">
            <FormattedMessage
              {...alertAddressValueMessages.current}
              values={{ address: status.address }}
            />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage
              {...(status.source === 'confirmed'
                ? alertAddressMessages.fromLink
                : alertAddressMessages.fromSignIn)}
            />
          </Typography>
        </div>
      ) : (
        <Typography variant="body2">
          <FormattedMessage {...alertAddressMessages.none} />
        </Typography>
      )}
      {stopped ? (
        <Alert
          severity="warning"
          action={
            status.canResume ? (
              <Button
                color="inherit"
                size="small"
                disabled={busy}
                onClick={() => void call({ action: 'resume' })}
              >
                <FormattedMessage {...alertAddressMessages.resume} />
              </Button>
            ) : undefined
          }
        >
          <div>
            <FormattedMessage {...stopped} />
          </div>
          {status.canResume ? null : (
            <div>
              <FormattedMessage {...alertAddressMessages.onlyOwner} />
            </div>
          )}
        </Alert>
      ) : null}
      {signIn && status.source !== 'sign-in' ? (
        <div>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void call({ action: 'useSignIn' })}
          >
            <FormattedMessage
              {...alertAddressValueMessages.useSignIn}
              values={{ address: signIn }}
            />
          </Button>
        </div>
      ) : null}
      {status.pending ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              onClick={() => void call({ action: 'cancel' })}
            >
              <FormattedMessage {...alertAddressMessages.cancel} />
            </Button>
          }
        >
          <FormattedMessage
            {...alertAddressValueMessages.pending}
            values={{
              email: status.pending.email,
              date: intl.formatDate(status.pending.expiresAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            }}
          />
        </Alert>
      ) : null}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        noValidate
        onSubmit={(event) => void request(event)}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          type="email"
          autoComplete="email"
          label={intl.formatMessage(alertAddressMessages.other)}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={
            error ? intl.formatMessage(error) : intl.formatMessage(alertAddressMessages.otherHelp)
          }
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 0.25 }}>
          <FormattedMessage {...alertAddressMessages.send} />
        </Button>
      </Stack>
    </Stack>
  );
}
