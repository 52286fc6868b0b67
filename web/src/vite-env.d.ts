/// <reference types="vite/client" />

/** Emulator "host:port" per service from firebase.json ('' when that emulator is not running). */
declare const __EMULATORS__: {
  auth: string;
  firestore: string;
  storage: string;
};

/** Id of this build; dist/build.json holds the id of the deployed one (vite-plugins/build-info.ts). */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET: string;
  readonly VITE_FIREBASE_APP_ID: string;
  /** reCAPTCHA Enterprise site key of App Check; unset = the review page sends no token. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Set by reviews.html's inline script (src/review-boot.ts) before the review page's app runs. */
  __qrReviewBoot?: import('@/features/review-flow').ReviewBoot;
}
