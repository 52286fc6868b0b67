import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MAX_WEBHOOKS_PER_ACCOUNT,
  WEBHOOK_MESSAGE,
  webhookLabelProblem,
  webhookState,
  webhookUrlProblem,
  WEBHOOK_KINDS,
  type WebhookKind,
  type WebhookProblem,
  type WebhookState,
} from '@shared';
import { FirebaseError } from 'firebase/app';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { isDemo } from '@/lib/firebase-config';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import {
  addWebhook,
  readSecret,
  removeWebhook,
  requestTestEvent,
  setWebhookEnabled,
  watchWebhooks,
  WebhookCeilingError,
  type Webhook,
} from '../api/webhooks';
import { webhookMessages, webhookValueMessages } from '../messages';
import { isOneOf } from '@shared/narrow';

const PROBLEMS: Record<WebhookProblem, MessageDescriptor> = {
  [WEBHOOK_MESSAGE.labelRequired]: webhookMessages.labelRequired,
  [WEBHOOK_MESSAGE.labelTooLong]: webhookMessages.labelTooLong,
  [WEBHOOK_MESSAGE.urlInvalid]: webhookMessages.urlInvalid,
  [WEBHOOK_MESSAGE.urlNotHttps]: webhookMessages.urlNotHttps,
  [WEBHOOK_MESSAGE.slackUrl]: webhookMessages.slackUrl,
  [WEBHOOK_MESSAGE.privateHost]: webhookMessages.privateHost,
};

const STATES: Record<
  WebhookState,
  { message: MessageDescriptor; color: 'success' | 'default' | 'warning' | 'error' }
> = {
  working: { message: webhookMessages.stateWorking, color: 'success' },
  new: { message: webhookMessages.stateNew, color: 'default' },
  failing: { message: webhookMessages.stateFailing, color: 'warning' },
  switchedOff: { message: webhookMessages.stateSwitchedOff, color: 'error' },
  off: { message: webhookMessages.stateOff, color: 'default' },
};

/**
 * The account's webhooks (docs/webhooks.md): Owner or Manager add a Slack incoming webhook or a
 * signed JSON endpoint (at most MAX_WEBHOOKS_PER_ACCOUNT), see how each is doing, switch it, send
 * it a test event and remove it. On the emulators a receiver on this machine is accepted.
 */
