import { describe, expect, it } from 'vitest';
import type { Pitch } from '../../../contracts/story-budget.ts';
import { pitchFormValuesOf, pitchInputOf } from './pitch-form.ts';

describe('the pitch form', () => {
  it('sends a wanted-by day as the end of that day, which reads back as the same day', () => {
    const body = pitchInputOf({ title: 'Housing', summary: '', kind: 'video', wantedBy: '2026-12-01' });
    expect(new Date(body.wantedBy).getTime()).toBe(new Date(2026, 11, 1, 23, 59, 59, 999).getTime());
    expect(pitchFormValuesOf({ ...body, kind: 'video' } as Pitch)).toMatchObject({
      wantedBy: '2026-12-01',
      kind: 'video',
    });
  });

  it('leaves an empty day empty, so the contract says the date is required', () => {
    expect(pitchInputOf({ ...pitchFormValuesOf(), title: 'Housing' }).wantedBy).toBe('');
    expect(pitchFormValuesOf()).toEqual({ title: '', summary: '', kind: 'article', wantedBy: '' });
  });
});
