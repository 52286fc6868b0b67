/** The customer review flow's public surface (composed by app/routes/review.tsx). */
export { ReviewPage } from './components/review-page';
export { reviewPageLoader } from './api/review-page-loader';
