import { defineMessage, defineMessages } from 'react-intl';

export const webhookMessages = defineMessages({
  title: { id: 'webhooks.title', defaultMessage: 'Slack and webhooks' },
  intro: {
    id: 'webhooks.intro',
    defaultMessage:
      'Send unhappy reviews and customer requests to a Slack channel or to your own system. A customer’s email address is never sent.',
  },
  empty: { id: 'webhooks.empty', defaultMessage: 'No webhook yet.' },
  loadFailed: { id: 'webhooks.loadFailed', defaultMessage: 'The webhooks could not be loaded.' },
  kindLabel: { id: 'webhooks.kind', defaultMessage: 'Type' },
  kindSlack: { id: 'webhooks.kind.slack', defaultMessage: 'Slack incoming webhook' },
  kindGeneric: { id: 'webhooks.kind.generic', defaultMessage: 'Webhook (signed JSON)' },
  nameLabel: { id: 'webhooks.name', defaultMessage: 'Name' },
  urlLabel: { id: 'webhooks.url', defaultMessage: 'Address (URL)' },
  add: { id: 'webhooks.add', defaultMessage: 'Add webhook' },
  added: { id: 'webhooks.added', defaultMessage: 'Webhook added.' },
  addFailed: { id: 'webhooks.addFailed', defaultMessage: 'The webhook could not be added.' },
  remove: { id: 'webhooks.remove', defaultMessage: 'Remove' },
  removeFailed: {
    id: 'webhooks.removeFailed',
    defaultMessage: 'The webhook could not be removed.',
  },
  on: { id: 'webhooks.on', defaultMessage: 'On' },
  changeFailed: { id: 'webhooks.changeFailed', defaultMessage: 'The change could not be saved.' },
  sendTest: { id: 'webhooks.sendTest', defaultMessage: 'Send a test event' },
  testSent: {
    id: 'webhooks.testSent',
    defaultMessage: 'Test event on its way: it should arrive within a minute.',
  },
  testFailed: {
    id: 'webhooks.testFailed',
    defaultMessage: 'No test event was sent. Wait a few seconds and try again.',
  },
  showSecret: { id: 'webhooks.showSecret', defaultMessage: 'Show signing secret' },
  secretHelp: {
    id: 'webhooks.secretHelp',
    defaultMessage:
      'Your system checks each event’s webhook-signature header with this secret (Standard Webhooks).',
  },
  stateWorking: { id: 'webhooks.state.working', defaultMessage: 'Working' },
  stateNew: { id: 'webhooks.state.new', defaultMessage: 'Nothing sent yet' },
  stateFailing: { id: 'webhooks.state.failing', defaultMessage: 'Failing: retrying' },
  stateSwitchedOff: {
    id: 'webhooks.state.switchedOff',
    defaultMessage: 'Switched off after failing for 24 hours',
  },
  stateOff: { id: 'webhooks.state.off', defaultMessage: 'Off' },
  labelRequired: { id: 'webhooks.error.labelRequired', defaultMessage: 'Enter a name.' },
  labelTooLong: {
    id: 'webhooks.error.labelTooLong',
    defaultMessage: 'Use at most 60 characters.',
  },
  urlInvalid: { id: 'webhooks.error.urlInvalid', defaultMessage: 'Enter a complete address.' },
  urlNotHttps: {
    id: 'webhooks.error.urlNotHttps',
    defaultMessage: 'The address must start with https://.',
  },
  slackUrl: {
    id: 'webhooks.error.slackUrl',
    defaultMessage: 'A Slack incoming webhook starts with https://hooks.slack.com/.',
  },
  privateHost: {
    id: 'webhooks.error.privateHost',
    defaultMessage: 'The address must be reachable on the internet.',
  },
});

export const webhookValueMessages = {
  ceiling: defineMessage<{ max: number }>({
    id: 'webhooks.error.ceiling',
    defaultMessage:
      'An account can have at most {max, plural, one {# webhook} other {# webhooks}}. Remove one to add another.',
  }),
};
