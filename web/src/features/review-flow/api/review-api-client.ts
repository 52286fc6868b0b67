import {
  APP_CHECK_HEADER,
  REVIEW_API_ERRORS,
  type ReviewApiErrorCode,
  type ReviewApiIssue,
} from '@shared/review-api';
import { appCheckToken } from './app-check';

/**
 * fetch() against the reviewApi function (same origin under /api: a Hosting rewrite in production,
 * the Vite proxy in development). Every failure becomes a ReviewApiError with a code the page
 * translates; 'network' when no answer arrived at all.
 */
export type ReviewApiFailure = ReviewApiErrorCode | 'network';

export class ReviewApiError extends Error {
  constructor(
    readonly code: ReviewApiFailure,
    readonly status: number,
    readonly issues: ReviewApiIssue[] = [],
  ) {
    super(`review API: ${code} (${status})`);
  }
}

function isErrorCode(value: unknown): value is ReviewApiErrorCode {
  return typeof value === 'string' && (REVIEW_API_ERRORS as readonly string[]).includes(value);
}

export async function reviewApiFetch<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return readReviewApiResponse<T>(
    appCheckToken().then((token) => {
      if (token) headers[APP_CHECK_HEADER] = token;
      return fetch(path, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        keepalive: init.keepalive,
        credentials: 'omit',
      });
    }),
  );
}

/** The answer of a review API request: its JSON body, or a ReviewApiError. */
export async function readReviewApiResponse<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ReviewApiError('network', 0);
  }
  if (response.status === 204) return undefined as T;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // An HTML error page from a proxy, or a cut-off answer.
    throw new ReviewApiError(response.ok ? 'network' : 'internal', response.status);
  }
  if (!response.ok) {
    const { error, issues } = (body ?? {}) as { error?: unknown; issues?: ReviewApiIssue[] };
    throw new ReviewApiError(
      isErrorCode(error) ? error : 'internal',
      response.status,
      Array.isArray(issues) ? issues : [],
    );
  }
  return body as T;
}
