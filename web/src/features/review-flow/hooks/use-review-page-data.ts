import { useCallback, useEffect, useState } from 'react';
import { loadReviewPage, type ReviewPageData } from '../api/review-page-loader';

export interface ReviewPageState {
  /** null while the product is loading. */
  data: ReviewPageData | null;
  /** Whether a "Try again" is loading (the first load shows the first step's skeleton instead). */
  retrying: boolean;
  retry: () => void;
}

/**
 * The review page's product: the request the boot script started (`started`, used once), or a new
 * one; `retry` asks again after a failure.
 */
export function useReviewPageData(
  productId: string,
  lang: string,
  started?: Promise<Response>,
): ReviewPageState {
  const [attempt, setAttempt] = useState(0);
  const key = `${productId}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; data: ReviewPageData } | null>(null);
  useEffect(() => {
    let current = true;
    void loadReviewPage(productId, lang, attempt === 0 ? started : undefined).then((data) => {
      if (current) setAnswer({ key: `${productId}#${attempt}`, data });
    });
    return () => {
      current = false;
    };
    // `lang` is the language the page was opened in (sent with the open); a later switch of the
    // page's language does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, attempt, started]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const data = answer?.key === key ? answer.data : null;
  return { data, retrying: data === null && attempt > 0, retry };
}
