import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITED_ROLES, ROLES, type InvitedRole } from '@shared';
import { isOneOf } from '@shared/narrow';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { roleMessages } from '@/components/layouts/account-switcher';
import { PageTitle } from '@/components/ui/page-title';
import { useToast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/use-locale';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import {
  callInvitations,
  callMembers,
  TeamCallError,
  watchInvitations,
  watchMembers,
  type Invitation,
  type Member,
} from '../api/members';
import {
  membersMessages as messages,
  membersValueMessages as valueMessages,
  teamErrorMessages,
} from '../messages';

/**
 * The account's team (docs/decisions.md, "Invitations"; "Member changes run in one transaction"):
 * its Owners see the members, change a role, remove a member, hand over ownership, invite by
 * address and role and revoke a pending invitation. Every change is the server's
 * (accountMembers, accountInvitations), which says why it refuses; the lists are live.
 */
export function MembersScreen() {
  const intl = useIntl();
  const mayManage = useCan('members.manage');
  const { accountId } = useAccount();
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageTitle title={intl.formatMessage(messages.title)} />
      <Typography variant="h4" component="h1">
        <FormattedMessage {...messages.title} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage {...messages.intro} />
      </Typography>
      {mayManage ? (
        // Another account's team starts from nothing (no error, no lists) of the one before.
        <TeamManager key={accountId} />
      ) : (
        <Alert severity="info" data-testid="members-owners-only">
          <FormattedMessage {...messages.ownersOnly} />
        </Alert>
      )}
    </Stack>
  );
}

