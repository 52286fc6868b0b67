import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RATING_MAX, RATING_MIN, STORES, type Store } from '@shared';
import { useIntl } from 'react-intl';
import { storeNames } from '@/lib/store-names';
import type { ReviewFilters as Filters } from '../api/reviews-query';
import { inboxMessages, inboxValueMessages } from '../messages';

const ALL = 'all';
const ratings = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MAX - index,
);

/** Rating, store, published/private and unread-only filters; each "all" by default. */
export function ReviewFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ flex: 1, alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label={t(inboxMessages.ratingFilter)}
        value={value.rating === null ? ALL : String(value.rating)}
        onChange={(event) =>
          onChange({
            ...value,
            rating: event.target.value === ALL ? null : Number(event.target.value),
          })
        }
        sx={{ minWidth: 150 }}
        data-testid="filter-rating"
      >
        <MenuItem value={ALL}>{t(inboxMessages.allRatings)}</MenuItem>
        {ratings.map((stars) => (
          <MenuItem key={stars} value={String(stars)}>
            {t(inboxValueMessages.stars, { stars })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t(inboxMessages.storeFilter)}
        value={value.store ?? ALL}
        onChange={(event) =>
          onChange({
            ...value,
            store: event.target.value === ALL ? null : (event.target.value as Store),
          })
        }
        sx={{ minWidth: 150 }}
        data-testid="filter-store"
      >
        <MenuItem value={ALL}>{t(inboxMessages.allStores)}</MenuItem>
        {STORES.map((store) => (
          <MenuItem key={store} value={store}>
            {t(storeNames[store])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t(inboxMessages.visibilityFilter)}
        value={value.published === null ? ALL : value.published ? 'published' : 'private'}
        onChange={(event) =>
          onChange({
            ...value,
            published: event.target.value === ALL ? null : event.target.value === 'published',
          })
        }
        sx={{ minWidth: 200 }}
        data-testid="filter-visibility"
      >
        <MenuItem value={ALL}>{t(inboxMessages.allVisibility)}</MenuItem>
        <MenuItem value="published">{t(inboxMessages.published)}</MenuItem>
        <MenuItem value="private">{t(inboxMessages.private)}</MenuItem>
      </TextField>
      <Chip
        label={t(inboxMessages.unread)}
        clickable
        color={value.unread ? 'primary' : 'default'}
        variant={value.unread ? 'filled' : 'outlined'}
        aria-pressed={value.unread}
        onClick={() => onChange({ ...value, unread: !value.unread })}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        data-testid="filter-unread"
      />
    </Stack>
  );
}
