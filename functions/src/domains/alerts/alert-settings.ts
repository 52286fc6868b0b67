import { paths } from '../../shared/index.js';
import { ALERT_WINDOW_MS } from '../../shared/schemas/attention.js';

/** The follow-up email's job kind (follow-up-job.ts), queued by recordAttentionReview. */
export const FOLLOW_UP_JOB = { name: 'alertFollowUp', path: paths.alertFollowUp } as const;

/** A follow-up's job: the seller and the time the review that queued it arrived. */
export function followUpJobId(uid: string, queuedAt: number): string {
  return `${uid}-${queuedAt}`;
}

/**
 * The follow-up window: ALERT_WINDOW_MS, or QR_ALERT_WINDOW_SECONDS on the Functions emulator
 * only, so a browser test sees a follow-up without waiting ten minutes.
 */
export function alertWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.QR_ALERT_WINDOW_SECONDS);
  if (env.FUNCTIONS_EMULATOR === 'true' && Number.isInteger(seconds) && seconds > 0) {
    return seconds * 1000;
  }
  return ALERT_WINDOW_MS;
}
