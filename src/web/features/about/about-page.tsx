import { ArrowRight, CalendarClock, Mail, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { DonationWidget } from '../../components/donation/donation-widget.tsx';
import { MISSION_STATEMENT } from '../../components/layout/site-footer.tsx';
import { ProfileAvatar } from '../../components/profile/profile-avatar.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { externalHref } from '../../lib/links.ts';
import { usePublicUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';

/** About the chapter (public-site §2 About): mission, executive board, donation at #donate, join us. */
export function AboutPage() {
  const settings = useSiteSettings();
  const publicUrl = usePublicUrl();
  const sameAs = [settings.instagramUrl, settings.youtubeUrl, settings.tiktokUrl]
    .map(externalHref)
    .filter(Boolean);

  return (
    <>
      <PageHead
        title="About Us"
        description={`${settings.chapterName}: ${MISSION_STATEMENT} Meet the executive board, join a meeting or support the chapter.`}
        path="/about"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.chapterName,
          ...(settings.chapterSubtitle ? { alternateName: settings.chapterSubtitle } : {}),
          url: `${publicUrl}/`,
          description: MISSION_STATEMENT,
          email: settings.contactEmail,
          ...(settings.campusLocation ? { location: settings.campusLocation } : {}),
          parentOrganization: { '@type': 'Organization', name: 'National Association of Black Journalists' },
          member: settings.executiveBoard.map((person) => ({
            '@type': 'Person',
            name: person.name,
            jobTitle: person.role,
          })),
          ...(sameAs.length ? { sameAs } : {}),
        }}
      />

      <section aria-labelledby="about-title" className="border-rule border-b">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-12 sm:px-6 sm:pt-16 sm:pb-16 lg:px-8">
          <p className="font-semibold text-accent text-sm uppercase tracking-widest">About Us</p>
          <h1
            id="about-title"
            className="mt-2 font-bold font-serif text-4xl text-ink leading-tight tracking-tight sm:text-5xl"
          >
            {settings.chapterName}
          </h1>
          {settings.chapterSubtitle && <p className="mt-2 text-lg text-muted">{settings.chapterSubtitle}</p>}
          <p className="mt-8 max-w-3xl font-serif text-2xl text-ink leading-snug sm:text-3xl">
            {MISSION_STATEMENT}
          </p>
          <div className="mt-8 grid max-w-3xl gap-4 font-serif text-ink text-lg leading-relaxed">
            <p>
              We are the University of South Carolina's student chapter of the National Association of Black
              Journalists. Our members report, write, shoot, edit and design for this site: news from campus
              and Columbia, opinion, health, culture, NABJ TV and visual work.
            </p>
            <p>
              Beyond publishing, the chapter is a newsroom to learn in. Members trade edits, practise
              interviews, meet working journalists at workshops and travel together to conventions, and the
              ones who have graduated keep coming back to help the next class in.
            </p>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="board-title"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <h2 id="board-title" className="font-bold font-serif text-3xl text-ink sm:text-4xl">
          Executive Board
        </h2>
        <p className="mt-2 max-w-2xl text-muted leading-relaxed">
          The students who run the chapter this year. Reach any of them through the chapter e-mail.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {settings.executiveBoard.map((person) => (
            <li
              key={`${person.role}-${person.name}`}
              data-testid="board-card"
              className="flex gap-4 rounded-lg border border-rule bg-paper p-5"
            >
              <ProfileAvatar name={person.name} imageUrl={person.imageUrl} size="md" />
              <div className="min-w-0">
                <h3 className="font-bold font-serif text-ink text-xl leading-snug">{person.name}</h3>
                <p className="mt-0.5 font-semibold text-accent text-sm">{person.role}</p>
                {person.bio && <p className="mt-2 text-muted text-sm leading-relaxed">{person.bio}</p>}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            href="/member-portfolios"
            className="inline-flex items-center gap-1.5 font-semibold text-ink underline underline-offset-4 hover:text-accent"
          >
            Meet our members: browse their portfolios
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </section>

      <section aria-labelledby="join-title" className="border-rule border-y bg-paper-soft">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="join-title" className="font-bold font-serif text-3xl text-ink sm:text-4xl">
              Join us
            </h2>
            <p className="mt-4 max-w-prose font-serif text-ink text-lg leading-relaxed">
              Any student who wants to tell stories is welcome, whatever the major and whatever the
              experience. Come to a meeting, pitch an idea, or ask to shadow an editor. E-mail us and we'll
              add you to the member list and the group chat.
            </p>
            <a
              href={`mailto:${settings.contactEmail}`}
              className="mt-6 inline-flex items-center gap-2 font-semibold text-ink text-lg underline underline-offset-4 hover:text-accent"
            >
              <Mail aria-hidden="true" className="size-5" />
              {settings.contactEmail}
            </a>
          </div>
          <div className="grid content-start gap-6">
            <div className="flex gap-4">
              <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
              <div>
                <h3 className="font-semibold text-ink">When we meet</h3>
                <p className="mt-1 text-ink leading-relaxed">
                  <span data-testid="meeting-about">{settings.meetingAbout.replace(/\.$/, '')}</span>.
                </p>
              </div>
            </div>
            {settings.campusLocation && (
              <div className="flex gap-4">
                <MapPin aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
                <div>
                  <h3 className="font-semibold text-ink">Where</h3>
                  <p className="mt-1 text-ink leading-relaxed">{settings.campusLocation}</p>
                </div>
              </div>
            )}
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <DonationWidget id="donate" heading="Support the chapter" className="scroll-mt-24" />
      </div>
    </>
  );
}
