// The names this app gives (random UUID + extension) and older uploads' plain names: one flat
// name that starts with a letter or digit, no separators, so no key can leave the store.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** For drivers: refuse a key outside the pattern before it reaches a path or an object name. */
export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}