function TeamManager() {
  const intl = useIntl();
  const locale = useLocale();
  const firestore = useFirestore();
  const { data: user } = useUser();
  const { accountId, uid } = useAccount();
  const toast = useToast();
  const [members, setMembers] = useState<Member[] | null>(null);
  const [invitations, setInvitations] = useState<Invitation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('support');
  const [problem, setProblem] = useState<TeamCallError['code'] | null>(null);
  // "Expired" is judged at the screen's opening; the sweep deletes such invitations within a day.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const fail = () => setFailed(true);
    const stopMembers = watchMembers(firestore, accountId, setMembers, fail);
    const stopInvitations = watchInvitations(firestore, accountId, setInvitations, fail);
    return () => {
      stopMembers();
      stopInvitations();
    };
  }, [firestore, accountId]);

  /** Runs one call; a refusal shows its translated reason. */
  const run = async (call: () => Promise<void>, done: () => void) => {
    if (!user) return;
    setBusy(true);
    setProblem(null);
    try {
      await call();
      done();
    } catch (error) {
      setProblem(error instanceof TeamCallError ? error.code : 'failed');
    } finally {
      setBusy(false);
    }
  };
  const saved = () => toast.success(messages.saved);

  // The screen is signed in (the sign-in gate); a session that ended meanwhile is a failed call.
  const signedIn = () => {
    if (!user) throw new TeamCallError('failed');
    return user;
  };
  const setMemberRole = (member: Member, next: string) =>
    isOneOf(ROLES, next) &&
    run(
      () => callMembers(signedIn(), { action: 'setRole', accountId, uid: member.uid, role: next }),
      saved,
    );
  const remove = (member: Member) => {
    if (!window.confirm(intl.formatMessage(valueMessages.removeConfirm, { name: nameOf(member) })))
      return;
    void run(
      () => callMembers(signedIn(), { action: 'remove', accountId, uid: member.uid }),
      saved,
    );
  };
  const handOver = (member: Member) => {
    if (
      !window.confirm(intl.formatMessage(valueMessages.handOverConfirm, { name: nameOf(member) }))
    ) {
      return;
    }
    void run(
      () => callMembers(signedIn(), { action: 'handOver', accountId, uid: member.uid }),
      saved,
    );
  };
  const invite = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void run(
      () =>
        callInvitations(signedIn(), { action: 'invite', accountId, email: address, role, locale }),
      () => {
        setEmail('');
        toast.success(valueMessages.inviteSent, { values: { email: address } });
      },
    );
  };
  const revoke = (invitation: Invitation) =>
    void run(
      () =>
        callInvitations(signedIn(), { action: 'revoke', accountId, invitationId: invitation.id }),
      saved,
    );

  return (
    <>
      {failed && (
        <Alert severity="error">
          <FormattedMessage {...messages.loadFailed} />
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert" data-testid="members-error">
          <FormattedMessage {...teamErrorMessages[problem]} />
        </Alert>
      )}
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {(members ?? []).map((member) => (
          <Stack
            component="li"
            key={member.uid}
            data-testid={`member-${member.uid}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ p: 2, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {member.uid === uid ? (
                  <FormattedMessage {...valueMessages.you} values={{ name: nameOf(member) }} />
                ) : (
                  nameOf(member)
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {member.email}
              </Typography>
            </Stack>
            <TextField
              select
              size="small"
              label={intl.formatMessage(messages.role)}
              value={member.role}
              disabled={busy}
              onChange={(event) => void setMemberRole(member, event.target.value)}
              sx={{ minWidth: 160 }}
              slotProps={{ htmlInput: { 'data-testid': `member-role-${member.uid}` } }}
            >
              {ROLES.map((option) => (
                <MenuItem key={option} value={option}>
                  <FormattedMessage {...roleMessages[option]} />
                </MenuItem>
              ))}
            </TextField>
            {member.uid !== uid && member.role !== 'owner' && (
              <Button size="small" disabled={busy} onClick={() => handOver(member)}>
                <FormattedMessage {...messages.handOver} />
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => remove(member)}
              data-testid={`member-remove-${member.uid}`}
            >
              <FormattedMessage {...messages.remove} />
            </Button>
          </Stack>
        ))}
      </Paper>

      <Stack component="form" spacing={2} onSubmit={invite} noValidate>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...messages.inviteTitle} />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="email"
            required
            label={intl.formatMessage(messages.inviteEmail)}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'invite-email', maxLength: 254 } }}
          />
          <TextField
            select
            label={intl.formatMessage(messages.role)}
            value={role}
            onChange={(event) => {
              if (isOneOf(INVITED_ROLES, event.target.value)) setRole(event.target.value);
            }}
            sx={{ minWidth: 160 }}
            slotProps={{ htmlInput: { 'data-testid': 'invite-role' } }}
          >
            {INVITED_ROLES.map((option) => (
              <MenuItem key={option} value={option} data-testid={`invite-role-${option}`}>
                <FormattedMessage {...roleMessages[option]} />
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={busy || !email.trim()}>
            <FormattedMessage {...messages.inviteSend} />
          </Button>
        </Stack>
      </Stack>

      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          <FormattedMessage {...messages.pendingTitle} />
        </Typography>
        {invitations?.length === 0 && (
          <Typography color="text.secondary">
            <FormattedMessage {...messages.pendingEmpty} />
          </Typography>
        )}
        {(invitations ?? []).map((invitation) => {
          const expiresAt = invitation.expiresAt?.toMillis() ?? 0;
          return (
            <Stack
              key={invitation.id}
              direction="row"
              spacing={2}
              data-testid="invitation"
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                {invitation.email}
              </Typography>
              <Chip size="small" label={<FormattedMessage {...roleMessages[invitation.role]} />} />
              <Typography variant="body2" color="text.secondary">
                {expiresAt > now ? (
                  <FormattedMessage
                    {...valueMessages.pendingExpires}
                    values={{ date: intl.formatDate(expiresAt, { dateStyle: 'medium' }) }}
                  />
                ) : (
                  <FormattedMessage {...messages.pendingExpired} />
                )}
              </Typography>
              <Button size="small" disabled={busy} onClick={() => revoke(invitation)}>
                <FormattedMessage {...messages.revoke} />
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </>
  );
}

const nameOf = (member: Member) => member.displayName || member.email || member.uid;
