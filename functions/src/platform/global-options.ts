import { setGlobalOptions } from 'firebase-functions/v2';

/** Where every function runs (Hosting's rewrite and the task queue name it too). */
export const FUNCTIONS_REGION = 'europe-west1';

/**
 * Imported first by index.ts. ES modules evaluate every import before the importing module's
 * body, so setGlobalOptions in index.ts itself ran after the triggers were defined and they
 * silently kept the default region us-central1.
 */
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
