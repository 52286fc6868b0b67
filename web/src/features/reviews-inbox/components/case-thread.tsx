import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASE_MESSAGE_MAX_LENGTH, type ValidationMessageKey } from '@shared';
import { CaseMessageText } from '@shared/schemas/cases';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import { caseValidation } from '@/lib/case-validation-messages';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { resolveCase, sendCaseReply } from '../api/case-actions';
import { getCaseMessages, type CaseMessageRow, type CaseRow } from '../api/cases-query';
import { inboxKeys } from '../api/query-keys';
import { caseInboxMessages, caseInboxValueMessages } from '../case-messages';

/** Messages shown per case: a thread holds at most 200, the latest 100 are read. */
const THREAD_READ_LIMIT = 100;

function checkReply(text: string): ValidationMessageKey | null {
  const result = v.safeParse(CaseMessageText, text);
  if (result.success) return null;
  const key = result.issues[0].message;
  return caseValidation.isKnownKey(key) ? key : null;
}

/**
 * Who wrote a seller reply, as the thread shows it: the member's display name once the reply was
 * relayed (what the customer sees too), else "You" for one's own and "Your team" for another's.
 */
function sellerAuthor(
  message: CaseMessageRow,
  uid: string,
  t: (descriptor: MessageDescriptor) => string,
): string {
  if (message.authorName) return message.authorName;
  return t(
    message.createdBy && message.createdBy !== uid
      ? caseInboxMessages.fromTeam
      : caseInboxMessages.fromYou,
  );
}

/**
 * One case: its thread (plain text, never HTML), the reply form and "Mark resolved". Replies are
 * checked with the shared rule (plain text, 2,000 characters, line breaks only) before anything is
 * written; the rules check it again.
 */
export function CaseThread({ row, onChanged }: { row: CaseRow; onChanged: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const firestore = useFirestore();
  const { accountId: ownerId, uid } = useAccount();
  const mayAnswer = useCan('cases.answer');
  const thread = useServerRead(
    ownerId
      ? readQuery(inboxKeys.caseThread(ownerId, row.id, row.messageCount), () =>
          getCaseMessages(firestore, ownerId, row.id, THREAD_READ_LIMIT),
        )
      : null,
  );
  const [reply, setReply] = useState('');
  const [error, setError] = useState<ValidationMessageKey | null>(null);
  const [busy, setBusy] = useState<'send' | 'resolve' | null>(null);
  const [failure, setFailure] = useState<'send' | 'resolve' | null>(null);
  const [sent, setSent] = useState(false);
  const canReply = row.contact === 'confirmed';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkReply(reply);
    setError(problem);
    setSent(false);
    if (problem || busy) return;
    setBusy('send');
    setFailure(null);
    try {
      await sendCaseReply(firestore, { accountId: ownerId, uid }, row.id, reply.trim());
      setReply('');
      setSent(true);
      thread.reload();
      onChanged();
    } catch {
      setFailure('send');
    } finally {
      setBusy(null);
    }
  };

  const resolve = async () => {
    setBusy('resolve');
    setFailure(null);
    try {
      await resolveCase(firestore, row.id);
      onChanged();
    } catch {
      setFailure('resolve');
    } finally {
      setBusy(null);
    }
  };

  const messages = thread.status === 'success' ? thread.data : (thread.previous ?? []);
  return (
    <Stack
      spacing={2}
      data-testid="case-thread"
      aria-label={t(caseInboxMessages.thread)}
      role="region"
    >
      {thread.status === 'loading' && messages.length === 0 ? (
        <CircularProgress
          size={24}
          aria-label={t({ id: 'app.loading', defaultMessage: 'Loading…' })}
        />
      ) : null}
      {thread.status === 'error' ? (
        <Alert severity="error" role="alert">
          <FormattedMessage {...caseInboxMessages.loadFailed} />
        </Alert>
      ) : null}
      {thread.status === 'success' && messages.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...caseInboxMessages.noMessages} />
        </Typography>
      ) : null}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            data-testid="case-message"
            sx={{
              p: 1.5,
              borderRadius: 1,
              bgcolor: message.author === 'seller' ? 'action.hover' : 'background.paper',
              border: 1,
              borderColor: 'divider',
              ml: message.author === 'seller' ? 4 : 0,
            }}
          >
            <Typography variant="caption" color="text.secondary" component="p">
              {message.author === 'seller'
                ? sellerAuthor(message, uid, t)
                : t(caseInboxMessages.fromCustomer)}
              {message.createdAt ? (
                <Box component="time" dateTime={message.createdAt.toISOString()} sx={{ ml: 1.5 }}>
                  {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </Box>
              ) : null}
            </Typography>
            {/* Customer text: a React text node, never HTML; pre-wrap keeps the line breaks. */}
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Typography>
          </Box>
        ))}
      </Stack>

      {row.contact === 'erased' ? (
        <Alert severity="info">
          <FormattedMessage {...caseInboxMessages.erased} />
        </Alert>
      ) : !mayAnswer ? (
        <Alert severity="info" data-testid="case-read-only">
          <FormattedMessage {...caseInboxMessages.readOnly} />
        </Alert>
      ) : !canReply ? (
        <Alert severity="info">
          <FormattedMessage {...caseInboxMessages.waitingConfirm} />
        </Alert>
      ) : (
        <Stack component="form" spacing={1} noValidate onSubmit={(event) => void send(event)}>
          <TextField
            label={t(caseInboxMessages.replyLabel)}
            multiline
            minRows={3}
            value={reply}
            onChange={(event) => {
              setReply(event.target.value);
              setSent(false);
              if (error) setError(checkReply(event.target.value));
            }}
            error={error !== null}
            helperText={
              error
                ? caseValidation.formatValidationIssue(intl, error)
                : t(caseInboxValueMessages.replyHelp, {
                    count: reply.trim().length,
                    max: CASE_MESSAGE_MAX_LENGTH,
                  })
            }
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy !== null}
              startIcon={
                busy === 'send' ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              <FormattedMessage {...caseInboxMessages.send} />
            </Button>
            {sent ? (
              <Typography role="status" color="success.main">
                <FormattedMessage {...caseInboxMessages.sent} />
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      )}
      {failure ? (
        <Alert severity="error" role="alert">
          <FormattedMessage
            {...(failure === 'send'
              ? caseInboxMessages.sendFailed
              : caseInboxMessages.resolveFailed)}
          />
        </Alert>
      ) : null}
      {row.status !== 'resolved' && mayAnswer ? (
        <Box>
          <Button variant="outlined" disabled={busy !== null} onClick={() => void resolve()}>
            <FormattedMessage {...caseInboxMessages.resolve} />
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
