import { describe, expect, it } from 'vitest';
import {
  editingState,
  editorActions,
  editorStepLabels,
  nowInput,
  publicationOf,
  publicationState,
  statusWords,
} from './publication.tsx';

const zone = 'America/New_York';
// 9:00 AM on Nov 26 in Columbia, SC; the inputs below are read on that clock, whatever the machine's.
const now = new Date('2026-11-26T14:00:00Z');
const live = { status: 'published', publishedDate: '2026-11-20T05:00:00.000Z' } as const;
const draft = { status: 'draft', publishedDate: '2026-11-20T05:00:00.000Z' } as const;
const scheduled = { status: 'published', publishedDate: '2026-12-01T05:00:00.000Z' } as const;

describe('where a saved item stands for its editor', () => {
  const went = '2026-11-01T04:00:00.000Z';

  it('is a draft when new or never out, and unpublished when a draft went out before', () => {
    expect(editingState(undefined, now)).toBe('draft');
    expect(editingState({ ...draft, firstPublishedAt: null }, now)).toBe('draft');
    expect(editingState({ ...draft, firstPublishedAt: went }, now)).toBe('unpublished');
  });

  it('counts a schedule taken back before its time as never out', () => {
    const unscheduled = { ...draft, firstPublishedAt: scheduled.publishedDate };
    expect(editingState(unscheduled, now)).toBe('draft');
  });

  it('is published, scheduled or in review as the lists say', () => {
    expect(editingState({ ...live, firstPublishedAt: went }, now)).toBe('published');
    expect(editingState({ ...scheduled, firstPublishedAt: null }, now)).toBe('scheduled');
    expect(editingState({ ...live, status: 'in-review', firstPublishedAt: went }, now)).toBe('in-review');
  });
});

describe('the buttons of an editor, by account and state', () => {
  const editorStates = ['draft', 'unpublished', 'published', 'scheduled'] as const;

  it('gives a contributor Save draft and Submit for review, whatever the state or date', () => {
    for (const state of editorStates) {
      for (const ahead of [false, true]) {
        expect(editorActions('draft', state, ahead)).toEqual({ save: 'Save draft', steps: ['submit'] });
      }
    }
  });

  it('gives nothing to save on an item the account may not change', () => {
    expect(editorActions('read-only', 'in-review', false)).toEqual({ steps: [] });
    expect(editorActions('read-only', 'published', false)).toEqual({ steps: [] });
  });

  it('gives an editor the review decision on an item in review, Schedule when the date is ahead', () => {
    expect(editorActions('review', 'in-review', false)).toEqual({
      save: 'Save changes',
      steps: ['publish', 'send-back'],
    });
    expect(editorActions('review', 'in-review', true)).toEqual({
      save: 'Save changes',
      steps: ['schedule', 'send-back'],
    });
  });

  it('lets an editor publish a draft never out, or schedule it for a date ahead', () => {
    expect(editorActions('publish', 'draft', false)).toEqual({ save: 'Save draft', steps: ['publish'] });
    expect(editorActions('publish', 'draft', true)).toEqual({ save: 'Save draft', steps: ['schedule'] });
  });

  it('lets an editor update or unpublish a published item', () => {
    for (const ahead of [false, true]) {
      expect(editorActions('publish', 'published', ahead)).toEqual({ save: 'Update', steps: ['unpublish'] });
    }
  });

  it('lets an editor republish an unpublished item, or publish it as new', () => {
    expect(editorActions('publish', 'unpublished', false)).toEqual({
      save: 'Save draft',
      steps: ['republish', 'publish-as-new'],
    });
    expect(editorActions('publish', 'unpublished', true)).toEqual({
      save: 'Save draft',
      steps: ['schedule'],
    });
  });

  it('lets an editor update a scheduled item, publish it now or unschedule it', () => {
    for (const ahead of [false, true]) {
      expect(editorActions('publish', 'scheduled', ahead)).toEqual({
        save: 'Update',
        steps: ['publish-now', 'unschedule'],
      });
    }
  });

  it('names every step as the editor reads it', () => {
    expect(editorStepLabels).toMatchObject({
      publish: 'Publish',
      unpublish: 'Unpublish',
      republish: 'Republish',
      'publish-as-new': 'Publish as new',
      'publish-now': 'Publish now',
      unschedule: 'Unschedule',
    });
  });
});

