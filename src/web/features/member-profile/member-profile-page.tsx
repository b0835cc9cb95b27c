import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AuthorLink } from '../../components/profile/author-link.tsx';
import { ProfileSections, ProfileStats, pieceCountOf } from '../../components/profile/profile-content.tsx';
import { ProfileHeader } from '../../components/profile/profile-header.tsx';
import {
  bylineIn,
  collaboratorsOf,
  contributorPath,
  firstNameOf,
  memberMetaDescription,
  memberPath,
  memberProfileTitle,
  nameFromParam,
  personJsonLd,
} from '../../components/profile/profile-rules.ts';
import { ProfileNotFound, ProfileSkeleton } from '../../components/profile/profile-states.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { mediaUrl } from '../../components/ui/responsive-image.tsx';
import { statusOf } from '../../lib/api.ts';
import { contributorContentQuery, contributorQuery } from '../../lib/queries/content.ts';
import { usePublicUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';
import type { RouteParams } from '../../routes.tsx';

/**
 * The public member profile (public-site §2 Member profile). A byline without a contributor profile
 * still leads here: the page then lists the work under the name (docs/architecture.md, "Bylines").
 */
export function MemberProfilePage({ params }: { params: RouteParams }) {
  const name = nameFromParam(params.name);
  const profile = useQuery(contributorQuery(name));
  const content = useQuery(contributorContentQuery(name));
  const { chapterName } = useSiteSettings();
  const publicUrl = usePublicUrl();
  const noProfile = profile.isError && statusOf(profile.error) === 404;

  if (content.isError || (profile.isError && !noProfile)) {
    return (
      <>
        <PageHead
          title="Member Not Found"
          description={`No member profile was found for ${name}.`}
          path={memberPath(name)}
          noindex
        />
        <ProfileNotFound heading="Member Not Found">
          We couldn't find a member profile for <strong className="text-ink">{name}</strong>. The name may be
          spelled differently, or the profile may have been removed.
        </ProfileNotFound>
      </>
    );
  }

  if (!content.data || profile.isPending) return <ProfileSkeleton label={`Loading ${name}'s profile…`} />;

  const member = profile.data;
  const works = content.data;
  const shownName = member?.name ?? bylineIn(works, name);
  const firstName = firstNameOf(shownName);
  const pieces = pieceCountOf(works);
  const path = memberPath(shownName);
  const collaborators = collaboratorsOf(works, shownName);
  const image = member?.profileImageUrl ? mediaUrl(member.profileImageUrl) : undefined;

  return (
    <article>
      <PageHead
        title={memberProfileTitle(shownName)}
        description={memberMetaDescription(member ?? { bio: null, major: null })}
        path={path}
        type="profile"
        image={image}
        jsonLd={
          member &&
          personJsonLd(member, {
            url: `${publicUrl}${path}`,
            chapterName,
            imageUrl: image ? `${publicUrl}${image}` : undefined,
          })
        }
      />
      <ProfileHeader name={shownName} contributor={member} pieceCount={pieces} eyebrow="Member Profile" />

      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {member && (
          <section aria-labelledby="member-about">
            <h2 id="member-about" className="font-bold font-serif text-2xl text-ink sm:text-3xl">
              {`About ${firstName}`}
            </h2>
            <p className="mt-4 max-w-prose whitespace-pre-line font-serif text-ink text-lg leading-relaxed">
              {member.bio?.trim() ||
                `${firstName} is ${member.isActive ? 'an active member' : 'an alum'} of ${chapterName}${
                  member.major ? `, studying ${member.major}` : ''
                }.`}
            </p>
          </section>
        )}

        <section aria-label="Published work at a glance" className={member ? 'mt-10' : undefined}>
          <ProfileStats content={works} />
        </section>

        {collaborators.length > 0 && (
          <section aria-labelledby="member-collaborators" className="mt-8">
            <h2
              id="member-collaborators"
              className="font-semibold text-muted text-sm uppercase tracking-widest"
            >
              Worked with
            </h2>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {collaborators.map((collaborator) => (
                <li key={collaborator}>
                  <AuthorLink name={collaborator} showActiveStatus />
                </li>
              ))}
            </ul>
          </section>
        )}

        {pieces === 0 ? (
          <section
            aria-labelledby="member-empty"
            className="mt-14 rounded-lg border border-rule border-dashed bg-paper-soft px-6 py-12 text-center"
          >
            <h2 id="member-empty" className="font-bold font-serif text-2xl text-ink">
              No Published Content Yet
            </h2>
            <p className="mx-auto mt-3 max-w-md text-muted leading-relaxed">
              {firstName} hasn't published any content yet, but stay tuned for their upcoming work!
            </p>
            <Button asChild variant="secondary" className="mt-6">
              <Link href="/writing">Read the latest stories</Link>
            </Button>
          </section>
        ) : (
          <ProfileSections content={works} />
        )}

        {member && (
          <p className="mt-14 border-rule border-t pt-6 text-muted text-sm">
            Looking for {firstName}'s bylines only?{' '}
            <Link
              href={contributorPath(member.name)}
              className="font-semibold text-ink underline underline-offset-4 hover:text-accent"
            >
              See {firstName}'s contributor page
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
