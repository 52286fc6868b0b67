import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  emulatorConfig,
  endpoints,
  firestoreJvmOptions,
  javaMajor,
  readFirebaseJson,
  readPortOffset,
  VITE_DEV_PORT,
  webDistDir,
} from './emulators.mjs';
import { installReason } from './install.mjs';
import { manifestText, zipOneFile } from './launcher-jar.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const firebaseJson = readFirebaseJson(root);

describe('emulator config', () => {
  it('shifts every emulator port by the offset and leaves firebase.json as it was', () => {
    const shifted = emulatorConfig(firebaseJson, { offset: 100, storage: true });
    for (const [name, entry] of Object.entries(firebaseJson.emulators)) {
      if (typeof entry?.port === 'number')
        expect(shifted.emulators[name].port).toBe(entry.port + 100);
    }
    expect(readFirebaseJson(root)).toEqual(firebaseJson);
  });

  it('switches storage and the UI on only when available', () => {
    const off = emulatorConfig(firebaseJson, { storage: false, ui: false });
    expect(off.emulators.storage).toBeUndefined();
    expect(off.emulators.ui.enabled).toBe(false);
    const on = emulatorConfig(firebaseJson, { storage: true, ui: true });
    expect(on.emulators.storage.port).toBe(firebaseJson.emulators.storage.port);
    expect(on.emulators.ui.enabled).toBe(true);
  });

  it('lets copies with offsets in steps of 100 (up to 900) run side by side', () => {
    // Two copies collide when two of their ports differ by a multiple of 100, so every port the
    // harness opens must end in different last two digits.
    const ports = endpoints(emulatorConfig(firebaseJson, { storage: true, ui: true })).ports.map(
      (p) => p.port,
    );
    const endings = [...ports, VITE_DEV_PORT].map((port) => port % 100);
    expect(new Set(endings).size).toBe(endings.length);
  });

  it('points hosting at a per-offset build', () => {
    expect(webDistDir(0)).toBe('web/dist');
    expect(webDistDir(200)).toBe('web/dist-200');
    const config = emulatorConfig(firebaseJson, { offset: 200, hostingPublic: webDistDir(200) });
    expect(config.hosting.public).toBe('web/dist-200');
    expect(endpoints(config).hostingUrl).toBe(
      `http://127.0.0.1:${firebaseJson.emulators.hosting.port + 200}`,
    );
  });

  it('reads QR_EMULATOR_PORT_OFFSET strictly', () => {
    expect(readPortOffset({})).toBe(0);
    expect(readPortOffset({ QR_EMULATOR_PORT_OFFSET: '300' })).toBe(300);
    expect(() => readPortOffset({ QR_EMULATOR_PORT_OFFSET: 'abc' })).toThrow(/whole number/);
    expect(() => readPortOffset({ QR_EMULATOR_PORT_OFFSET: '-1' })).toThrow();
  });
});

describe('java version', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['no java here', null],
  ])('%s → %s', (output, major) => {
    expect(javaMajor(output)).toBe(major);
  });
});

describe('firestore JVM options', () => {
  it('runs the emulator on the C1 compiler only, unless the caller chose options', () => {
    expect(firestoreJvmOptions({})).toBe('-XX:TieredStopAtLevel=1');
    expect(firestoreJvmOptions({ JDK_JAVA_OPTIONS: '-Xmx2g' })).toBe('-Xmx2g');
  });
});

describe('launcher jar', () => {
  it('wraps manifest lines at 72 bytes with continuation lines', () => {
    const text = manifestText({ 'Class-Path': `file:///${'x'.repeat(150)}.jar` }).toString(
      'latin1',
    );
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 72)).toBe(true);
    expect(
      lines
        .slice(2)
        .filter(Boolean)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(lines.map((line, i) => (i > 1 ? line.slice(1) : line)).join('')).toContain(
      `${'x'.repeat(150)}.jar`,
    );
    expect(text.endsWith('\r\n\r\n')).toBe(true);
  });

  it('writes a zip whose single entry is the manifest, stored', () => {
    const data = Buffer.from('Manifest-Version: 1.0\r\n\r\n');
    const zip = zipOneFile('META-INF/MANIFEST.MF', data);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.subarray(30, 30 + 20).toString()).toBe('META-INF/MANIFEST.MF');
    expect(zip.subarray(50, 50 + data.length)).toEqual(data);
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  });
});

describe('ensure installed', () => {
  it('installs when node_modules is missing or older than the lock, not otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qr-install-'));
    writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    expect(installReason(dir)).toMatch(/missing/);
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules/.package-lock.json'), '{}');
    utimesSync(join(dir, 'node_modules/.package-lock.json'), 1_000, 1_000);
    expect(installReason(dir)).toMatch(/changed/);
    utimesSync(join(dir, 'node_modules/.package-lock.json'), new Date(), new Date());
    expect(installReason(dir)).toBeNull();
  });
});
