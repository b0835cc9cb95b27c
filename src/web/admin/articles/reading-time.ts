/** A reader's pace for news and opinion on screen, words a minute. */
const WORDS_PER_MINUTE = 200;

/** Words: runs of text holding a letter or a digit (a lone dash or bullet is not one). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "245 words · 1 min read" under the editor; at least a minute once there is a word. */
export function readingSummary(text: string): string {
  const words = wordCount(text);
  const minutes = Math.max(1, Math.round(words / WORDS_PER_MINUTE));
  return words === 0 ? '0 words' : `${words} ${words === 1 ? 'word' : 'words'} · ${minutes} min read`;
}
