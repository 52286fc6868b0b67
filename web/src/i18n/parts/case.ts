import { catalogPartLoaders, type Messages } from '../catalogs';

/** The `case` part of each locale's catalog: the customer's side of a case: the contact offer and the case page. */
export const casePart = catalogPartLoaders(
  'case',
  import.meta.glob<Messages>(['../messages/*.json', '!../messages/en.json'], {
    query: { part: 'case' },
    import: 'default',
  }),
);
