import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, siteSettingsSchema } from '../../../contracts/site-settings.ts';
import {
  errorsByPath,
  hourLabel,
  moveItem,
  sameSettings,
  timeZoneOptions,
  toFormValues,
  toSettings,
} from './settings-form-state.ts';

describe('form values', () => {
  it('round-trip to exactly the settings object, board keys dropped', () => {
    const values = toFormValues(defaultSiteSettings);
    expect(new Set(values.executiveBoard.map((member) => member.key)).size).toBe(
      defaultSiteSettings.executiveBoard.length,
    );
    expect(toSettings(values)).toEqual(defaultSiteSettings);
  });

  it('read the word list one line each, blank lines dropped', () => {
    const values = toFormValues({ ...defaultSiteSettings, commentHoldWords: ['spam', 'buy now'] });
    expect(values.commentHoldWords).toBe('spam\nbuy now');
    expect(toSettings({ ...values, commentHoldWords: ' spam \n\n  buy now\n' }).commentHoldWords).toEqual([
      'spam',
      'buy now',
    ]);
  });

  it('compare by content, not by the keys', () => {
    const a = toFormValues(defaultSiteSettings);
    const b = toFormValues(defaultSiteSettings);
    expect(sameSettings(a, b)).toBe(true);
    expect(sameSettings(a, { ...b, chapterSubtitle: 'Changed' })).toBe(false);
    expect(sameSettings(a, { ...a, executiveBoard: moveItem(a.executiveBoard, 0, 1) })).toBe(false);
  });
});

describe('moveItem', () => {
  it('moves one item and leaves out-of-range moves alone', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('errorsByPath', () => {
  it('keys the contract messages by full path, like the API 400 answer', () => {
    const result = siteSettingsSchema.safeParse({
      ...defaultSiteSettings,
      contactEmail: 'not an address',
      cashAppHandle: 'with spaces',
      executiveBoard: [{ name: '', role: 'President', bio: '', imageUrl: '' }],
      commentHoldWords: ['ok', 'x'.repeat(101)],
    });
    expect(result.success).toBe(false);
    expect(errorsByPath(result.error!)).toEqual({
      contactEmail: 'Must be a valid e-mail address',
      cashAppHandle: 'Must be a Cash App handle such as $NABJUSC',
      'executiveBoard.0.name': 'Name is required',
      commentHoldWords: 'Each word or phrase must be at most 100 characters',
    });
  });
});

describe('hourLabel', () => {
  it('reads as a clock', () => {
    expect(hourLabel(0)).toBe('12:00 AM (midnight)');
    expect(hourLabel(9)).toBe('9:00 AM');
    expect(hourLabel(12)).toBe('12:00 PM (noon)');
    expect(hourLabel(23)).toBe('11:00 PM');
  });
});

describe('timeZoneOptions', () => {
  it('lists the known zones and keeps a saved one that is not among them', () => {
    expect(timeZoneOptions('America/New_York')).toContain('America/Chicago');
    expect(timeZoneOptions('Mars/Olympus_Mons')[0]).toBe('Mars/Olympus_Mons');
  });
});
