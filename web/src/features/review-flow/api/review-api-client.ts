import { APP_CHECK_HEADER, type ReviewApiErrorCode, type ReviewApiIssue } from '@shared/review-api';
import { ReviewApiErrorBodySchema } from '@shared/schemas/review-answers';
import * as v from 'valibot';
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

/** The shared schema an answer's body must match (@shared/review-api); 204's is v.undefined(). */
export type AnswerSchema<T> = v.GenericSchema<unknown, T>;

export async function reviewApiFetch<T>(
  path: string,
  schema: AnswerSchema<T>,
  init: { method?: 'GET' | 'POST'; body?: unknown; keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return readReviewApiResponse(
    schema,
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

/**
 * The answer of a review API request: its JSON body as the shared schema describes it, or a
 * ReviewApiError ('internal' for a body that does not match: never a half-understood answer).
 */
export async function readReviewApiResponse<T>(
  schema: AnswerSchema<T>,
  request: Promise<Response>,
): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ReviewApiError('network', 0);
  }
  let body: unknown;
  try {
    body = response.status === 204 ? undefined : await response.json();
  } catch {
    // An HTML error page from a proxy, or a cut-off answer.
    throw new ReviewApiError(response.ok ? 'network' : 'internal', response.status);
  }
  if (!response.ok) {
    const failure = v.safeParse(ReviewApiErrorBodySchema, body);
    if (!failure.success) throw new ReviewApiError('internal', response.status);
    throw new ReviewApiError(failure.output.error, response.status, failure.output.issues);
  }
  const answer = v.safeParse(schema, body);
  if (!answer.success) throw new ReviewApiError('internal', response.status);
  return answer.output;
}
