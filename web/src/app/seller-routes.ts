/**
 * The dynamic imports of the seller screens' chunks. They live in this small chunk of their own,
 * not in the router: each import carries Vite's list of chunks to preload with it (dozens of MUI
 * and Firebase chunk names), and in the router that list would be part of the entry chunk that
 * every customer review page downloads. The first seller screen of a visit loads this chunk first.
 */
export const sellerRouteModules = {
  sellerShell: () => import('./seller-shell'),
  login: () => import('./routes/login'),
  authLayout: () => import('@/components/layouts/auth-layout'),
  dataShell: () => import('./data-shell'),
  defaultLayout: () => import('@/components/layouts/default-layout'),
  products: () => import('./routes/products'),
  edit: () => import('./routes/edit'),
  dashboard: () => import('./routes/dashboard'),
  overview: () => import('./routes/overview'),
  imports: () => import('./routes/imports'),
  templates: () => import('./routes/templates'),
  members: () => import('./routes/members'),
  invite: () => import('./routes/invite'),
  activity: () => import('./routes/activity'),
};

/** The reads the seller screens' loaders start (app/route-reads.ts), a chunk of their own. */
export const loadRouteReads = () => import('./route-reads');
