import type { AdminMemberOfTheMonth, MemberOfTheMonth } from '../../../contracts/member-of-the-month.ts';
import type { MemberOfTheMonthRow } from './members-of-the-month.repository.ts';

/** What the public block shows (public-site §3); bookkeeping dates stay on the admin side. */
export function presentMemberOfTheMonth(row: MemberOfTheMonthRow): MemberOfTheMonth {
  return {
    id: row.id,
    name: row.name,
    major: row.major,
    year: row.year,
    bio: row.bio,
    imageUrl: row.imageUrl,
    achievements: row.achievements,
    quote: row.quote,
    month: row.month,
  };
}

export function presentAdminMemberOfTheMonth(row: MemberOfTheMonthRow): AdminMemberOfTheMonth {
  return {
    ...presentMemberOfTheMonth(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
