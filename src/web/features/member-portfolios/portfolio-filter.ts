import type { MemberPortfolio } from './sample-members.ts';

/** The skill filter's "no filter" choice. */
export const ALL_SKILLS = 'all';

/** Every skill on the page, once, in alphabetical order, for the skill filter. */
export function skillsOf(members: readonly MemberPortfolio[]): string[] {
  return [...new Set(members.flatMap((member) => member.skills))].sort((a, b) => a.localeCompare(b));
}

/**
 * public-site §5: portfolios by search text plus a skill filter. The text is a case-insensitive substring
 * of the name, major, year, bio or a skill; the skill must be one of the member's skills exactly.
 */
export function filterPortfolios(
  members: readonly MemberPortfolio[],
  search: string,
  skill: string,
): MemberPortfolio[] {
  const needle = search.trim().toLowerCase();
  return members.filter((member) => {
    if (skill !== ALL_SKILLS && !member.skills.includes(skill)) return false;
    if (!needle) return true;
    return [member.name, member.major, member.year, member.bio, ...member.skills].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}
