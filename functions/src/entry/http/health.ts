import { onRequest } from 'firebase-functions/v2/https';

/** Liveness probe used by the dev harness to know the Functions emulator has loaded our code. */
export const health = onRequest((_request, response) => {
  response.json({ ok: true });
});
