import { describe, expect, it } from 'vitest';
import { defaultSiteSettings, siteSettingsSchema } from '../../../contracts/site-settings.ts';
import { contractResolver, errorAt, messageCount } from '../lib/admin-form.ts';
import { hourLabel, timeZoneOptions, toFormValues, toSettings } from './settings-form-state.ts';

describe('form values', () => {
  it('round-trip to exactly the settings object', () => {
    expect(toSettings(toFormValues(defaultSiteSettings))).toEqual(defaultSiteSettings);
  });

  it('read the word list one line each, blank lines dropped', () => {
    const values = toFormValues({ ...defaultSiteSettings, commentHoldWords: ['spam', 'buy now'] });
    expect(values.commentHoldWords).toBe('spam\nbuy now');
    expect(toSettings({ ...values, commentHoldWords: ' spam \n\n  buy now\n' }).commentHoldWords).toEqual([
      'spam',
      'buy now',
    ]);
  });
});

describe('the settings form checked with the contract', () => {
  it('puts each message by its field, a board row message on its row, a word-list one on its box', async () => {
    const resolve = contractResolver(siteSettingsSchema, toSettings);
    const values = toFormValues({
      ...defaultSiteSettings,
      contactEmail: 'not an address',
      cashAppHandle: 'with spaces',
      executiveBoard: [{ name: '', role: 'President', bio: '', imageUrl: '' }],
      commentHoldWords: ['ok', 'x'.repeat(101)],
    });
    const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(errorAt(errors, 'contactEmail')).toBe('Must be a valid e-mail address');
    expect(errorAt(errors, 'cashAppHandle')).toBe('Must be a Cash App handle such as $NABJUSC');
    expect(errorAt(errors, 'executiveBoard.0.name')).toBe('Name is required');
    expect(errorAt(errors, 'commentHoldWords')).toBe('Each word or phrase must be at most 100 characters');
    expect(messageCount(errors)).toBe(4);
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
