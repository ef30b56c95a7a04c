import { describe, expect, it } from 'vitest';
import { clearLocalState, localCacheKeys } from './local-cache';

function memoryStorage(initial: Record<string, string>): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('clearLocalState', () => {
  it('removes the cache keys, keeps other local data, and clears session storage', () => {
    const local = memoryStorage({ [localCacheKeys.customers]: '[]', [localCacheKeys.sales]: '[]', other: 'kept' });
    const session = memoryStorage({ a: '1' });
    clearLocalState({ local, session });
    expect(local.getItem(localCacheKeys.customers)).toBeNull();
    expect(local.getItem(localCacheKeys.sales)).toBeNull();
    expect(local.getItem('other')).toBe('kept');
    expect(session.length).toBe(0);
  });
});
