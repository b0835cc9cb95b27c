import { describe, expect, it } from 'vitest';
import { COMMENT_NAME_REQUIRED, COMMENT_TOO_LONG } from '../../../contracts/comments.ts';
import { canPostComment, commentProblem, commentsLabel } from './comments-box.tsx';

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
});

describe('commentProblem', () => {
  it('asks for a name, and refuses text over the limit, with the server’s words', async () => {
    await expect(commentProblem('  ', 'Hello')).resolves.toBe(COMMENT_NAME_REQUIRED);
    await expect(commentProblem('Sam', 'x'.repeat(2001))).resolves.toBe(COMMENT_TOO_LONG);
  });

  it('accepts a name and text within the limits', async () => {
    await expect(commentProblem('Sam', 'x'.repeat(2000))).resolves.toBeUndefined();
  });
});

describe('commentsLabel', () => {
  it('counts in words', () => {
    expect(commentsLabel(0)).toBe('0 comments');
    expect(commentsLabel(1)).toBe('1 comment');
    expect(commentsLabel(12)).toBe('12 comments');
  });
});
