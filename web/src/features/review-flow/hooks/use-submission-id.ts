import { useCallback, useRef } from 'react';

/** 32 hex characters: fits SUBMISSION_ID_PATTERN. */
function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The submission id of a review, by what it says (store, rating, feedback): a retry of the same
 * review sends the same id, so the server counts it once however many times the network failed;
 * a review the customer changed after an attempt gets a new id, so the server never answers it
 * with the outcome of what was sent before, another store's link included (docs/decisions.md,
 * "The store a customer chose is the store they are sent to").
 */
export function useSubmissionId(): (review: string) => string {
  const last = useRef<{ review: string; id: string } | null>(null);
  return useCallback((review: string) => {
    if (last.current?.review !== review) last.current = { review, id: newSubmissionId() };
    return last.current.id;
  }, []);
}
