import { catalogPartLoaders, type Messages } from '../catalogs';

/** The `landing` part of each locale's catalog: the landing page. */
export const landingPart = catalogPartLoaders(
  'landing',
  import.meta.glob<Messages>(['../messages/*.json', '!../messages/en.json'], {
    query: { part: 'landing' },
    import: 'default',
  }),
);
