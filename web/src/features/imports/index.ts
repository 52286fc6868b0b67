/** The imports feature's public surface (the /imports route). */
export { ImportsScreen } from './components/imports-screen';
export { ExportProductsButton } from './components/export-products-button';
export type { ExportSource } from './lib/export-products';
