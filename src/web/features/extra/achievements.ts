/** public-site §3: a member's achievements are one text, items separated by newlines or commas. */
export function splitAchievements(text: string): string[] {
  return text
    .split(/\r?\n|\r|,/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
