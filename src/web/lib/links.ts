import { isWebAddress } from '../../contracts/link-values.ts';

/**
 * A stored link to another site as a page may render it: http(s) only, else no link. The contracts
 * refuse other schemes, but a row saved before they did (javascript:, data:) must still render none.
 */
export function externalHref(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && isWebAddress(text) ? text : undefined;
}
