import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RATING_MAX, RATING_MIN } from '@shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatShare } from '../lib/format';
import { analyticsMessages, analyticsValueMessages } from '../messages';

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/**
 * 5 → 1 stars as horizontal bars. Each bar is a button (Tab, Enter) that opens the reviews with
 * that rating; its accessible name is its visible text (stars, count and share: WCAG 2.5.3, label
 * in name), and the help line above the bars describes what it does.
 */
export function StarDistribution({
  histogram,
  onSelect,
}: {
  histogram: Record<number, number>;
  onSelect?: (stars: number) => void;
}) {
  const intl = useIntl();
  const helpId = useId();
  const total = ratings.reduce((sum, stars) => sum + (histogram[stars] ?? 0), 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...analyticsMessages.starsTitle} />
      </Typography>
      {onSelect ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <FormattedMessage {...analyticsMessages.starsHelp} />
        </Typography>
      ) : null}
      <Stack spacing={0.75} data-testid="star-distribution">
        {ratings.map((stars) => {
          const count = histogram[stars] ?? 0;
          const share = total === 0 ? 0 : count / total;
          const content = (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', py: 0.5 }}>
              <Typography variant="body2" sx={{ width: 64, flexShrink: 0, textAlign: 'left' }}>
                {intl.formatMessage(analyticsValueMessages.stars, { stars })}
              </Typography>
              <Box sx={{ flex: 1, bgcolor: 'action.hover', borderRadius: 1, height: 14 }}>
                <Box
                  sx={{
                    width: `${share * 100}%`,
                    minWidth: count > 0 ? 3 : 0,
                    height: '100%',
                    borderRadius: 1,
                    bgcolor: 'warning.main',
                  }}
                />
              </Box>
              <Typography
                variant="body2"
                sx={{ width: 90, textAlign: 'right' }}
                data-testid="star-count"
              >
                {intl.formatMessage(analyticsValueMessages.starCount, {
                  count: intl.formatNumber(count),
                  share: formatShare(intl, share) ?? '',
                })}
              </Typography>
            </Box>
          );
          return onSelect ? (
            <ButtonBase
              key={stars}
              onClick={() => onSelect(stars)}
              aria-describedby={helpId}
              data-testid={`star-bar-${stars}`}
              sx={{
                borderRadius: 1,
                px: 0.5,
                '&:hover, &.Mui-focusVisible': { bgcolor: 'action.selected' },
              }}
            >
              {content}
            </ButtonBase>
          ) : (
            <Box key={stars} data-testid={`star-bar-${stars}`}>
              {content}
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
