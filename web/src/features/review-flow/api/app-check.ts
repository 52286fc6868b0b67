/**
 * App Check for the review API, only when a site key is configured (VITE_APP_CHECK_SITE_KEY,
 * a reCAPTCHA Enterprise key). The Firebase App and App Check SDKs are then imported on first
 * use, so a deployment without App Check, and the emulators, never download them.
 */
const siteKey = import.meta.env.VITE_APP_CHECK_SITE_KEY;

type TokenGetter = () => Promise<string>;
let getter: Promise<TokenGetter> | undefined;

async function createGetter(key: string): Promise<TokenGetter> {
  const [{ initializeApp, getApps }, appCheck, { firebaseConfig }] = await Promise.all([
    import('firebase/app'),
    import('firebase/app-check'),
    import('@/lib/firebase-config'),
  ]);
  const app = getApps()[0] ?? initializeApp(firebaseConfig);
  const instance = appCheck.initializeAppCheck(app, {
    provider: new appCheck.ReCaptchaEnterpriseProvider(key),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => (await appCheck.getToken(instance)).token;
}

/** The X-Firebase-AppCheck header value, or undefined when App Check is not configured. */
export async function appCheckToken(): Promise<string | undefined> {
  if (!siteKey) return undefined;
  getter ??= createGetter(siteKey);
  return (await getter)();
}
