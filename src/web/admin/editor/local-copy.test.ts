import { describe, expect, it } from 'vitest';
import { clearLocalCopy, keepLocalCopy, localCopyKey, readLocalCopy } from './local-copy.ts';

// The browser's storage, as far as the copy uses it.
function memoryStore() {
  const items = new Map<string, string>();
  const store = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { items, store: () => store };
}

describe('the local copy of an editor', () => {
  it('is kept per kind and item, a never-saved one under "new"', () => {
    expect(localCopyKey('article', 7)).not.toBe(localCopyKey('video', 7));
    expect(localCopyKey('article', undefined)).toBe('nabj-editor-copy:article:new');
  });

  it('gives back the values with the time they were kept', () => {
    const { store } = memoryStore();
    const key = localCopyKey('article', 7);
    keepLocalCopy(
      key,
      { title: 'Half a sentence', pullQuotes: ['A'] },
      new Date('2026-12-07T13:41:00Z'),
      store,
    );
    expect(readLocalCopy(key, store)).toEqual({
      values: { title: 'Half a sentence', pullQuotes: ['A'] },
      savedAt: '2026-12-07T13:41:00.000Z',
    });
  });

  it('is gone once cleared, and absent or broken copies read as none', () => {
    const { items, store } = memoryStore();
    const key = localCopyKey('event', 3);
    keepLocalCopy(key, { title: 'x' }, new Date(), store);
    clearLocalCopy(key, store);
    expect(readLocalCopy(key, store)).toBeUndefined();
    items.set(key, '{not json');
    expect(readLocalCopy(key, store)).toBeUndefined();
    items.set(key, JSON.stringify({ values: { title: 'x' }, savedAt: 'yesterday' }));
    expect(readLocalCopy(key, store)).toBeUndefined();
  });
});
