/**
 * The Storage emulator needs a rules runtime that firebase-tools downloads; where it could not
 * (no internet), `npm start` runs without it and firebase-tools leaves FIREBASE_STORAGE_EMULATOR_HOST
 * unset for the functions. Writing to "Storage" then would go to the real bucket of a demo project
 * and fail on every event, so card rendering is skipped with one clear log line instead.
 */
export function storageUnavailableReason(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FUNCTIONS_EMULATOR === 'true' && !env.FIREBASE_STORAGE_EMULATOR_HOST) {
    return (
      'Card PNGs are not rendered: the Storage emulator is not running on this machine ' +
      '(FIREBASE_STORAGE_EMULATOR_HOST unset). The app shows the in-page card instead.'
    );
  }
  return null;
}

/**
 * Decides per event whether Storage can be written; `message` is set on the first skipped event
 * only, so the log carries one line, not one per event.
 */
export function storageGate(env: NodeJS.ProcessEnv = process.env) {
  const reason = storageUnavailableReason(env);
  let told = false;
  return (): { available: boolean; message: string | null } => {
    if (!reason) return { available: true, message: null };
    const message = told ? null : reason;
    told = true;
    return { available: false, message };
  };
}
