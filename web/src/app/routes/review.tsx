import { ReviewPage, reviewPageLoader } from '@/features/review-flow';

// /reviews/:id. This route must stay tiny: no Firebase Auth/Firestore, no reactfire, no seller
// code (the build's bundle guard enforces it); it talks to the reviewApi function with fetch.
export const loader = reviewPageLoader;

export default function ReviewRoute() {
  return <ReviewPage />;
}
