import { PRODUCT_ID_PATTERN, isLocale } from '@shared';
import {
  createBrowserRouter,
  data,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import LoginLayout from '@/components/layouts/login-layout';
import { LOCALE_SEGMENT, paths } from '@/config/paths';
import { lazyRoute, moduleRoute, type ParamRules, type RouteModule } from './lazy-route';
import { Root, rootLoader, rootShouldRevalidate } from './root';
import * as reviewRoute from './routes/review';

const productId: ParamRules = { id: (id) => PRODUCT_ID_PATTERN.test(id) };

type SellerRouteModules = typeof import('./seller-routes').sellerRouteModules;

/** A seller screen's module, through seller-routes.ts (keeps its preload list out of the entry). */
function sellerModule(name: keyof SellerRouteModules): () => Promise<RouteModule> {
  return async () => (await import('./seller-routes')).sellerRouteModules[name]();
}

/** /xx/products: a first segment that looks like a prefix but is no supported locale → 404. */
function validateLocalePrefix({ params }: LoaderFunctionArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

/**
 * Every route, each under an optional locale prefix (/products and /ro/products). Screens and
 * layouts are lazy chunks, except the customer review page (see below). The landing page and the
 * customer review page sit outside the seller shell, so they never load Firebase Auth/Firestore or
 * seller code; the customer review page also sits outside the MUI shell (plain-CSS components),
 * and vite.config.ts checks both.
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
            {
              // The customer review page is part of the entry chunk, not a lazy one: every QR scan
              // opens it, usually on a phone, and a lazy chunk would add a round trip before the
              // page can even ask for the product. Plain CSS, no MUI, no Firebase (bundle guard).
              Component: LoginLayout,
              children: [{ path: paths.review.path, ...moduleRoute(reviewRoute, productId) }],
            },
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
                      Component: LoginLayout,
                      children: [
                        { path: paths.login.path, lazy: lazyRoute(sellerModule('login')) },
                      ],
                    },
                    {
                      lazy: lazyRoute(sellerModule('authLayout')),
                      children: [
                        {
                          lazy: lazyRoute(sellerModule('defaultLayout')),
                          children: [
                            {
                              // Errors of a screen render inside the app bar layout.
                              ErrorBoundary: RouteErrorBoundary,
                              children: [
                                {
                                  path: paths.products.path,
                                  lazy: lazyRoute(sellerModule('products')),
                                },
                                {
                                  path: paths.productNew.path,
                                  lazy: lazyRoute(sellerModule('edit')),
                                },
                                {
                                  path: paths.productEdit.path,
                                  lazy: lazyRoute(sellerModule('edit'), productId),
                                },
                                {
                                  path: paths.dashboard.path,
                                  lazy: lazyRoute(sellerModule('dashboard'), productId),
                                },
                                {
                                  path: paths.overview.path,
                                  lazy: lazyRoute(sellerModule('overview')),
                                },
                                {
                                  path: paths.imports.path,
                                  lazy: lazyRoute(sellerModule('imports')),
                                },
                                {
                                  path: paths.templates.path,
                                  lazy: lazyRoute(sellerModule('templates')),
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
