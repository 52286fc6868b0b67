import { describe, expect, it } from 'vitest';
import type { NoteStorage } from '../uid-note';
import { currentAccountId, LAST_ACCOUNT_KEY, rememberAccount } from './current-account';

function memoryStorage(): NoteStorage {
  const notes = new Map<string, string>();
  return {
    getItem: (key) => notes.get(key) ?? null,
    setItem: (key, value) => void notes.set(key, value),
    removeItem: (key) => void notes.delete(key),
  };
}

describe('currentAccountId', () => {
  it('takes the account the URL names, else the last one shown to this person, else their own', () => {
    const storage = memoryStorage();
    expect(currentAccountId('', 'ana', storage)).toBe('ana');
    rememberAccount('ana', 'shop-2', storage);
    expect(currentAccountId('', 'ana', storage)).toBe('shop-2');
    expect(currentAccountId('?account=shop-3&tab=reviews', 'ana', storage)).toBe('shop-3');
  });

  it('never uses another person’s note, nor an id of a reserved or invalid shape', () => {
    const storage = memoryStorage();
    rememberAccount('bo', 'shop-2', storage);
    expect(currentAccountId('', 'ana', storage)).toBe('ana');
    expect(currentAccountId('?account=__x__', 'ana', storage)).toBe('ana');
    expect(currentAccountId('?account=a/b', 'ana', storage)).toBe('ana');
    storage.setItem(LAST_ACCOUNT_KEY, 'ana/__x__');
    expect(currentAccountId('', 'ana', storage)).toBe('ana');
  });

  it('works with a storage that refuses every call (a privacy mode)', () => {
    const refusing: NoteStorage = {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {
        throw new Error('refused');
      },
      removeItem: () => {
        throw new Error('refused');
      },
    };
    rememberAccount('ana', 'shop-2', refusing);
    expect(currentAccountId('', 'ana', refusing)).toBe('ana');
  });
});
