import Stack from '@mui/material/Stack';
import { RATING_MAX, RATING_MIN, STORES } from '@shared';
import { useIntl } from 'react-intl';
import { SelectField } from '@/components/ui/select-field';
import { storeNames } from '@/lib/store-names';
import type { ReviewFilters as Filters } from '../api/reviews-query';
import { inboxMessages, inboxValueMessages } from '../messages';
import '@/components/ui/plain/data-view.css';
import './reviews-inbox.css';

const ALL = 'all';
const AT_OR_ABOVE = 'at-or-above';
const BELOW = 'below';
const ratings = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MAX - index,
);

/**
 * Rating, store, at-or-above/below the minimum and unread-only filters; each "all" by default.
 * The minimum is what every review records (`published`), in every mode; what the customer was
 * shown is the Outcome column's (docs/decisions.md, "Seller inbox"). The selects
 * are the platform's own (SelectField): the phone's picker, and no MUI Menu or Popover to render.
 */
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
      <SelectField
        label={t(inboxMessages.ratingFilter)}
        value={value.rating === null ? ALL : String(value.rating)}
        options={[
          { value: ALL, label: t(inboxMessages.allRatings) },
          ...ratings.map((stars) => ({
            value: String(stars),
            label: t(inboxValueMessages.stars, { stars }),
          })),
        ]}
        onChange={(next) => onChange({ ...value, rating: next === ALL ? null : Number(next) })}
        sx={{ minWidth: 150 }}
        data-testid="filter-rating"
      />
      <SelectField
        label={t(inboxMessages.storeFilter)}
        value={value.store ?? ALL}
        options={[
          { value: ALL, label: t(inboxMessages.allStores) },
          ...STORES.map((store) => ({ value: store, label: t(storeNames[store]) })),
        ]}
        onChange={(next) => onChange({ ...value, store: next === ALL ? null : next })}
        sx={{ minWidth: 150 }}
        data-testid="filter-store"
      />
      <SelectField
        label={t(inboxMessages.minimumFilter)}
        value={value.published === null ? ALL : value.published ? AT_OR_ABOVE : BELOW}
        options={[
          { value: ALL, label: t(inboxMessages.allMinimum) },
          { value: AT_OR_ABOVE, label: t(inboxMessages.atOrAboveMinimum) },
          { value: BELOW, label: t(inboxMessages.belowMinimum) },
        ]}
        onChange={(next) =>
          onChange({ ...value, published: next === ALL ? null : next === AT_OR_ABOVE })
        }
        sx={{ minWidth: 200 }}
        data-testid="filter-minimum"
      />
      <button
        type="button"
        className={`qr-chip qr-inbox-unread qr-chip--${value.unread ? 'primary' : 'outlined'}`}
        aria-pressed={value.unread}
        onClick={() => onChange({ ...value, unread: !value.unread })}
        data-testid="filter-unread"
      >
        {t(inboxMessages.unread)}
      </button>
    </Stack>
  );
}
