import type { TemplateJobError, TemplateJobFailureReason } from '@shared';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import { runningJobsLimitMessage } from '@/components/errors/job-ceilings';

export const applyMessages = defineMessages({
  button: { id: 'templates.apply.button', defaultMessage: 'Apply Template' },
  title: { id: 'templates.apply.title', defaultMessage: 'Apply Template' },
  choose: { id: 'templates.apply.choose', defaultMessage: 'Choose a template' },
  none: { id: 'templates.apply.none', defaultMessage: 'You have no templates yet.' },
  createFirst: { id: 'templates.apply.createFirst', defaultMessage: 'Create a template' },
  apply: { id: 'templates.apply.confirm', defaultMessage: 'Apply' },
  close: { id: 'templates.apply.close', defaultMessage: 'Close' },
  cancel: { id: 'templates.apply.cancel', defaultMessage: 'Cancel' },
  queued: { id: 'templates.apply.queued', defaultMessage: 'Starting…' },
  failedToStart: {
    id: 'templates.apply.failedToStart',
    defaultMessage: 'The template could not be applied. Please try again.',
  },
  failuresHeading: { id: 'templates.apply.failures', defaultMessage: 'Not changed:' },
  routingCompliance: {
    id: 'templates.apply.routing.compliance',
    defaultMessage:
      'Compliance mode: on. Products that route unhappy customers privately switch to compliance mode.',
  },
  routingPrivate: {
    id: 'templates.apply.routing.private',
    defaultMessage:
      'This template routes customers who rate below the minimum privately (compliance mode off), which breaks Amazon’s and Google’s review policies, the US FTC rule on consumer reviews and the UK’s DMCC Act. The products switch to it.',
  },
  loadFailed: {
    id: 'templates.apply.loadFailed',
    defaultMessage: 'Your templates could not be loaded. Close this window and try again.',
  },
});

export const previewOnMessage = defineMessage<{ title: string }>({
  id: 'templates.apply.previewOn',
  defaultMessage: 'Preview on “{title}”',
});
export const applyCountMessage = defineMessage<{ count: number }>({
  id: 'templates.apply.count',
  defaultMessage:
    '{count, plural, one {Applies to # selected product.} other {Applies to # selected products.}}',
});
export const applyMatchingMessage = defineMessage<{ count: number }>({
  id: 'templates.apply.matchingCount',
  defaultMessage: 'Applies to all {count, number} matching products.',
});
export const applyMatchingOpenMessage = defineMessage({
  id: 'templates.apply.matchingOpen',
  defaultMessage: 'Applies to every product that matches the list’s search and filters.',
});
export const progressOpenMessage = defineMessage<{ processed: number }>({
  id: 'templates.apply.progressOpen',
  defaultMessage: 'Applying… {processed, number} so far',
});
export const doneOpenMessage = defineMessage<{ applied: number }>({
  id: 'templates.apply.doneOpen',
  defaultMessage:
    '{applied, plural, one {Template applied to # product.} other {Template applied to # products.}}',
});
export const moreFailuresMessage = defineMessage<{ count: number }>({
  id: 'templates.apply.moreFailures',
  defaultMessage: '…and {count, number} more.',
});
export const closedTabMessage = defineMessage({
  id: 'templates.apply.closedTab',
  defaultMessage: 'It goes on if you close this window or the tab.',
});
export const tooManyMessage = defineMessage<{ max: number }>({
  id: 'templates.apply.tooMany',
  defaultMessage: 'Select at most {max} products at a time.',
});
export const progressMessage = defineMessage<{ processed: number; total: number }>({
  id: 'templates.apply.progress',
  defaultMessage: 'Applying… {processed} of {total}',
});
export const doneMessage = defineMessage<{ applied: number; total: number }>({
  id: 'templates.apply.done',
  defaultMessage:
    '{applied, plural, one {Template applied to # product} other {Template applied to # products}} of {total}.',
});
export const failureLineMessage = defineMessage<{ product: string; reason: string }>({
  id: 'templates.apply.failureLine',
  defaultMessage: '{product}: {reason}',
});

export const failureReasonMessages: Record<TemplateJobFailureReason, MessageDescriptor> =
  defineMessages({
    notFound: {
      id: 'templates.apply.reason.notFound',
      defaultMessage: 'the product no longer exists',
    },
    invalidProduct: {
      id: 'templates.apply.reason.invalidProduct',
      defaultMessage: 'not a valid product',
    },
    writeFailed: {
      id: 'templates.apply.reason.writeFailed',
      defaultMessage: 'saving failed, please try again',
    },
  });

export const jobErrorMessages: Record<TemplateJobError, MessageDescriptor> = {
  ...defineMessages({
    templateNotFound: {
      id: 'templates.apply.error.templateNotFound',
      defaultMessage: 'The template no longer exists. Nothing was changed.',
    },
    invalidTemplate: {
      id: 'templates.apply.error.invalidTemplate',
      defaultMessage: 'The template is not valid. Edit and save it, then try again.',
    },
    invalidJob: {
      id: 'templates.apply.error.invalidJob',
      defaultMessage: 'The request was not valid. Nothing was changed.',
    },
  }),
  runningJobsLimit: runningJobsLimitMessage,
};
