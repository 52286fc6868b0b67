import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the app under test is served: the Hosting emulator serving the built web app
 * (`npm test` builds it and runs the tests inside `firebase emulators:exec`). The port comes from
 * firebase.json plus QR_EMULATOR_PORT_OFFSET, like every harness port. QR_E2E_BASE_URL points
 * the tests elsewhere, e.g. at `npm start`'s Vite dev server while writing a test.
 */
export function appBaseUrl(): string {
  if (process.env.QR_E2E_BASE_URL) return process.env.QR_E2E_BASE_URL.replace(/\/$/, '');
  const firebaseJson = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../firebase.json', import.meta.url)), 'utf8'),
  ) as { emulators: { hosting: { host?: string; port: number } } };
  const { host = '127.0.0.1', port } = firebaseJson.emulators.hosting;
  const offset = Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0) || 0;
  return `http://${host}:${port + offset}`;
}

/** An absolute URL of the app: appUrl('/products'). */
export function appUrl(path = '/'): string {
  return `${appBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
