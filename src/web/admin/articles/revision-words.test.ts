import { describe, expect, it } from 'vitest';
import { changeWords } from './revision-words.ts';

const date = '2026-11-29T12:00:00.000Z';

const zone = 'America/New_York';

describe('changeWords', () => {
  it('names status moves as the newsroom says them', () => {
    const status = (before: string, after: string) =>
      changeWords({ field: 'status', before, after }, date, zone).label;
    expect(status('published', 'draft')).toBe('Unpublished');
    expect(status('draft', 'published')).toBe('Published');
    expect(status('draft', 'in-review')).toBe('Submitted for review');
    expect(status('in-review', 'draft')).toBe('Sent back to draft');
    expect(status('scheduled', 'draft')).toBe('Unscheduled');
    expect(status('draft', 'scheduled')).toBe('Scheduled for Nov 29, 2026, 7:00 AM EST');
  });

  it('shows short values old and new, and long ones only as changed', () => {
    expect(changeWords({ field: 'title', before: 'Old', after: 'New' }, date, zone)).toEqual({
      label: 'Title',
      before: 'Old',
      after: 'New',
    });
    expect(
      changeWords({ field: 'publishedDate', before: '2026-11-23T14:00:00.000Z', after: date }, date, zone),
    ).toEqual({
      label: 'Date',
      before: 'Nov 23, 2026, 9:00 AM EST',
      after: 'Nov 29, 2026, 7:00 AM EST',
    });
    expect(changeWords({ field: 'category', before: 'local', after: 'health' }, date, zone)).toMatchObject({
      before: 'Cola Up Close',
      after: 'Health is Wealth',
    });
    expect(changeWords({ field: 'featured', before: false, after: true }, date, zone).label).toBe(
      'Featured on',
    );
    expect(changeWords({ field: 'featured', before: true, after: false }, date, zone).label).toBe(
      'Featured off',
    );
    expect(changeWords({ field: 'content' }, date, zone)).toEqual({ label: 'Content changed' });
  });
});
