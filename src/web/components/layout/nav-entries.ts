/** The site navigation's entries, shared by the header and the mobile menu's sheet. */
export interface NavLink {
  label: string;
  href: string;
}

/** A top-level navigation entry: a link, or a named group of links (the Stories menu). */
export type NavEntry = NavLink | { label: string; links: readonly NavLink[] };

export function isNavGroup(entry: NavEntry): entry is { label: string; links: readonly NavLink[] } {
  return 'links' in entry;
}
