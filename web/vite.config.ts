import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const firebaseJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../firebase.json', import.meta.url)), 'utf8'),
) as { emulators: Record<string, { host?: string; port?: number }> };

/** Emulator addresses come from firebase.json, the one place ports are configured. */
function emulatorHost(name: string): string {
  const entry = firebaseJson.emulators[name];
  return entry?.port ? `${entry.host ?? '127.0.0.1'}:${entry.port}` : '';
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    __EMULATORS__: JSON.stringify({
      auth: emulatorHost('auth'),
      firestore: emulatorHost('firestore'),
      functions: emulatorHost('functions'),
      // The dev harness sets this only when the Storage emulator could start on this machine.
      storage: process.env.QR_STORAGE_EMULATOR === '1' ? emulatorHost('storage') : '',
    }),
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
});
