import { defineMessage, defineMessages } from 'react-intl';

export const myAlertsMessages = defineMessages({
  title: { id: 'myAlerts.title', defaultMessage: 'My alerts' },
  noAddress: {
    id: 'myAlerts.noAddress',
    defaultMessage:
      'Your sign-in has no verified email address, so no email about this account reaches you.',
  },
  emails: {
    id: 'myAlerts.emails',
    defaultMessage: 'Emails about unhappy customers and their answers',
  },
  emailsNotForRole: {
    id: 'myAlerts.emailsNotForRole',
    defaultMessage:
      'Your role does not answer customers, so these emails do not reach you. The daily digest can.',
  },
  digest: { id: 'myAlerts.digest', defaultMessage: 'Daily digest at 08:00' },
  language: { id: 'myAlerts.language', defaultMessage: 'Language of my emails' },
  stores: { id: 'myAlerts.stores', defaultMessage: 'Only these marketplaces' },
  products: { id: 'myAlerts.products', defaultMessage: 'Only these products' },
  save: { id: 'myAlerts.save', defaultMessage: 'Save my alerts' },
  saved: { id: 'myAlerts.saved', defaultMessage: 'Your alert settings are saved.' },
  saveFailed: {
    id: 'myAlerts.saveFailed',
    defaultMessage: 'Your alert settings could not be saved. Nothing was changed.',
  },
  loadFailed: {
    id: 'myAlerts.loadFailed',
    defaultMessage: 'Your alert settings could not be loaded.',
  },
});

export const myAlertsValueMessages = {
  intro: defineMessage<{ email: string }>({
    id: 'myAlerts.intro',
    defaultMessage:
      'Your own emails about this account, sent to {email}. Only you change them; every member has their own.',
  }),
  filtersHelp: defineMessage<{ max: number }>({
    id: 'myAlerts.filtersHelp',
    defaultMessage: 'None chosen: all. Up to {max}.',
  }),
};
