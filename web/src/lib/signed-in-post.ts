import type { User } from 'firebase/auth';

/** What the server answered: its status was 2xx or not, and its JSON body (null if none). */
export interface SignedInAnswer {
  ok: boolean;
  body: unknown;
}

/**
 * POSTs `call` as JSON to one of the app's signed-in HTTP functions (a Hosting rewrite; the Vite
 * proxy in development) with the person's Firebase ID token, the only proof those functions
 * accept. Null when no answer came (offline, refused): each caller says that in its own words.
 */
export async function postSignedIn(
  user: Pick<User, 'getIdToken'>,
  path: string,
  call: unknown,
): Promise<SignedInAnswer | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await user.getIdToken()}`,
      },
      body: JSON.stringify(call),
      credentials: 'omit',
    });
  } catch {
    return null;
  }
  return { ok: response.ok, body: await response.json().catch(() => null) };
}
