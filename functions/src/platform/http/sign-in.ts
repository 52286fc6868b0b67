import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../admin.js';

/** The signed-in person as their ID token names them: the uid, and the address only if verified. */
export interface SignIn {
  uid: string;
  verifiedEmail: string | null;
  /** The name the token carries ('' without one). */
  name: string;
}

/** The signed-in person of a request's `Authorization: Bearer <Firebase ID token>`, or null. */
export async function signInOf(header: string | undefined): Promise<SignIn | null> {
  const token = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header ?? '')?.[1];
  if (!token) return null;
  try {
    const decoded = await getAuth(adminApp()).verifyIdToken(token);
    const { email } = decoded;
    const verified = decoded.email_verified === true && typeof email === 'string';
    const name = typeof decoded['name'] === 'string' ? decoded['name'] : '';
    return { uid: decoded.uid, verifiedEmail: verified ? email : null, name };
  } catch {
    return null;
  }
}
