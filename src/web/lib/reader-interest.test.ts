import { describe, expect, it } from 'vitest';
import { notNowHolds, withPageSeen } from './reader-interest.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('withPageSeen', () => {
  it('counts each page once, so a reload is not a second page', () => {
    const first = withPageSeen(null, '/article/1');
    expect(first).toEqual(['/article/1']);
    expect(withPageSeen(JSON.stringify(first), '/article/1')).toHaveLength(1);
    expect(withPageSeen(JSON.stringify(first), '/writing')).toEqual(['/article/1', '/writing']);
  });

  it('starts again from what it can read when the stored value is damaged', () => {
    expect(withPageSeen('not json', '/')).toEqual(['/']);
    expect(withPageSeen('{"a":1}', '/')).toEqual(['/']);
    expect(withPageSeen('[1, "/about"]', '/')).toEqual(['/about', '/']);
  });
});

describe('notNowHolds', () => {
  const now = Date.UTC(2026, 10, 26);
  it('holds for 30 days after Not Now, then the prompt may ask again', () => {
    expect(notNowHolds(String(now - 29 * DAY), now)).toBe(true);
    expect(notNowHolds(String(now - 30 * DAY), now)).toBe(false);
  });

  it('ignores nothing stored, a damaged value and a date in the future', () => {
    expect(notNowHolds(null, now)).toBe(false);
    expect(notNowHolds('soon', now)).toBe(false);
    expect(notNowHolds(String(now + DAY), now)).toBe(false);
  });
});
