import { useQuery } from '@tanstack/react-query';
import { AuthorLink } from '../../components/profile/author-link.tsx';
import { ProfileSections, ProfileStats, pieceCountOf } from '../../components/profile/profile-content.tsx';
import { ProfileHeader } from '../../components/profile/profile-header.tsx';
import {
  contributorPath,
  memberMetaDescription,
  nameFromParam,
  personJsonLd,
} from '../../components/profile/profile-rules.ts';
import { ProfileNotFound, ProfileSkeleton } from '../../components/profile/profile-states.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { mediaUrl } from '../../components/ui/responsive-image.tsx';
import { contributorContentQuery, contributorQuery } from '../../lib/queries/content.ts';
import { usePublicUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';
import type { RouteParams } from '../../routes.tsx';

/** A contributor's profile and everything published under their name (public-site §2 Contributor page). */
export function ContributorPage({ params }: { params: RouteParams }) {
  const name = nameFromParam(params.name);
  const profile = useQuery(contributorQuery(name));
  const content = useQuery(contributorContentQuery(name));
  const { chapterName } = useSiteSettings();
  const publicUrl = usePublicUrl();

  if (profile.isError || content.isError) {
    return (
      <>
        <PageHead
          title="Contributor Not Found"
          description={`No contributor was found for ${name}.`}
          path={contributorPath(name)}
          noindex
        />
        <ProfileNotFound heading="Contributor Not Found">
          We couldn't find a contributor named <strong className="text-ink">{name}</strong>. The name may be
          spelled differently, or the profile may have been removed.
        </ProfileNotFound>
      </>
    );
  }

  if (!profile.data || !content.data) return <ProfileSkeleton label={`Loading ${name}'s work…`} />;

  const contributor = profile.data;
  const works = content.data;
  const pieces = pieceCountOf(works);
  const path = contributorPath(contributor.name);
  const image = contributor.profileImageUrl ? mediaUrl(contributor.profileImageUrl) : undefined;

  return (
    <article>
      <PageHead
        title={`${contributor.name}, Contributor`}
        description={memberMetaDescription(contributor)}
        path={path}
        type="profile"
        image={image}
        jsonLd={personJsonLd(contributor, {
          url: `${publicUrl}${path}`,
          chapterName,
          imageUrl: image ? `${publicUrl}${image}` : undefined,
        })}
      />
      <ProfileHeader
        name={contributor.name}
        contributor={contributor}
        pieceCount={pieces}
        eyebrow="Contributor"
      >
        <p className="mt-5 flex flex-wrap items-center gap-x-2 text-muted text-sm">
          Full member profile:
          <AuthorLink name={contributor.name} showActiveStatus />
        </p>
      </ProfileHeader>

      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        {contributor.bio?.trim() && (
          <p className="max-w-prose whitespace-pre-line font-serif text-ink text-lg leading-relaxed">
            {contributor.bio}
          </p>
        )}
        <section aria-label="Published work at a glance" className="mt-10">
          <ProfileStats content={works} />
        </section>
        {pieces === 0 ? (
          <p className="mt-14 rounded-lg border border-rule border-dashed bg-paper-soft px-6 py-12 text-center font-serif text-ink text-xl">
            {contributor.name} hasn't published any content yet.
          </p>
        ) : (
          <ProfileSections content={works} />
        )}
      </div>
    </article>
  );
}
