import type { Granularity } from '@shared';
import type { IntlShape } from 'react-intl';

/** A calendar day as the seller reads it; days are civil dates, so formatted in UTC. */
export function formatDay(intl: IntlShape, day: string, style: 'short' | 'medium' = 'medium') {
  return intl.formatDate(`${day}T00:00:00Z`, {
    timeZone: 'UTC',
    ...(style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
  });
}

export function formatBucket(intl: IntlShape, start: string, granularity: Granularity) {
  if (granularity === 'month') {
    return intl.formatDate(`${start}T00:00:00Z`, {
      timeZone: 'UTC',
      month: 'short',
      year: 'numeric',
    });
  }
  return formatDay(intl, start, 'short');
}

export const formatShare = (intl: IntlShape, value: number | null) =>
  value === null ? null : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });

export const formatStars = (intl: IntlShape, value: number | null) =>
  value === null
    ? null
    : intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
