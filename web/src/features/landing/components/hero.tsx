import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';

const messages = defineMessages({
  claim: { id: 'landing.hero.claim', defaultMessage: 'Up to 65% more reviews' },
  title: {
    id: 'landing.hero.title',
    defaultMessage: 'Turn every package into a product review',
  },
  subtitle: {
    id: 'landing.hero.subtitle',
    defaultMessage:
      'Put a QR card in every order. Customers rate your product in seconds, are invited to your Amazon, eMAG or Shopify review page, and you read every piece of feedback first.',
  },
  start: { id: 'landing.hero.start', defaultMessage: 'Start for free' },
  how: { id: 'landing.hero.how', defaultMessage: 'See how it works' },
  noCard: { id: 'landing.hero.noCard', defaultMessage: 'No credit card needed' },
  // Neutral, like the default card (docs/decisions.md, "Trust"): no question that expects a happy answer.
  cardHeadline: { id: 'landing.hero.cardHeadline', defaultMessage: 'Thank you for your purchase!' },
  cardCta: { id: 'landing.hero.cardCta', defaultMessage: 'Scan to leave a review' },
});

/** Fixed-size illustration of a printed QR card (no image download, no layout shift). */
function CardIllustration() {
  return (
    <Paper
      elevation={8}
      aria-hidden
      sx={{
        width: 260,
        height: 340,
        mx: 'auto',
        p: 3,
        borderRadius: 4,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderTop: 8,
        borderColor: 'primary.main',
        transform: { md: 'rotate(-3deg)' },
      }}
    >
      <Typography variant="h6" component="p" sx={{ fontWeight: 800, textAlign: 'center' }}>
        <FormattedMessage {...messages.cardHeadline} />
      </Typography>
      <QrCode2 sx={{ fontSize: 150, color: 'text.primary' }} />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...messages.cardCta} />
      </Typography>
    </Paper>
  );
}

export function Hero() {
  const href = useLocalizedHref();
  return (
    <Box
      component="section"
      sx={{ background: 'linear-gradient(180deg, #e8f0fe 0%, rgba(247,248,250,0) 100%)' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          py: { xs: 6, md: 10 },
        }}
      >
        <Box>
          <Chip
            icon={<TrendingUp />}
            color="success"
            variant="outlined"
            label={<FormattedMessage {...messages.claim} />}
            sx={{ fontWeight: 700, bgcolor: 'background.paper' }}
          />
          <Typography
            variant="h2"
            component="h1"
            sx={{ mt: 2, fontWeight: 800, fontSize: { xs: '2.25rem', sm: '3rem', md: '3.5rem' } }}
          >
            <FormattedMessage {...messages.title} />
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mt: 2, fontWeight: 400 }}
          >
            <FormattedMessage {...messages.subtitle} />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to={href(paths.login.getHref())}
              variant="contained"
              size="large"
            >
              <FormattedMessage {...messages.start} />
            </Button>
            <Button href="#how-it-works" variant="outlined" size="large">
              <FormattedMessage {...messages.how} />
            </Button>
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <CheckCircleOutlined fontSize="small" color="success" />
            <FormattedMessage {...messages.noCard} />
          </Typography>
        </Box>
        <CardIllustration />
      </Container>
    </Box>
  );
}
