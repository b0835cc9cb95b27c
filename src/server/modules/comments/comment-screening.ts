import { COMMENT_MAX_LINKS, type CommentHoldReason } from '../../../contracts/comments.ts';

// A link is anything a reader could follow or paste: a scheme, "www.", or a bare domain with a
// common top-level name (spam often leaves the scheme out to slip past simpler filters).
const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|uk|ru|cn|xyz|top|site|online|shop|club|me|ly|gg|app)\b(?:\/\S*)?/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** Lower case, accents removed, every run of other characters one space, padded for whole-word search. */
function normalise(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * The listed words or phrases found in the text, matched as whole words (so "class" does not
 * catch "ass"), ignoring case, accents and punctuation.
 */
export function matchedWords(text: string, words: readonly string[]): string[] {
  const haystack = normalise(text);
  return words.filter((word) => {
    const needle = normalise(word);
    return needle.trim() !== '' && haystack.includes(needle);
  });
}

/** Why a new comment should get a closer look before anyone approves it; empty when nothing stands out. */
export function holdReasons(
  comment: { name: string; content: string },
  holdWords: readonly string[],
): CommentHoldReason[] {
  const reasons: CommentHoldReason[] = [];
  if (countLinks(`${comment.name} ${comment.content}`) > COMMENT_MAX_LINKS) reasons.push('links');
  if (matchedWords(`${comment.name}\n${comment.content}`, holdWords).length > 0) reasons.push('words');
  return reasons;
}
