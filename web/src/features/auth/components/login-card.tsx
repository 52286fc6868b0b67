import GoogleIcon from '@mui/icons-material/Google';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEMO_SELLER } from '@shared';
import type { ReactNode } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
} from 'react-intl';
import { PageTitle } from '@/components/ui/page-title';

const loginMessages = defineMessages({
  pageTitle: { id: 'login.pageTitle', defaultMessage: 'Sign in' },
  title: { id: 'login.title', defaultMessage: 'Welcome to QR Reviews' },
  subtitle: {
    id: 'login.subtitle',
    defaultMessage:
      'Sign in to create products, print QR cards and collect reviews from your customers.',
  },
  google: { id: 'login.google', defaultMessage: 'Sign in with Google' },
  demoButton: { id: 'login.demo.button', defaultMessage: 'Demo sign-in (emulator only)' },
});

const termsMessage = defineMessage<{ b: MessageTag }>({
  id: 'login.terms',
  defaultMessage:
    'By signing in with Google, you agree to our <b>Terms of Service</b> and <b>Privacy Policy</b>.',
});

const demoNoteMessage = defineMessage<{ email: string }>({
  id: 'login.demo.note',
  defaultMessage:
    'This app is connected to the local Firebase emulators. Sign in as the seeded demo seller ({email}) without a Google account.',
});

export type LoginBusy = 'google' | 'demo' | null;

export interface LoginCardProps {
  busy: LoginBusy;
  onGoogle: () => void;
  /** Only for demo (emulator) projects; undefined hides the demo sign-in entirely. */
  onDemo?: () => void;
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Spec §2 login screen: welcome text, 'Sign in with Google', the terms statement. */
export function LoginCard({ busy, onGoogle, onDemo }: LoginCardProps) {
  const intl = useIntl();
  const spinner = <CircularProgress size={18} color="inherit" />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <PageTitle title={intl.formatMessage(loginMessages.pageTitle)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        <FormattedMessage {...loginMessages.title} />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        <FormattedMessage {...loginMessages.subtitle} />
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={busy === 'google' ? spinner : <GoogleIcon />}
        disabled={busy !== null}
        onClick={onGoogle}
        sx={{ mt: 4, py: 1.25 }}
      >
        <FormattedMessage {...loginMessages.google} />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        <FormattedMessage {...termsMessage} values={{ b: bold }} />
      </Typography>
      {onDemo ? (
        <Box sx={{ mt: 4 }}>
          <Divider />
          <Alert
            severity="warning"
            icon={<ScienceOutlined />}
            sx={{ mt: 3, textAlign: 'left' }}
            data-testid="demo-sign-in"
          >
            <FormattedMessage {...demoNoteMessage} values={{ email: DEMO_SELLER.email }} />
          </Alert>
          {/* Warning orange text is 3.1:1 on white; the text keeps the body colour (WCAG 4.5:1). */}
          <Button
            variant="outlined"
            color="inherit"
            fullWidth
            startIcon={busy === 'demo' ? spinner : <ScienceOutlined />}
            disabled={busy !== null}
            onClick={onDemo}
            sx={{ mt: 2 }}
          >
            <FormattedMessage {...loginMessages.demoButton} />
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
