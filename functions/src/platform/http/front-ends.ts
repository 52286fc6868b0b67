import { lookup } from 'node:dns/promises';
import { appOrigin } from '../app-origin.js';
import { frontEnds, type FrontEnds } from './client-key.js';

export type LookupAll = (host: string) => Promise<{ address: string }[]>;

const LOOKUP_TIMEOUT_MS = 2_000;

/**
 * The front ends whose entry stands right of the customer's in X-Forwarded-For (client-key.ts):
 * RATE_LIMIT_FRONT_ENDS (comma-separated addresses or CIDR ranges) when set, else the addresses
 * the app's own Hosting domain (APP_ORIGIN, or {project}.web.app) resolves to, which is the
 * "global forwarding rule external IP" Google's load balancer appends for requests that came in
 * through Hosting. If that lookup fails, none: every customer behind Hosting then counts as the
 * front end's address (limits too strict, never too loose), and a warning says so.
 */
export async function resolveFrontEnds(
  env: NodeJS.ProcessEnv = process.env,
  lookupAll: LookupAll = (host) => lookup(host, { all: true }),
  warn: (message: string) => void = () => undefined,
): Promise<FrontEnds> {
  const configured = env.RATE_LIMIT_FRONT_ENDS;
  if (configured !== undefined) return frontEnds(configured.split(','));
  const host = new URL(appOrigin(env)).hostname;
  try {
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(
        () => reject(new Error(`timed out after ${LOOKUP_TIMEOUT_MS} ms`)),
        LOOKUP_TIMEOUT_MS,
      ).unref(),
    );
    const addresses = await Promise.race([lookupAll(host), timeout]);
    return frontEnds(addresses.map((entry) => entry.address));
  } catch (error) {
    warn(
      `Could not resolve ${host} for the rate limits' front ends (${String(error)}); ` +
        'set RATE_LIMIT_FRONT_ENDS. Until then customers behind Hosting share one limit.',
    );
    return frontEnds([]);
  }
}
