import { catalogPartLoaders, type Messages } from '../catalogs';

/** The `review` part of each locale's catalog: the customer review page and what every page shares (catalog-parts.ts). */
export const reviewPart = catalogPartLoaders(
  'review',
  import.meta.glob<Messages>(['../messages/*.json', '!../messages/en.json'], {
    query: { part: 'review' },
    import: 'default',
  }),
);