export function WebhookSettings() {
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const { accountId } = useAccount();
  // Its Owner or a Manager (the role table's webhooks.manage).
  const mayManage = useCan('webhooks.manage');
  const intl = useIntl();
  const firestore = useFirestore();
  const toast = useToast();
  const [webhooks, setWebhooks] = useState<Webhook[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [kind, setKind] = useState<WebhookKind>('slack');
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secrets, setSecrets] = useState<Record<string, string>>({});

  const allowed = uid !== '' && mayManage;
  useEffect(() => {
    if (!allowed) return;
    return watchWebhooks(firestore, accountId, setWebhooks, () => setFailed(true));
  }, [firestore, accountId, allowed]);

  if (!allowed) return null;

  const labelProblem = webhookLabelProblem(label);
  const urlProblem = webhookUrlProblem(kind, url, { allowLoopback: isDemo });
  const full = (webhooks?.length ?? 0) >= MAX_WEBHOOKS_PER_ACCOUNT;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (labelProblem || urlProblem || busy) return;
    setBusy(true);
    try {
      await addWebhook(firestore, accountId, uid, { kind, label, url });
      setLabel('');
      setUrl('');
      setTried(false);
      toast.success(webhookMessages.added);
    } catch (error) {
      if (error instanceof WebhookCeilingError) {
        toast.error(webhookValueMessages.ceiling, { values: { max: MAX_WEBHOOKS_PER_ACCOUNT } });
      } else {
        toast.error(webhookMessages.addFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  const act = async (action: () => Promise<unknown>, failure: MessageDescriptor) => {
    try {
      await action();
      return true;
    } catch (error) {
      if (!(error instanceof FirebaseError)) throw error;
      toast.error(failure);
      return false;
    }
  };

  return (
    <Stack spacing={2} component="section" data-testid="webhook-settings">
      <div>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...webhookMessages.title} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...webhookMessages.intro} />
        </Typography>
      </div>
      {failed ? (
        <Alert severity="warning">
          <FormattedMessage {...webhookMessages.loadFailed} />
        </Alert>
      ) : null}
      {webhooks && webhooks.length === 0 ? (
        <Typography variant="body2">
          <FormattedMessage {...webhookMessages.empty} />
        </Typography>
      ) : null}
      {(webhooks ?? []).map((webhook) => {
        const state = STATES[webhookState(webhook)];
        return (
          <Stack
            key={webhook.id}
            spacing={1}
            data-testid="webhook"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{webhook.label}</Typography>
              <Chip
                size="small"
                label={intl.formatMessage(
                  webhook.kind === 'slack'
                    ? webhookMessages.kindSlack
                    : webhookMessages.kindGeneric,
                )}
              />
              <Chip
                size="small"
                color={state.color}
                label={intl.formatMessage(state.message)}
                data-testid="webhook-state"
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {webhook.url}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={webhook.enabled}
                    onChange={(event) =>
                      void act(
                        () =>
                          setWebhookEnabled(firestore, accountId, webhook.id, event.target.checked),
                        webhookMessages.changeFailed,
                      )
                    }
                  />
                }
                label={intl.formatMessage(webhookMessages.on)}
              />
              <Button
                size="small"
                disabled={!webhook.enabled}
                onClick={() =>
                  void act(
                    () => requestTestEvent(firestore, accountId, webhook.id),
                    webhookMessages.testFailed,
                  ).then((sent) => {
                    if (sent) toast.success(webhookMessages.testSent);
                  })
                }
              >
                <FormattedMessage {...webhookMessages.sendTest} />
              </Button>
              {webhook.kind === 'generic' && !secrets[webhook.id] ? (
                <Button
                  size="small"
                  onClick={() =>
                    void act(async () => {
                      const secret = await readSecret(firestore, accountId, webhook.id);
                      if (secret) setSecrets((known) => ({ ...known, [webhook.id]: secret }));
                    }, webhookMessages.changeFailed)
                  }
                >
                  <FormattedMessage {...webhookMessages.showSecret} />
                </Button>
              ) : null}
              <Button
                size="small"
                color="error"
                onClick={() =>
                  void act(
                    () => removeWebhook(firestore, accountId, webhook.id),
                    webhookMessages.removeFailed,
                  )
                }
              >
                <FormattedMessage {...webhookMessages.remove} />
              </Button>
            </Stack>
            {secrets[webhook.id] ? (
              <TextField
                size="small"
                value={secrets[webhook.id]}
                label={intl.formatMessage(webhookMessages.showSecret)}
                helperText={intl.formatMessage(webhookMessages.secretHelp)}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            ) : null}
          </Stack>
        );
      })}
      {full ? (
        <Alert severity="info">
          <FormattedMessage
            {...webhookValueMessages.ceiling}
            values={{ max: MAX_WEBHOOKS_PER_ACCOUNT }}
          />
        </Alert>
      ) : (
        <Stack component="form" spacing={1.5} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            select
            size="small"
            label={intl.formatMessage(webhookMessages.kindLabel)}
            value={kind}
            onChange={({ target: { value } }) => {
              if (isOneOf(WEBHOOK_KINDS, value)) setKind(value);
            }}
            sx={{ maxWidth: 360 }}
          >
            <MenuItem value="slack">{intl.formatMessage(webhookMessages.kindSlack)}</MenuItem>
            <MenuItem value="generic">{intl.formatMessage(webhookMessages.kindGeneric)}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={intl.formatMessage(webhookMessages.nameLabel)}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={tried && labelProblem !== null}
            helperText={
              tried && labelProblem ? intl.formatMessage(PROBLEMS[labelProblem]) : undefined
            }
            sx={{ maxWidth: 360 }}
          />
          <TextField
            size="small"
            label={intl.formatMessage(webhookMessages.urlLabel)}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={tried && urlProblem !== null}
            helperText={tried && urlProblem ? intl.formatMessage(PROBLEMS[urlProblem]) : undefined}
            sx={{ maxWidth: 560 }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={busy}>
              <FormattedMessage {...webhookMessages.add} />
            </Button>
          </div>
        </Stack>
      )}
    </Stack>
  );
}
