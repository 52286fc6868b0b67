import { randomBytes } from 'node:crypto';

/**
 * A Google sign-in on the Auth emulator, as the app's popup makes it: the emulator accepts an
 * unsigned Google ID token (docs: platform notes), so a test chooses the account's address and
 * whether Google verified it. Answers the account's uid and a Firebase ID token for it, which
 * the functions verify like a real one.
 */
export async function googleSignIn(
  email: string,
  { verified = true, sub = randomBytes(8).toString('hex') } = {},
): Promise<{ uid: string; idToken: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `npm test`');
  const googleToken = JSON.stringify({ sub, email, email_verified: verified });
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { localId?: string; idToken?: string };
  if (!response.ok || !body.localId || !body.idToken) {
    throw new Error(`Auth emulator sign-in failed: ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken };
}
