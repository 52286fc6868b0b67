import type { ActivityKind } from '@shared';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const activityMessages = defineMessages({
  title: { id: 'activity.title', defaultMessage: 'Activity' },
  intro: {
    id: 'activity.intro',
    defaultMessage: 'Who did what in this account in the last 90 days, newest first.',
  },
  when: { id: 'activity.column.when', defaultMessage: 'When' },
  who: { id: 'activity.column.who', defaultMessage: 'Who' },
  what: { id: 'activity.column.what', defaultMessage: 'What' },
  empty: {
    id: 'activity.empty',
    defaultMessage: 'Nothing yet. What your team changes will appear here.',
  },
  loadFailed: { id: 'activity.loadFailed', defaultMessage: 'The activity could not be loaded.' },
  retry: { id: 'activity.retry', defaultMessage: 'Try again' },
  newer: { id: 'activity.newer', defaultMessage: 'Newer' },
  older: { id: 'activity.older', defaultMessage: 'Older' },
  formerMember: { id: 'activity.formerMember', defaultMessage: 'A former member' },
  noAccess: {
    id: 'activity.noAccess',
    defaultMessage: 'Only the account’s Owners and Managers see its activity.',
  },
});

/** The sentence each kind of entry reads as; <link> wraps the name where it can be opened. */
export const activityKindMessages: Record<ActivityKind, MessageDescriptor> = defineMessages({
  'case.replied': {
    id: 'activity.kind.caseReplied',
    defaultMessage: 'Answered a customer about {name}',
  },
  'product.created': {
    id: 'activity.kind.productCreated',
    defaultMessage: 'Created the product <link>{name}</link>',
  },
  'product.updated': {
    id: 'activity.kind.productUpdated',
    defaultMessage: 'Changed the product <link>{name}</link>',
  },
  'product.deleted': {
    id: 'activity.kind.productDeleted',
    defaultMessage: 'Deleted the product {name}',
  },
  'products.deleted': {
    id: 'activity.kind.productsDeleted',
    defaultMessage: 'Bulk delete of products (deleted: {count, number})',
  },
  'template.created': {
    id: 'activity.kind.templateCreated',
    defaultMessage: 'Created the template <link>{name}</link>',
  },
  'template.updated': {
    id: 'activity.kind.templateUpdated',
    defaultMessage: 'Changed the template <link>{name}</link>',
  },
  'template.deleted': {
    id: 'activity.kind.templateDeleted',
    defaultMessage: 'Deleted the template {name}',
  },
  'template.applied': {
    id: 'activity.kind.templateApplied',
    defaultMessage: 'Applied the template <link>{name}</link> (products changed: {count, number})',
  },
  'import.done': {
    id: 'activity.kind.importDone',
    defaultMessage: 'Imported <link>{name}</link> (products created or changed: {count, number})',
  },
});
