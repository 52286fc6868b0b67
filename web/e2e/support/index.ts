export { adminApp, adminDb, sellerUid } from './admin-firestore';
export { appBaseUrl, appUrl, emulatorOrigin } from './app-url';
export { expectAccessible } from './axe';
export { CHROMIUM_PATH, launchChromium, setupBrowser, type E2EBrowser } from './browser';
export { GAPI_STAND_IN } from './gapi-stand-in';
export { casePathIn, linkIn, mailTo } from './mail';
export { keepOffline } from './offline-routes';
export { chooseStars, reviewOnEmag, seedProduct } from './review-page';
export { signInAsSeller, signInWithGooglePopup, type GoogleAccount } from './sign-in';
