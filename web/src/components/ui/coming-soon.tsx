import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { PageTitle } from './page-title';

const messages = defineMessages({
  body: {
    id: 'comingSoon.body',
    defaultMessage: 'This screen is coming soon. Check back after the next update.',
  },
});

/** Placeholder for a screen that is not built yet (never a blank page). */
export function ComingSoon({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <PageTitle title={text} />
      <ConstructionOutlined color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
        {text}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <FormattedMessage {...messages.body} />
      </Typography>
    </Paper>
  );
}
