import { describe, expect, it } from 'vitest';
import { COMMENT_POST_DELAY_MS, canPostComment } from './comments-box.tsx';

describe('canPostComment', () => {
  it('refuses text that is blank after trimming', () => {
    expect(canPostComment('', false)).toBe(false);
    expect(canPostComment('   \n\t ', false)).toBe(false);
  });

  it('allows text with something in it', () => {
    expect(canPostComment(' Great story ', false)).toBe(true);
  });

  it('refuses while a comment is being posted', () => {
    expect(canPostComment('Great story', true)).toBe(false);
  });

  it('simulates posting for 500 ms (public-site §4)', () => {
    expect(COMMENT_POST_DELAY_MS).toBe(500);
  });
});
