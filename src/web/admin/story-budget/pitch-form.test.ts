import { describe, expect, it } from 'vitest';
import type { Pitch } from '../../../contracts/story-budget.ts';
import { pitchFormValuesOf } from './pitch-form.ts';

const pitchDue = (wantedBy: string) => ({ title: 'Housing', summary: '', kind: 'video', wantedBy }) as Pitch;

describe('the pitch form', () => {
  it("shows a saved wanted-by instant as its day on the chapter's clock", () => {
    expect(pitchFormValuesOf('America/New_York', pitchDue('2026-12-02T04:59:59.999Z'))).toMatchObject({
      wantedBy: '2026-12-01',
      kind: 'video',
    });
    expect(pitchFormValuesOf('America/New_York', pitchDue('2026-07-16T03:59:59.999Z')).wantedBy).toBe(
      '2026-07-15',
    );
  });

  it('starts empty, so the contract says the date is required', () => {
    expect(pitchFormValuesOf('America/New_York')).toEqual({
      title: '',
      summary: '',
      kind: 'article',
      wantedBy: '',
    });
  });
});
