// Pure rules of the public member and contributor pages (public-site §2, §9).

import { isWebAddress } from '../../../contracts/link-values.ts';

/** public-site §9: initials from the first two words of the name ("Maya Brooks" → "MB"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The first word of the name, for "About Maya" and the empty state. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** public-site §9: the meta bio is cut at 150 characters. */
export const META_BIO_LENGTH = 150;

/**
 * public-site §2: the first 150 characters of the bio, or else "{major or 'Student'} student at the
 * University of South Carolina".
 */
export function memberMetaDescription(profile: { bio: string | null; major: string | null }): string {
  const bio = profile.bio?.trim();
  if (bio) return bio.slice(0, META_BIO_LENGTH);
  return `${profile.major?.trim() || 'Student'} student at the University of South Carolina`;
}

/** public-site §2: "N Published Piece(s)", singular only when N is 1. */
export function publishedPiecesLabel(count: number): string {
  return `${count} Published ${count === 1 ? 'Piece' : 'Pieces'}`;
}

/** The page title before the chapter name: "{name} Member Profile" (PageHead appends "| {chapter}"). */
export function memberProfileTitle(name: string): string {
  return `${name} Member Profile`;
}

/**
 * The name in a /member/{name} or /contributor/{name} address. The server matches the raw path and the
 * router hands the page a partly decoded one (decodeURI keeps %2F, %23…); decoding both fully gives the
 * same name, so the server's prefetch and the page read one cache entry.
 */
export function nameFromParam(param: string | undefined): string {
  const raw = param ?? '';
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** The address of a member's profile page (public-site §2: the name URL-encoded). */
export function memberPath(name: string): string {
  return `/member/${encodeURIComponent(name)}`;
}

export function contributorPath(name: string): string {
  return `/contributor/${encodeURIComponent(name)}`;
}

export type SocialNetwork = 'linkedIn' | 'twitter' | 'instagram';

const socialHosts: Record<SocialNetwork, string> = {
  linkedIn: 'https://www.linkedin.com/in/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
};

/**
 * Social fields hold a handle ("@maya") or an address (docs/api/contributors.md); links need an address.
 * Anything that is not a plain handle or an http(s) address gives no link.
 */
export function socialUrl(network: SocialNetwork, value: string | null): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (isWebAddress(text)) return text;
  if (/^(www\.)?(linkedin\.com|x\.com|twitter\.com|instagram\.com)\//i.test(text)) return `https://${text}`;
  const handle = text.replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,100}$/.test(handle) ? `${socialHosts[network]}${handle}` : undefined;
}

/** schema.org Person for a profile page (issue 4: JSON-LD Person). */
export function personJsonLd(
  profile: {
    name: string;
    bio: string | null;
    major: string | null;
    profileImageUrl: string | null;
    isActive: boolean;
    linkedIn: string | null;
    twitter: string | null;
    instagram: string | null;
  },
  options: { url: string; chapterName: string; imageUrl?: string },
): Record<string, unknown> {
  const sameAs = (['linkedIn', 'twitter', 'instagram'] as const)
    .map((network) => socialUrl(network, profile[network]))
    .filter((url): url is string => url !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url: options.url,
    description: memberMetaDescription(profile),
    ...(options.imageUrl ? { image: options.imageUrl } : {}),
    ...(profile.major ? { knowsAbout: profile.major } : {}),
    [profile.isActive ? 'memberOf' : 'alumniOf']: { '@type': 'Organization', name: options.chapterName },
    affiliation: { '@type': 'CollegeOrUniversity', name: 'University of South Carolina' },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The people a member made videos and graphics with: co-credited names, once each, the member left out. */
export function collaboratorsOf(
  content: { videos: { creators: string[] }[]; graphics: { creators: string[] }[] },
  name: string,
): string[] {
  const own = name.trim().toLowerCase();
  const seen = new Map<string, string>();
  for (const item of [...content.videos, ...content.graphics]) {
    for (const creator of item.creators) {
      const key = creator.trim().toLowerCase();
      if (key && key !== own && !seen.has(key)) seen.set(key, creator.trim());
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The name as the work itself writes it (a byline or a credit), for a page reached without a profile:
 * the address may spell it in another case.
 */
export function bylineIn(
  content: {
    articles: { author: string }[];
    videos: { creators: string[] }[];
    graphics: { creators: string[] }[];
  },
  name: string,
): string {
  const wanted = name.trim().toLowerCase();
  const names = [
    ...content.articles.map((article) => article.author),
    ...[...content.videos, ...content.graphics].flatMap((item) => item.creators),
  ];
  return names.map((found) => found.trim()).find((found) => found.toLowerCase() === wanted) ?? name.trim();
}
