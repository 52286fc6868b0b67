import { ALERT_WINDOW_MS } from '../../shared/schemas/attention.js';

/** The follow-up task function's name (entry/triggers/send-alert-follow-up.ts). */
export const FOLLOW_UP_FUNCTION = 'sendAlertFollowUp';

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
