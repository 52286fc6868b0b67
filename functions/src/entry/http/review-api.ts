import { randomBytes } from 'node:crypto';
import { getAppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { queueRollUpJob } from '../../domains/analytics/roll-up-job.js';
import { createRollUpScheduler } from '../../domains/analytics/roll-up-schedule.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { resolveFrontEnds } from '../../platform/http/front-ends.js';
import { REVIEW_API_HTTP_OPTIONS } from './review-api-options.js';
import { createReviewApi } from './review-api-handler.js';

const onEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * RATE_LIMIT_SALT (functions/.env.<project> or Secret Manager) keys the client-address hash. The
 * emulator uses a fixed one; a deployment without it falls back to a per-instance random salt,
 * which keeps addresses unrecoverable but makes per-client limits per instance.
 */
function rateLimitSalt(): string {
  const configured = process.env.RATE_LIMIT_SALT;
  if (configured) return configured;
  if (onEmulator) return 'emulator-only-salt';
  logger.warn('RATE_LIMIT_SALT is not set; per-client rate limits hold per instance only');
  return randomBytes(32).toString('hex');
}

/** App Check is enforced only when configured (APP_CHECK_ENFORCED=true) and never on emulators. */
const enforceAppCheck = process.env.APP_CHECK_ENFORCED === 'true' && !onEmulator;

const handle = createReviewApi({
  db: adminFirestore(),
  salt: rateLimitSalt(),
  // The emulator has no front end of Google's in front of it: tests write the header it would.
  frontEnds: () =>
    resolveFrontEnds(onEmulator ? { RATE_LIMIT_FRONT_ENDS: '' } : process.env, undefined, (m) =>
      logger.warn(m),
    ),
  rollUps: createRollUpScheduler(
    queueRollUpJob({ db: adminFirestore(), enqueue: jobTaskQueue(adminApp, FUNCTIONS_REGION) }),
    (message, error) => logger.warn(message, error),
  ),
  verifyAppCheck: enforceAppCheck
    ? (token) => getAppCheck(adminApp()).verifyToken(token)
    : undefined,
  origin: appOrigin(),
  logError: (message, error) => logger.error(message, error),
});

/** The customer review page's API, served under /api by a Firebase Hosting rewrite. */
export const reviewApi = onRequest(REVIEW_API_HTTP_OPTIONS, (request, response) =>
  handle(request, response),
);
