import { describe, expect, it } from 'vitest';
import { namesOf } from './use-presence.ts';

const since = '2026-12-07T13:43:00.000Z';

describe('namesOf', () => {
  it('names one, two or several people as a sentence does', () => {
    expect(namesOf([{ name: 'Ana', since }])).toBe('Ana');
    expect(
      namesOf([
        { name: 'Ana', since },
        { name: 'Ben', since },
      ]),
    ).toBe('Ana and Ben');
    expect(namesOf(['Ana', 'Ben', 'Cy'].map((name) => ({ name, since })))).toBe('Ana, Ben and Cy');
  });
});
