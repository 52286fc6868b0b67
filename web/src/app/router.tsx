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
import { LOCALE_SEGMENT, paths } from '@/config/paths';
import { lazyRoute, type ParamRules } from './lazy-route';
import { Root, rootLoader, rootShouldRevalidate } from './root';

const productId: ParamRules = { id: (id) => PRODUCT_ID_PATTERN.test(id) };

/** /xx/products: a first segment that looks like a prefix but is no supported locale → 404. */
function validateLocalePrefix({ params }: LoaderFunctionArgs) {
  if (params.locale !== undefined && !isLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

/**
 * Every route, each under an optional locale prefix (/products and /ro/products). Screens and
 * layouts are lazy chunks. The landing page and the customer review page sit outside the seller
 * shell, so they never load Firebase Auth/Firestore or seller code (vite.config.ts checks it).
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
              lazy: lazyRoute(() => import('@/components/layouts/landing-layout')),
              children: [{ index: true, lazy: lazyRoute(() => import('./routes/landing')) }],
            },
            {
              lazy: lazyRoute(() => import('@/components/layouts/login-layout')),
              children: [
                {
                  path: paths.review.path,
                  lazy: lazyRoute(() => import('./routes/review'), productId),
                },
              ],
            },
            {
              // Firebase providers for the seller side: /login and every signed-in screen.
              lazy: lazyRoute(() => import('./seller-shell')),
              children: [
                {
                  lazy: lazyRoute(() => import('@/components/layouts/login-layout')),
                  children: [
                    { path: paths.login.path, lazy: lazyRoute(() => import('./routes/login')) },
                  ],
                },
                {
                  lazy: lazyRoute(() => import('@/components/layouts/auth-layout')),
                  children: [
                    {
                      lazy: lazyRoute(() => import('@/components/layouts/default-layout')),
                      children: [
                        {
                          // Errors of a screen render inside the app bar layout.
                          ErrorBoundary: RouteErrorBoundary,
                          children: [
                            {
                              path: paths.products.path,
                              lazy: lazyRoute(() => import('./routes/products')),
                            },
                            {
                              path: paths.productNew.path,
                              lazy: lazyRoute(() => import('./routes/edit')),
                            },
                            {
                              path: paths.productEdit.path,
                              lazy: lazyRoute(() => import('./routes/edit'), productId),
                            },
                            {
                              path: paths.dashboard.path,
                              lazy: lazyRoute(() => import('./routes/dashboard'), productId),
                            },
                            {
                              path: paths.imports.path,
                              lazy: lazyRoute(() => import('./routes/imports')),
                            },
                            {
                              path: paths.templates.path,
                              lazy: lazyRoute(() => import('./routes/templates')),
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
