/** The product dashboard and the account overview (composed by app/routes). */
export { ProductDashboard } from './components/product-dashboard';
export { AccountOverview } from './components/account-overview';
