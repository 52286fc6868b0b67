import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/** Centered progress for a screen waiting on the session or its data. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress
        aria-label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading…' })}
      />
    </Box>
  );
}
