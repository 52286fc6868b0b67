import { GoogleAuthProvider, type Auth, type UserCredential } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { signInWithGoogle, type GoogleSignInDeps } from './sign-in';

const auth = {} as Auth;
const credential = { user: { uid: 'u1' } } as unknown as UserCredential;
const authError = (code: string) => Object.assign(new Error(code), { code });

function deps(
  popup: GoogleSignInDeps['popup'],
  redirect: GoogleSignInDeps['redirect'] = vi.fn(() => Promise.resolve()),
) {
  return { popup: vi.fn(popup), redirect: vi.fn(redirect) };
}

describe('signInWithGoogle', () => {
  it('signs in with a Google popup', async () => {
    const d = deps(() => Promise.resolve(credential));
    await expect(signInWithGoogle(auth, d)).resolves.toEqual({ status: 'signed-in', credential });
    expect(d.popup.mock.calls[0]?.[1]).toBeInstanceOf(GoogleAuthProvider);
    expect(d.redirect).not.toHaveBeenCalled();
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const d = deps(() => Promise.reject(authError('auth/popup-blocked')));
    await expect(signInWithGoogle(auth, d)).resolves.toEqual({ status: 'redirecting' });
    expect(d.redirect).toHaveBeenCalledTimes(1);
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])(
    'reports %s as cancelled',
    async (code) => {
      const d = deps(() => Promise.reject(authError(code)));
      await expect(signInWithGoogle(auth, d)).resolves.toEqual({ status: 'cancelled' });
      expect(d.redirect).not.toHaveBeenCalled();
    },
  );

  it('reports other errors, and a failed redirect, as failures with their code', async () => {
    const failed = deps(() => Promise.reject(authError('auth/network-request-failed')));
    await expect(signInWithGoogle(auth, failed)).resolves.toEqual({
      status: 'failed',
      code: 'auth/network-request-failed',
    });
    const redirectFails = deps(
      () => Promise.reject(authError('auth/popup-blocked')),
      () => Promise.reject(authError('auth/operation-not-allowed')),
    );
    await expect(signInWithGoogle(auth, redirectFails)).resolves.toEqual({
      status: 'failed',
      code: 'auth/operation-not-allowed',
    });
  });
});
