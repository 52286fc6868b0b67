/** The customer review flow's public surface (composed by app/review-app.tsx). */
export { ReviewPage } from './components/review-page';
export { useReviewPageData, type ReviewPageState } from './hooks/use-review-page-data';
export { bootReviewPage, parseReviewRoute, type ReviewBoot, type ReviewRoute } from './boot';
export { CasePage } from './components/case-page';
export { parseCaseRoute, type CaseRoute } from './case-route';
