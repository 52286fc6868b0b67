import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * http://host:port of an emulator as firebase.json configures it, shifted by
 * QR_EMULATOR_PORT_OFFSET like every harness port (and like the built app's addresses).
 */
export function emulatorOrigin(name: 'hosting' | 'storage'): string {
  const firebaseJson = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../firebase.json', import.meta.url)), 'utf8'),
  ) as { emulators: Record<string, { host?: string; port: number }> };
  const { host = '127.0.0.1', port } = firebaseJson.emulators[name]!;
  const offset = Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0) || 0;
  return `http://${host}:${port + offset}`;
}

/**
 * Where the app under test is served: the Hosting emulator serving the built web app
 * (`npm test` builds it and runs the tests inside `firebase emulators:exec`). QR_E2E_BASE_URL
 * points the tests elsewhere, e.g. at `npm start`'s Vite dev server while writing a test.
 */
export function appBaseUrl(): string {
  if (process.env.QR_E2E_BASE_URL) return process.env.QR_E2E_BASE_URL.replace(/\/$/, '');
  return emulatorOrigin('hosting');
}

/** An absolute URL of the app: appUrl('/products'). */
export function appUrl(path = '/'): string {
  return `${appBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
