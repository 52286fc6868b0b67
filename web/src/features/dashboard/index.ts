/** The product dashboard (composed by app/routes/dashboard.tsx). */
export { ProductDashboard } from './components/product-dashboard';
