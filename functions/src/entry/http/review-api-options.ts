import type { HttpsOptions } from 'firebase-functions/v2/https';

/**
 * The reviewApi function's own configuration. `cors: false` on purpose: the review page calls it
 * on its own origin through the Hosting rewrite (/api/**), so no other site's script may read its
 * answers, and the function sends no Access-Control-* header at all, on the emulator too (which
 * otherwise switches CORS on for every HTTPS function, for any origin). Kept in its own module so the
 * configuration is unit-tested without starting the function.
 */
export const REVIEW_API_HTTP_OPTIONS = {
  cors: false,
  memory: '256MiB',
  timeoutSeconds: 30,
} as const satisfies HttpsOptions;
