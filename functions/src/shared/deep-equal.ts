/**
 * Structural equality of form drafts, stored and computed product fields, and import plans:
 * dequal (about 300 bytes gzip), which compares Dates, Maps, Sets, RegExps and typed arrays by
 * value and other class instances (Firestore Timestamps) by constructor and own keys.
 */
export { dequal as deepEqual } from 'dequal';
