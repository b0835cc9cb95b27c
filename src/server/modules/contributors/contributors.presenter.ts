import type { AdminContributor, Contributor, SchoolYear } from '../../../contracts/contributor.ts';
import type { ContributorRow } from './contributors.repository.ts';

/** The public profile: no e-mail address, ever (public-site §3 lists it; we do not publish it). */
export function presentContributor(row: ContributorRow): Contributor {
  return {
    id: row.id,
    name: row.name,
    profileImageUrl: row.profileImageUrl,
    isActive: row.isActive,
    schoolYear: row.schoolYear as SchoolYear | null,
    major: row.major,
    graduationYear: row.graduationYear,
    bio: row.bio,
    linkedIn: row.linkedIn,
    twitter: row.twitter,
    instagram: row.instagram,
  };
}

export function presentAdminContributor(row: ContributorRow): AdminContributor {
  return {
    ...presentContributor(row),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
