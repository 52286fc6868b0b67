import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IMPORT_ACTIONS, type ImportAction } from '@shared';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { countMessages } from '../messages';

/** Created / updated / unchanged / rejected, for the preview and a finished job alike. */
export function CountTiles({ counts }: { counts: Record<ImportAction, number> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
      }}
    >
      {IMPORT_ACTIONS.map((action) => (
        <Paper key={action} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            <FormattedMessage {...countMessages[action]} />
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: 600 }}
            color={action === 'rejected' && counts.rejected > 0 ? 'error' : undefined}
            data-testid={`import-count-${action}`}
          >
            <FormattedNumber value={counts[action]} />
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
