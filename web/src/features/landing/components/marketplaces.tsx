import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Section } from './section';

const messages = defineMessages({
  title: { id: 'landing.marketplaces.title', defaultMessage: 'Works with major marketplaces' },
  subtitle: {
    id: 'landing.marketplaces.subtitle',
    defaultMessage:
      'Link each product to the stores where you sell it. Customers pick where they bought it.',
  },
  amazon: {
    id: 'landing.marketplaces.amazon',
    defaultMessage: 'Every Amazon marketplace, from amazon.com to amazon.de.',
  },
  emag: {
    id: 'landing.marketplaces.emag',
    defaultMessage: 'eMAG in Romania, Bulgaria and Hungary.',
  },
  shopify: {
    id: 'landing.marketplaces.shopify',
    defaultMessage: 'Your own Shopify store, with your own review page.',
  },
});

/**
 * Store names are brand names: the same in every language. Amazon's own orange (#ff9900) is 2.1:1
 * on white; its darker link orange passes WCAG's 3:1 for large text.
 */
const stores = [
  { name: 'Amazon', color: '#c45500', text: messages.amazon },
  { name: 'eMAG', color: '#005eb8', text: messages.emag },
  { name: 'Shopify', color: '#5e8e3e', text: messages.shopify },
];

export function Marketplaces() {
  return (
    <Section
      title={<FormattedMessage {...messages.title} />}
      subtitle={<FormattedMessage {...messages.subtitle} />}
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {stores.map((store) => (
          <Paper key={store.name} variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography
              component="p"
              sx={{ fontSize: 28, fontWeight: 800, color: store.color, letterSpacing: '-0.5px' }}
            >
              {store.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              <FormattedMessage {...store.text} />
            </Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
