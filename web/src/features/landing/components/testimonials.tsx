import FormatQuote from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Section } from './section';

const messages = defineMessages({
  title: { id: 'landing.testimonials.title', defaultMessage: 'Sellers love it' },
  subtitle: {
    id: 'landing.testimonials.subtitle',
    defaultMessage:
      'Sellers using QR Reviews report up to 65% more reviews than with a printed request alone.',
  },
  quote1: {
    id: 'landing.testimonials.quote1',
    defaultMessage:
      'We added the card to our kitchenware orders and our review count more than doubled in two months.',
  },
  role1: { id: 'landing.testimonials.role1', defaultMessage: 'Home goods seller on eMAG' },
  quote2: {
    id: 'landing.testimonials.quote2',
    defaultMessage:
      'Customers tell us about a loose part before they post a one-star review. That alone paid for itself.',
  },
  role2: { id: 'landing.testimonials.role2', defaultMessage: 'Electronics brand on Amazon' },
  quote3: {
    id: 'landing.testimonials.quote3',
    defaultMessage:
      'Setting up the QR card took ten minutes, and it matches our packaging colours.',
  },
  role3: { id: 'landing.testimonials.role3', defaultMessage: 'Cosmetics shop on Shopify' },
});

/** People's names are not translated. */
const testimonials = [
  { name: 'Andreea M.', quote: messages.quote1, role: messages.role1 },
  { name: 'Thomas K.', quote: messages.quote2, role: messages.role2 },
  { name: 'Elena P.', quote: messages.quote3, role: messages.role3 },
];

export function Testimonials() {
  return (
    <Section
      tinted
      title={<FormattedMessage {...messages.title} />}
      subtitle={<FormattedMessage {...messages.subtitle} />}
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {testimonials.map((item) => (
          <Paper component="figure" key={item.name} variant="outlined" sx={{ p: 3, m: 0 }}>
            <FormatQuote color="primary" sx={{ fontSize: 36 }} />
            <Typography component="blockquote" sx={{ m: 0 }}>
              <FormattedMessage {...item.quote} />
            </Typography>
            <Box
              component="figcaption"
              sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <Avatar sx={{ width: 40, height: 40, bgcolor: 'primary.light' }}>
                {item.name.charAt(0)}
              </Avatar>
              <Box>
                <Typography variant="subtitle2" component="p">
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage {...item.role} />
                </Typography>
              </Box>
            </Box>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