describe('the status and date each button saves', () => {
  const minute = (value: string, openedWith = value) =>
    ({ value, openedWith, type: 'datetime-local' }) as const;
  const nowMinute = '2026-11-26T09:00';
  const old = '2026-11-20T08:00';

  it('keeps the status and the date on a plain save', () => {
    expect(publicationOf(undefined, 'draft', minute(old), zone, now)).toEqual({
      status: 'draft',
      publishedDate: old,
    });
    expect(publicationOf(undefined, 'unpublished', minute(old), zone, now)).toEqual({
      status: 'draft',
      publishedDate: old,
    });
    expect(publicationOf(undefined, 'published', minute(old), zone, now)).toEqual({
      status: 'published',
      publishedDate: old,
    });
    expect(publicationOf(undefined, 'scheduled', minute('2026-12-24T18:00'), zone, now)).toEqual({
      status: 'published',
      publishedDate: '2026-12-24T18:00',
    });
  });

  it('publishes a draft now unless the editor set its date', () => {
    expect(publicationOf('publish', 'draft', minute(old), zone, now)).toEqual({
      status: 'published',
      publishedDate: nowMinute,
    });
    expect(publicationOf('publish', 'draft', minute(''), zone, now).publishedDate).toBe('');
    expect(publicationOf('publish', 'draft', minute('2026-11-01T12:00', old), zone, now).publishedDate).toBe(
      '2026-11-01T12:00',
    );
  });

  it('schedules for the date typed', () => {
    expect(publicationOf('schedule', 'draft', minute('2026-12-24T18:00', old), zone, now)).toEqual({
      status: 'published',
      publishedDate: '2026-12-24T18:00',
    });
  });

  it('unpublishes and republishes with the date kept', () => {
    expect(publicationOf('unpublish', 'published', minute(old), zone, now)).toEqual({
      status: 'draft',
      publishedDate: old,
    });
    expect(publicationOf('republish', 'unpublished', minute(old), zone, now)).toEqual({
      status: 'published',
      publishedDate: old,
    });
  });

  it('publishes as new and publishes now with today', () => {
    expect(publicationOf('publish-as-new', 'unpublished', minute(old), zone, now)).toEqual({
      status: 'published',
      publishedDate: nowMinute,
    });
    expect(publicationOf('publish-now', 'scheduled', minute('2026-12-24T18:00'), zone, now)).toEqual({
      status: 'published',
      publishedDate: nowMinute,
    });
  });

  it('unschedules to a draft that keeps the chosen time', () => {
    expect(publicationOf('unschedule', 'scheduled', minute('2026-12-24T18:00'), zone, now)).toEqual({
      status: 'draft',
      publishedDate: '2026-12-24T18:00',
    });
  });

  it('speaks in days for a video', () => {
    const day = { value: '2026-11-20', openedWith: '2026-11-20', type: 'date' } as const;
    expect(publicationOf('publish-as-new', 'unpublished', day, zone, now).publishedDate).toBe('2026-11-26');
    expect(publicationOf('republish', 'unpublished', day, zone, now).publishedDate).toBe('2026-11-20');
    expect(nowInput('date', zone, now)).toBe('2026-11-26');
  });
});

describe('the status the Publishing box shows', () => {
  it('says when a scheduled item goes out, and since when a published one is out', () => {
    const evening = '2026-12-24T23:00:00.000Z';
    expect(statusWords('scheduled', evening, 'datetime-local', zone, now)).toBe(
      'Scheduled for Dec 24, 6:00 PM',
    );
    expect(statusWords('scheduled', evening, 'date', zone, now)).toBe('Scheduled for Dec 24');
    const nextYear = '2027-01-05T14:30:00.000Z';
    expect(statusWords('scheduled', nextYear, 'datetime-local', zone, now)).toBe(
      'Scheduled for Jan 5, 2027, 9:30 AM',
    );
    expect(statusWords('published', live.publishedDate, 'datetime-local', zone, now)).toBe(
      'Published Nov 20, 2026',
    );
  });

  it('says Draft for any draft, and In review', () => {
    expect(statusWords('draft', '', 'datetime-local', zone, now)).toBe('Draft');
    expect(statusWords('unpublished', live.publishedDate, 'date', zone, now)).toBe('Draft');
    expect(statusWords('in-review', live.publishedDate, 'date', zone, now)).toBe('In review');
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
