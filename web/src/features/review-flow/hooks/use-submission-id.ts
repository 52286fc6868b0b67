import { useState } from 'react';

/**
 * One id per review: every retry of the same review sends it, so the server counts the review
 * once however many times the network failed. 32 hex characters fit SUBMISSION_ID_PATTERN.
 */
function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useSubmissionId(): string {
  const [id] = useState(newSubmissionId);
  return id;
}
