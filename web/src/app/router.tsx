import { DOC_ID_PATTERN, isLocale } from '@shared';
import {
  createBrowserRouter,
  data,
  Outlet,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { LoginLayout } from '@/components/layouts/login-layout';
import { LOCALE_SEGMENT, paths } from '@/config/paths';
import { firstScreenDecided, firstScreenDeciding } from '@/lib/server-state/first-screen';
import { assertParams, lazyRoute, type ParamRules, type RouteModule } from './lazy-route';
import type { RouteReadsName } from './route-reads';
import { Root, rootLoader, rootShouldRevalidate } from './root';

const productId: ParamRules = { id: (id) => DOC_ID_PATTERN.test(id) };

type SellerRouteModules = typeof import('./seller-routes').sellerRouteModules;

/** A seller screen's module, through seller-routes.ts (keeps its preload list out of the entry). */
function sellerModule(name: keyof SellerRouteModules): () => Promise<RouteModule> {
  return async () => (await import('./seller-routes')).sellerRouteModules[name]();
}

/**
 * A signed-in screen's loader: checks the URL's params (404), then starts the screen's reads
 * (app/route-reads.ts) without waiting for them, in parallel with the screen's lazy chunk, so the
 * data is under way or there when the screen first renders.
 */
function startReads(name: RouteReadsName, rules?: ParamRules) {
  return (args: LoaderFunctionArgs) => {
    if (rules) assertParams(args.params, rules);
    firstScreenDeciding();
    void import('./seller-routes')
      .then(({ loadRouteReads }) => loadRouteReads())
      .then(({ routeReads }) => routeReads[name](args))
      // A read that cannot start here starts when the screen renders.
      .catch(() => undefined)
      .finally(firstScreenDecided);
    return null;
  };
}

function LoginLayoutRoute() {
  return (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  );
}

/**
 * The customer review page is a page of its own (reviews.html, app/review-app.tsx: no router), which
 * Hosting and the dev server serve for /reviews/* and /{locale}/reviews/*. An in-app navigation
 * there loads it as a document; reaching this route for the current document means the server sent
 * the seller app instead, which only a misconfiguration does: 404.
 */
function loadReviewPageDocument({ request }: LoaderFunctionArgs) {
  const target = new URL(request.url);
  if (target.pathname === window.location.pathname) throw data(null, { status: 404 });
  window.location.assign(target.href);
  return new Promise<never>(() => undefined);
}

/** /xx/products: a first segment that looks like a prefix but is no supported locale → 404. */
function validateLocalePrefix({ params }: LoaderFunctionArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

/**
 * Every route, each under an optional locale prefix (/products and /ro/products). Screens and
 * layouts are lazy chunks. The landing page sits outside the seller shell, so it never loads
 * Firebase Auth/Firestore or seller code (vite.config.ts checks it). The customer review page is
 * not part of this app: reviews.html and app/review-app.tsx.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      loader: rootLoader,
      shouldRevalidate: rootShouldRevalidate,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        {
          path: LOCALE_SEGMENT,
          loader: validateLocalePrefix,
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { path: paths.review.path, loader: loadReviewPageDocument, Component: () => null },
            {
              // MUI's theme wraps only the screens built with MUI (a lazy chunk of its own).
              lazy: lazyRoute(() => import('./mui-shell')),
              children: [
                {
                  lazy: lazyRoute(() => import('@/components/layouts/landing-layout')),
                  children: [{ index: true, lazy: lazyRoute(() => import('./routes/landing')) }],
                },
                {
                  // Firebase providers for the seller side: /login and every signed-in screen.
                  lazy: lazyRoute(sellerModule('sellerShell')),
                  children: [
                    {
                      Component: LoginLayoutRoute,
                      children: [
                        { path: paths.login.path, lazy: lazyRoute(sellerModule('login')) },
                      ],
                    },
                    {
                      lazy: lazyRoute(sellerModule('authLayout')),
                      children: [
                        {
                          // Firestore and Storage: only below the sign-in gate.
                          lazy: lazyRoute(sellerModule('dataShell')),
                          children: [
                            {
                              // An invitation's link: no account of the person's is shown yet.
                              Component: LoginLayoutRoute,
                              children: [
                                {
                                  path: paths.invite.path,
                                  lazy: lazyRoute(sellerModule('invite')),
                                },
                              ],
                            },
                            {
                              lazy: lazyRoute(sellerModule('defaultLayout')),
                              children: [
                                {
                                  // Errors of a screen render inside the app bar layout.
                                  ErrorBoundary: RouteErrorBoundary,
                                  children: [
                                    {
                                      path: paths.products.path,
                                      loader: startReads('products'),
                                      lazy: lazyRoute(sellerModule('products')),
                                    },
                                    {
                                      path: paths.productNew.path,
                                      lazy: lazyRoute(sellerModule('edit')),
                                    },
                                    {
                                      path: paths.productEdit.path,
                                      loader: startReads('edit', productId),
                                      lazy: lazyRoute(sellerModule('edit')),
                                    },
                                    {
                                      path: paths.dashboard.path,
                                      loader: startReads('dashboard', productId),
                                      lazy: lazyRoute(sellerModule('dashboard')),
                                    },
                                    {
                                      path: paths.overview.path,
                                      loader: startReads('overview'),
                                      lazy: lazyRoute(sellerModule('overview')),
                                    },
                                    {
                                      path: paths.imports.path,
                                      loader: startReads('imports'),
                                      lazy: lazyRoute(sellerModule('imports')),
                                    },
                                    {
                                      path: paths.templates.path,
                                      loader: startReads('templates'),
                                      lazy: lazyRoute(sellerModule('templates')),
                                    },
                                    {
                                      path: paths.members.path,
                                      lazy: lazyRoute(sellerModule('members')),
                                    },
                                    {
                                      path: paths.activity.path,
                                      lazy: lazyRoute(sellerModule('activity')),
                                    },
                                  ],
                                },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
