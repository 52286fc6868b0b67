import { describe, expect, it } from 'vitest';
import { storageGate, storageUnavailableReason } from './storage-availability.js';

describe('storageUnavailableReason', () => {
  it('is set only on the Functions emulator without a Storage emulator', () => {
    expect(storageUnavailableReason({ FUNCTIONS_EMULATOR: 'true' })).toMatch(
      /Storage emulator is not running/,
    );
    expect(
      storageUnavailableReason({
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).toBeNull();
    expect(storageUnavailableReason({})).toBeNull(); // deployed: real Storage
  });

  it('skips every event but reports the reason once', () => {
    const gate = storageGate({ FUNCTIONS_EMULATOR: 'true' });
    const first = gate();
    expect(first.available).toBe(false);
    expect(first.message).toMatch(/Storage/);
    expect(gate()).toEqual({ available: false, message: null });
    expect(gate()).toEqual({ available: false, message: null });
    expect(storageGate({})()).toEqual({ available: true, message: null });
  });
});
