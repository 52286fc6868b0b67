import { isStarRating } from '@shared';
/** The product dashboard's URL parameters: ?tab=analytics|reviews and &rating=1..5. */
export type DashboardTab = 'analytics' | 'reviews';
export const TAB_PARAM = 'tab';
export const RATING_PARAM = 'rating';

export function tabOf(value: string | null): DashboardTab {
  return value === 'reviews' ? 'reviews' : 'analytics';
}

export function ratingOf(value: string | null): number | null {
  const rating = Number(value);
  return isStarRating(rating) ? rating : null;
}
