import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { localizePath, splitLocalePrefix } from '@/config/paths';
import { ChunkLoadError, claimChunkReload } from '@/lib/chunk-reload';
import { ErrorPage } from './error-page';

function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** One decision per failed chunk, so re-renders (and StrictMode) never claim the guard twice. */
const chunkDecisions = new WeakMap<ChunkLoadError, boolean>();

function shouldReloadFor(error: ChunkLoadError, path: string): boolean {
  let reload = chunkDecisions.get(error);
  if (reload === undefined) {
    reload = claimChunkReload(path, Date.now(), window.sessionStorage);
    chunkDecisions.set(error, reload);
  }
  return reload;
}

/**
 * The router's errorElement: unknown routes and failed param validation (404 responses) show
 * 'Page Not Found' + the path; render errors and anything else show the 500 page. A route chunk
 * that failed to download reloads the page once per path (spec §4) before giving up with a 500.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const reload = error instanceof ChunkLoadError && shouldReloadFor(error, location.pathname);

  useEffect(() => {
    if (reload) window.location.reload();
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [reload, error]);

  if (reload) return null;
  return (
    <ErrorPage
      status={statusOf(error)}
      path={location.pathname}
      homeHref={localizePath('/', splitLocalePrefix(location.pathname).locale)}
    />
  );
}
