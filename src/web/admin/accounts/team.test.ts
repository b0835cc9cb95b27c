import { describe, expect, it } from 'vitest';
import { bylineOptions, contributorIdOf, expiryText, roleOptions } from './team.ts';

describe('roleOptions', () => {
  it('lists the roles least to most, in words', () => {
    expect(roleOptions).toEqual([
      { value: 'contributor', label: 'Contributor' },
      { value: 'editor', label: 'Editor' },
      { value: 'admin', label: 'Admin' },
    ]);
  });
});

describe('bylineOptions', () => {
  const profiles = [
    { id: 7, name: 'Zora Hurst' },
    { id: 3, name: 'Ama Owusu' },
  ];

  it('offers no byline first, then every profile by name', () => {
    expect(bylineOptions(profiles, null)).toEqual([
      { value: '', label: 'No byline' },
      { value: '3', label: 'Ama Owusu' },
      { value: '7', label: 'Zora Hurst' },
    ]);
  });

  it('keeps a tied profile the list did not bring, so the select shows the tie', () => {
    expect(bylineOptions(profiles, 412).map((option) => option.value)).toEqual(['', '412', '3', '7']);
    expect(bylineOptions(profiles, 7)).toHaveLength(3);
  });

  it('turns the chosen value back into the request: empty unties', () => {
    expect(contributorIdOf('')).toBeNull();
    expect(contributorIdOf('7')).toBe(7);
  });
});

describe('expiryText', () => {
  const now = new Date('2026-11-26T15:00:00Z');

  it('gives the day a link stops working, and says so once it has', () => {
    expect(expiryText('2026-11-29T15:00:00Z', 'America/New_York', now)).toBe('Nov 29, 2026, 10:00 AM EST');
    expect(expiryText('2026-11-25T15:00:00Z', 'America/New_York', now)).toBe(
      'Expired Nov 25, 2026, 10:00 AM EST',
    );
  });
});
