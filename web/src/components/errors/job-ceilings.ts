import {
  IMPORT_ROWS_PER_SELLER_PER_DAY,
  MAX_RUNNING_JOBS_PER_SELLER,
  MAX_UNCONFIRMED_UPLOADS_PER_SELLER,
} from '@shared';
import { defineMessage } from 'react-intl';

/**
 * The per-seller job ceilings (docs/decisions.md, "Ceilings") as the screens that start jobs
 * (imports, Apply Template, bulk delete) explain a refused job. Every job error message is
 * formatted with JOB_CEILING_VALUES.
 */
export const runningJobsLimitMessage = defineMessage<{ jobs: number }>({
  id: 'jobs.error.runningJobsLimit',
  defaultMessage:
    'You already have the most jobs allowed in progress at once ({jobs, number}: imports, template applications and deletions together), so nothing was changed. Start this again once one of them has finished.',
});

export const JOB_CEILING_VALUES = {
  rows: IMPORT_ROWS_PER_SELLER_PER_DAY,
  jobs: MAX_RUNNING_JOBS_PER_SELLER,
  uploads: MAX_UNCONFIRMED_UPLOADS_PER_SELLER,
} as const;
