import { catalogPartLoaders, type Messages } from '../catalogs';

/** The `app` part of each locale's catalog: the seller app: /login and the signed-in screens. */
export const appPart = catalogPartLoaders(
  'app',
  import.meta.glob<Messages>(['../messages/*.json', '!../messages/en.json'], {
    query: { part: 'app' },
    import: 'default',
  }),
);
