import QrCode2 from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** Logo + product name, linking to `to` (already localized). */
export function Brand({ to }: { to: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.15rem',
        whiteSpace: 'nowrap',
      }}
    >
      <QrCode2 aria-hidden sx={{ fontSize: 28 }} />
      <FormattedMessage id="app.name" defaultMessage="QR Reviews" />
    </Box>
  );
}
