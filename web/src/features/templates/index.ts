/** The templates feature's public surface (the /templates route and the product list). */
export { TemplatesScreen } from './components/templates-screen';
export { ApplyTemplateButton } from './components/apply-template-button';
export { ApplyTemplateDialog } from './components/apply-template-dialog';
export type { MatchingProducts } from './components/apply-template-dialog';
export { TemplateCardPreview } from './components/template-card-preview';
export { TemplateFilterSelect } from './components/template-filter-select';
