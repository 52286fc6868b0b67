import type { ApiResponse } from './api-router.js';
import { signInOf, type SignIn } from './sign-in.js';

/** The parts of an Express request a signed-in call reads (firebase-functions passes Express's). */
export interface CallRequest {
  method: string;
  body?: unknown;
  get(header: string): string | undefined;
}

/** What a signed-in call answers: its HTTP status and JSON body. */
export interface CallAnswer {
  status: number;
  body: unknown;
}

/**
 * The request handler of one of the app's signed-in calls (POST, JSON body, `Authorization: Bearer
 * <Firebase ID token>`): never cached, 405 to any other method, 401 without a valid ID token;
 * otherwise `answer` decides, given who signed in and the request's body as sent.
 */
export function signedInCall(
  answer: (signIn: SignIn, body: unknown) => Promise<CallAnswer>,
): (request: CallRequest, response: ApiResponse) => Promise<void> {
  return async (request, response) => {
    response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.status(405).json({ error: 'invalid_request' });
      return;
    }
    const signIn = await signInOf(request.get('authorization'));
    if (!signIn) {
      response.status(401).json({ error: 'unauthenticated' });
      return;
    }
    const { status, body } = await answer(signIn, request.body);
    response.status(status).json(body);
  };
}
