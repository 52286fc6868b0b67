import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Section } from './section';

const messages = defineMessages({
  title: { id: 'landing.how.title', defaultMessage: 'How it works' },
  subtitle: {
    id: 'landing.how.subtitle',
    defaultMessage: 'From product link to printed card in a few minutes.',
  },
  createTitle: { id: 'landing.how.create.title', defaultMessage: 'Create' },
  createText: {
    id: 'landing.how.create.text',
    defaultMessage: 'Add a product and paste its Amazon, eMAG or Shopify links.',
  },
  customizeTitle: { id: 'landing.how.customize.title', defaultMessage: 'Customize' },
  customizeText: {
    id: 'landing.how.customize.text',
    defaultMessage: 'Pick your QR colours and add your branding to a printable card.',
  },
  includeTitle: { id: 'landing.how.include.title', defaultMessage: 'Include' },
  includeText: {
    id: 'landing.how.include.text',
    defaultMessage: 'Print the card and put it in every package you ship.',
  },
  collectTitle: { id: 'landing.how.collect.title', defaultMessage: 'Collect' },
  collectText: {
    id: 'landing.how.collect.text',
    defaultMessage:
      'Customers scan, rate and write a few words. Every customer is offered your store’s review page, and you hear about problems first.',
  },
});

const stepMessage = defineMessage<{ number: number }>({
  id: 'landing.how.step',
  defaultMessage: 'Step {number}',
});

const steps = [
  { icon: AddBoxOutlined, title: messages.createTitle, text: messages.createText },
  { icon: PaletteOutlined, title: messages.customizeTitle, text: messages.customizeText },
  { icon: LocalShippingOutlined, title: messages.includeTitle, text: messages.includeText },
  { icon: RateReviewOutlined, title: messages.collectTitle, text: messages.collectText },
];

export function HowItWorks() {
  return (
    <Section
      id="how-it-works"
      tinted
      title={<FormattedMessage {...messages.title} />}
      subtitle={<FormattedMessage {...messages.subtitle} />}
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {steps.map(({ icon: Icon, title, text }, index) => (
          <Paper component="li" key={title.id} variant="outlined" sx={{ p: 3 }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Icon />
            </Box>
            <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 2 }}>
              <FormattedMessage {...stepMessage} values={{ number: index + 1 }} />
            </Typography>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              <FormattedMessage {...title} />
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              <FormattedMessage {...text} />
            </Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
