import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_LINK, invitationEmailKey, type InvitationPeek } from '@shared';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { roleMessages } from '@/components/layouts/account-switcher';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { useToast } from '@/components/ui/toast';
import { paths, withAccount } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import { signOutSeller } from '@/lib/auth/sign-in';
import { useAuth, useUser } from '@/lib/firebase';
import { acceptInvitation, peekInvitation, TeamCallError, type TeamError } from '../api/members';
import {
  inviteMessages as messages,
  inviteValueMessages as valueMessages,
  teamErrorMessages,
} from '../messages';

/**
 * /invite?t=<token>, the link of an invitation email (docs/decisions.md, "Invitations"): what the
 * invitation is, and "Accept and join" for the signed-in person. The server accepts only a
 * sign-in whose verified address is the invited one; every refusal says why and changes nothing.
 */
export function AcceptInvitationScreen() {
  const intl = useIntl();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get(INVITATION_LINK.tokenParam) ?? '';
  const { data: user } = useUser();
  const auth = useAuth();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const toast = useToast();
  const [invitation, setInvitation] = useState<InvitationPeek | null>(null);
  const [problem, setProblem] = useState<TeamError | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    peekInvitation(user, token).then(
      (found) => live && setInvitation(found),
      (error: unknown) =>
        live && setProblem(error instanceof TeamCallError ? error.code : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [user, token]);

  const accept = async () => {
    if (!user || !invitation) return;
    setBusy(true);
    setProblem(null);
    try {
      const accountId = await acceptInvitation(user, token);
      toast.success(valueMessages.joined, { values: { account: invitation.accountName } });
      await navigate(href(withAccount(paths.products.getHref(), accountId)), { replace: true });
    } catch (error) {
      setProblem(error instanceof TeamCallError ? error.code : 'failed');
      setBusy(false);
    }
  };

  const switchAccount = async () => {
    await signOutSeller(auth);
    await navigate(href(paths.login.getHref(`${INVITATION_LINK.path}${search}`)), {
      replace: true,
    });
  };

  if (!invitation && !problem) return <PageSpinner />;
  const signedInAs = user?.email ?? '';
  const otherAddress = invitation !== null && invitationEmailKey(signedInAs) !== invitation.email;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto' }}>
      <PageTitle title={intl.formatMessage(messages.title)} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          <FormattedMessage {...messages.title} />
        </Typography>
        {invitation && (
          <Typography data-testid="invitation-details">
            <FormattedMessage
              {...valueMessages.details}
              values={{
                inviter: invitation.invitedByName,
                account: invitation.accountName,
                role: intl.formatMessage(roleMessages[invitation.role]),
              }}
            />
          </Typography>
        )}
        {invitation && otherAddress && (
          <Alert severity="warning">
            <FormattedMessage
              {...valueMessages.sentTo}
              values={{ email: invitation.email, current: signedInAs }}
            />
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert" data-testid="invitation-error">
            <FormattedMessage {...teamErrorMessages[problem]} />
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          {invitation && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void accept()}
              data-testid="invitation-accept"
            >
              <FormattedMessage {...messages.accept} />
            </Button>
          )}
          <Button onClick={() => void switchAccount()}>
            <FormattedMessage {...messages.signOut} />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
