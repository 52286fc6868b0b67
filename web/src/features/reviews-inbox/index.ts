/** The seller's reviews inbox (composed by the product dashboard). */
export { ReviewsInbox } from './components/reviews-inbox';
export { CasesPanel } from './components/cases-panel';
export { ALL_PRODUCTS, CaseNumbers } from './components/case-numbers';
