import { setGlobalOptions } from 'firebase-functions/v2';

/**
 * Imported first by index.ts. ES modules evaluate every import before the importing module's
 * body, so setGlobalOptions in index.ts itself ran after the triggers were defined and they
 * silently kept the default region us-central1.
 */
setGlobalOptions({ region: 'europe-west1', maxInstances: 10 });
