import { contributorContentQuery, contributorQuery } from '../../lib/queries/content.ts';
import { nameFromParam } from './profile-rules.ts';

/**
 * The two reads of a member or contributor page, prefetched by the server; both are required
 * (public-site §2: if either profile call fails, the member is not found).
 */
export function profileQueryKeys(params: { name?: string | undefined }) {
  const name = nameFromParam(params.name);
  return [contributorQuery(name).queryKey, contributorContentQuery(name).queryKey];
}
