import type { CaseViewResponse } from '@shared/review-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCustomerCase, runCaseAction } from '../api/customer-case';
import { ReviewApiError, type ReviewApiFailure } from '../api/review-api-client';

export type CustomerCaseState =
  | { kind: 'loading' }
  | { kind: 'failed'; code: ReviewApiFailure }
  | { kind: 'ready'; data: CaseViewResponse; justConfirmed: boolean };

type Loaded = Exclude<CustomerCaseState, { kind: 'loading' }>;

/**
 * The case behind a customer link. The first open of the emailed link confirms the address (a
 * POST from the page, not the GET itself: mail scanners that fetch links confirm nothing).
 */
async function loadCustomerCase(
  token: string,
  prepare: (data: CaseViewResponse) => Promise<void>,
): Promise<Loaded> {
  try {
    let data = await getCustomerCase(token);
    const justConfirmed = data.linkPurpose === 'confirm' && data.contact === 'pending_confirmation';
    if (justConfirmed) data = await runCaseAction(token, 'confirm');
    await prepare(data);
    return { kind: 'ready', data, justConfirmed };
  } catch (error) {
    return { kind: 'failed', code: error instanceof ReviewApiError ? error.code : 'network' };
  }
}

const NOTHING_TO_PREPARE = () => Promise.resolve();

export function useCustomerCase(
  token: string,
  /** Runs before the case is shown (e.g. loading the case's language); once per load. */
  prepare: (data: CaseViewResponse) => Promise<void> = NOTHING_TO_PREPARE,
) {
  const [attempt, setAttempt] = useState(0);
  const key = `${token}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: Loaded } | null>(null);
  const prepareRef = useRef(prepare);
  useEffect(() => {
    prepareRef.current = prepare;
  }, [prepare]);

  useEffect(() => {
    let current = true;
    void loadCustomerCase(token, (data) => prepareRef.current(data)).then((state) => {
      if (current) setAnswer({ key: `${token}#${attempt}`, state });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  /** After an action: the case as the server answered it (the address gone after erasing). */
  const show = useCallback((data: CaseViewResponse) => {
    setAnswer((previous) =>
      previous
        ? {
            key: previous.key,
            state: {
              kind: 'ready',
              data,
              justConfirmed: previous.state.kind === 'ready' && previous.state.justConfirmed,
            },
          }
        : previous,
    );
  }, []);

  const state: CustomerCaseState =
    answer?.key === key ? answer.state : ({ kind: 'loading' } as const);
  return { state, retry, show };
}
