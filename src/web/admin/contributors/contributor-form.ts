import type { AdminContributor, ContributorInput } from '../../../contracts/contributor.ts';
import { serverMessage } from '../../lib/api.ts';

export const CONTRIBUTORS_PATH = '/api/admin/contributors';

/** What the dialog edits: text boxes hold strings, graduation year too. admin-area §9: a new contributor is active. */
export function contributorFormValuesOf(contributor?: AdminContributor) {
  return {
    name: contributor?.name ?? '',
    email: contributor?.email ?? '',
    major: contributor?.major ?? '',
    graduationYear: contributor?.graduationYear?.toString() ?? '',
    schoolYear: contributor?.schoolYear ?? '',
    bio: contributor?.bio ?? '',
    profileImageUrl: contributor?.profileImageUrl ?? '',
    linkedIn: contributor?.linkedIn ?? '',
    twitter: contributor?.twitter ?? '',
    instagram: contributor?.instagram ?? '',
    isActive: contributor?.isActive ?? true,
  };
}
type ContributorFormValues = ReturnType<typeof contributorFormValuesOf>;

/** The body as the schema reads it: an empty graduation year is absent, not zero (admin-area §5). */
export function contributorInputOf(values: ContributorFormValues): ContributorInput {
  const year = values.graduationYear.trim();
  return { ...values, graduationYear: year === '' ? null : year };
}

/** admin-area §8: "Error: " and the server's message field or raw body, else the default. */
export function createFailureText(error: unknown): string {
  const message = serverMessage(error);
  return message ? `Error: ${message}` : 'Failed to create contributor';
}
