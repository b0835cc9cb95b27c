import { describe, expect, it } from 'vitest';
import { publicationState, publishActionLabel } from './publication.tsx';

const zone = 'America/New_York';
// 9:00 AM on Nov 26 in Columbia, SC; the inputs below are read on that clock, whatever the machine's.
const now = new Date('2026-11-26T14:00:00Z');
const live = { status: 'published', publishedDate: '2026-11-20T05:00:00.000Z' } as const;
const draft = { status: 'draft', publishedDate: '2026-11-20T05:00:00.000Z' } as const;
const scheduled = { status: 'published', publishedDate: '2026-12-01T05:00:00.000Z' } as const;

describe('the submit button of a publishable form', () => {
  it('saves a draft whatever its date', () => {
    expect(publishActionLabel('draft', '2030-01-01T10:00', zone, undefined, now)).toBe('Save draft');
    expect(publishActionLabel('draft', '', zone, live, now)).toBe('Save draft');
  });

  it('schedules when published with a time still ahead', () => {
    expect(publishActionLabel('published', '2026-11-26T09:30', zone, undefined, now)).toBe('Schedule');
    expect(publishActionLabel('published', '2026-11-27', zone, live, now)).toBe('Schedule');
  });

  it('publishes now or a past date when the item is new, a draft or still scheduled', () => {
    expect(publishActionLabel('published', '', zone, undefined, now)).toBe('Publish');
    expect(publishActionLabel('published', '2026-11-26', zone, draft, now)).toBe('Publish');
    expect(publishActionLabel('published', '2026-11-20T08:00', zone, scheduled, now)).toBe('Publish');
  });

  it('updates an item already on the site', () => {
    expect(publishActionLabel('published', '2026-11-20T08:00', zone, live, now)).toBe('Update');
  });
});

describe('the state an item shows', () => {
  it('is in review whatever its date, until an editor publishes it or sends it back', () => {
    expect(publicationState('in-review', scheduled.publishedDate, now)).toBe('in-review');
    expect(publicationState('in-review', live.publishedDate, now)).toBe('in-review');
  });

  it('is scheduled when published with a date ahead, else published or draft', () => {
    expect(publicationState('published', scheduled.publishedDate, now)).toBe('scheduled');
    expect(publicationState('published', live.publishedDate, now)).toBe('published');
    expect(publicationState('draft', scheduled.publishedDate, now)).toBe('draft');
  });
});
