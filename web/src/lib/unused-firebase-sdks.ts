/**
 * What reactfire imports from Firebase Realtime Database, Cloud Functions, Remote Config and
 * Storage, and what Firestore imports from re2js, for features this app does not use
 * (vite.config.ts, unusedSdksPlugin, resolves those imports here). reactfire's bundle references
 * the SDKs at its top level, which kept about 40 kB gzip of the Realtime Database SDK and the
 * Storage SDK in every signed-in screen's first load; Firestore needs re2js only to evaluate the
 * regular expressions of pipeline queries (regexContains, regexMatch): about 35 kB gzip.
 * Calling any of these means someone started using one of those features: drop its redirect then.
 */
function notBundled(name: string): never {
  throw new Error(
    `${name}: this Firebase SDK is not bundled (vite.config.ts aliases it to src/lib/unused-firebase-sdks.ts)`,
  );
}

const unused =
  (name: string) =>
  (..._args: unknown[]): never =>
    notBundled(name);

// firebase/database
export const get = unused('get');
export const off = unused('off');
export const onChildAdded = unused('onChildAdded');
export const onChildChanged = unused('onChildChanged');
export const onChildMoved = unused('onChildMoved');
export const onChildRemoved = unused('onChildRemoved');
export const onValue = unused('onValue');
// firebase/storage (reactfire's storage hooks; the app's own Storage use is the real SDK)
export const getDownloadURL = unused('getDownloadURL');
export const ref = unused('ref');
// firebase/functions
export const httpsCallable = unused('httpsCallable');
// firebase/remote-config
export const ensureInitialized = unused('ensureInitialized');
export const getAll = unused('getAll');
export const getBoolean = unused('getBoolean');
export const getNumber = unused('getNumber');
export const getString = unused('getString');
export const getValue = unused('getValue');
// re2js (Firestore pipelines' regexContains / regexMatch)
export const RE2JS = { compile: unused('RE2JS.compile') };
