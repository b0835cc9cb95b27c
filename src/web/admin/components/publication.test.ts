import { describe, expect, it } from 'vitest';
import { publishActionLabel } from './publication.tsx';

const now = new Date(2026, 10, 26, 9, 0);

describe('the submit button of a publishable form', () => {
  it('saves a draft whatever its date', () => {
    expect(publishActionLabel('draft', '2030-01-01T10:00', false, now)).toBe('Save draft');
    expect(publishActionLabel('draft', '', true, now)).toBe('Save draft');
  });

  it('schedules when published with a time still ahead', () => {
    expect(publishActionLabel('published', '2026-11-26T09:30', false, now)).toBe('Schedule');
    expect(publishActionLabel('published', '2026-11-27', true, now)).toBe('Schedule');
  });

  it('publishes now or a past date when the item is not live yet', () => {
    expect(publishActionLabel('published', '', false, now)).toBe('Publish');
    expect(publishActionLabel('published', '2026-11-26', false, now)).toBe('Publish');
    expect(publishActionLabel('published', '2026-11-20T08:00', false, now)).toBe('Publish');
  });

  it('updates an item already on the site', () => {
    expect(publishActionLabel('published', '2026-11-20T08:00', true, now)).toBe('Update');
  });
});
