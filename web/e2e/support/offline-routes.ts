import type { BrowserContext, Route } from 'playwright-core';
import { GAPI_STAND_IN } from './gapi-stand-in';

const isLocal = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const empty = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: route.request().url().split('?')[0]!.endsWith('.js')
      ? 'text/javascript'
      : 'text/css',
    body: '',
  });

/**
 * Keeps a browser context on this machine: nothing but 127.0.0.1 is reached. Google's gapi
 * script gets the stand-in (gapi-stand-in.ts); the Auth emulator's popup asks unpkg.com and Google
 * Fonts for styling only, so those get empty answers; anything else external is refused.
 * Playwright runs the most recently added matching route first, so the catch-all goes first.
 */
export async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !isLocal(url),
    (route) => route.abort('internetdisconnected'),
  );
  await context.route(
    /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//,
    empty,
  );
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
}
