/**
 * Cloud Functions entry point: it only re-exports the triggers, one per file under triggers/.
 * Domain logic lives in plain modules (unit-tested without emulators); shared contracts in shared/.
 */
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'europe-west1', maxInstances: 10 });

export { health } from './triggers/health.js';
