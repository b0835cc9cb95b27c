import type { ReactNode } from 'react';
import type { Contributor } from '../../../contracts/contributor.ts';
import { cn } from '../../lib/cn.ts';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';
import { SocialLinks } from '../ui/social-links.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { publishedPiecesLabel, type SocialNetwork, socialUrl } from './profile-rules.ts';

const networks: { key: SocialNetwork; label: string }[] = [
  { key: 'linkedIn', label: 'LinkedIn' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'instagram', label: 'Instagram' },
];

function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-rule-strong px-3 py-1 font-medium text-ink text-sm',
        className,
      )}
    >
      {children}
    </li>
  );
}

interface ProfileHeaderProps {
  /** The name as shown: the profile's, or the byline's when there is no profile. */
  name: string;
  /** The contributor profile; without one the header shows the name, the initials and the count only. */
  contributor: Contributor | undefined;
  /** Everything published under the name, for the "N Published Piece(s)" line. */
  pieceCount: number;
  /** A small label above the name ("Member Profile", "Contributor"). */
  eyebrow: string;
  /** Extra lines under the badges (a link to the member page, say). */
  children?: ReactNode;
}

/**
 * The top of a member or contributor page (public-site §2): avatar, name, badges (status, organisation,
 * school year, major, class), social links and the count of published pieces.
 */
export function ProfileHeader({ name, contributor, pieceCount, eyebrow, children }: ProfileHeaderProps) {
  const { chapterName } = useSiteSettings();
  const socials = networks
    .map((network) => ({ ...network, href: socialUrl(network.key, contributor?.[network.key] ?? null) }))
    .filter((network): network is typeof network & { href: string } => network.href !== undefined);

  return (
    <header className="border-rule border-b bg-paper-soft">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:gap-8 sm:px-6 sm:py-14 lg:px-8">
        <ProfileAvatar name={name} imageUrl={contributor?.profileImageUrl} size="lg" priority />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-accent text-sm uppercase tracking-widest">{eyebrow}</p>
          <h1 className="mt-2 font-bold font-serif text-4xl text-ink leading-tight sm:text-5xl">{name}</h1>
          {contributor && (
            <ul aria-label="Profile details" className="mt-4 flex flex-wrap gap-2">
              <Badge
                className={
                  contributor.isActive ? 'border-cat-health bg-cat-health text-cat-health-ink' : 'bg-paper'
                }
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-2 rounded-full border',
                    contributor.isActive ? 'border-cat-health-ink bg-cat-health-ink' : 'border-muted',
                  )}
                />
                {contributor.isActive ? 'Active Member' : 'Alumni'}
              </Badge>
              <Badge className="bg-paper">
                {`${chapterName} Chapter ${contributor.isActive ? 'Member' : 'Alumni'}`}
              </Badge>
              {/* An alumna's school year "Alumni" would repeat the status badge word for word. */}
              {contributor.schoolYear && !(contributor.schoolYear === 'Alumni' && !contributor.isActive) && (
                <Badge className="bg-paper">{contributor.schoolYear}</Badge>
              )}
              {contributor.major && <Badge className="bg-paper">{contributor.major}</Badge>}
              {contributor.graduationYear !== null && (
                <Badge className="bg-paper">{`Class of ${contributor.graduationYear}`}</Badge>
              )}
            </ul>
          )}
          <p className="mt-4 font-semibold text-ink text-lg">{publishedPiecesLabel(pieceCount)}</p>
          <SocialLinks
            links={socials}
            label="Social links"
            className="mt-4"
            linkClassName="border-ink bg-paper text-ink hover:bg-ink hover:text-paper"
          />
          {children}
        </div>
      </div>
    </header>
  );
}
