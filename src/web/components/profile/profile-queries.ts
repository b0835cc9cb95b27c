import { contributorContentQuery, contributorQuery } from '../../lib/queries/content.ts';
import { nameFromParam } from './profile-rules.ts';

/**
 * The two reads of a contributor page, prefetched by the server; both are required (public-site §2:
 * if either profile call fails, the contributor is not found).
 */
export function profileQueryKeys(params: { name?: string | undefined }) {
  const name = nameFromParam(params.name);
  return [contributorQuery(name).queryKey, contributorContentQuery(name).queryKey];
}

/**
 * A member page needs only the published work under the name: a byline without a profile still has a
 * page (docs/architecture.md, "Bylines"). The content read answers 404 for a name with neither.
 */
export function memberRequiredKeys(params: { name?: string | undefined }) {
  return [contributorContentQuery(nameFromParam(params.name)).queryKey];
}

/** The profile, read beside it: its 404 leaves the profile's parts out. */
export function memberOptionalKeys(params: { name?: string | undefined }) {
  return [contributorQuery(nameFromParam(params.name)).queryKey];
}
