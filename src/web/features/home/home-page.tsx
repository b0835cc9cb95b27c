import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { MISSION_STATEMENT } from '../../components/layout/site-footer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSiteSettings } from '../../lib/queries/site-settings.ts';

// Temporary home: the hero and its three actions from public-site §2 Home. Featured stories,
// member of the month, latest stories and the newsletter arrive with the public-site issue.
export function HomePage() {
  const settings = useSiteSettings();
  const title = settings.chapterSubtitle
    ? `${settings.chapterName} | ${settings.chapterSubtitle}`
    : settings.chapterName;

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={`${settings.chapterName}: ${MISSION_STATEMENT}`} />

      <section aria-labelledby="home-hero-title" className="border-rule border-b">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8 lg:py-32">
          {settings.chapterSubtitle && (
            <p className="font-semibold text-accent text-sm uppercase tracking-widest">
              {settings.chapterSubtitle}
            </p>
          )}
          <h1
            id="home-hero-title"
            className="mt-4 max-w-4xl font-bold font-serif text-5xl text-ink leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl"
          >
            {settings.chapterName}
          </h1>
          <p className="mt-6 max-w-2xl font-serif text-muted text-xl leading-relaxed sm:text-2xl">
            {MISSION_STATEMENT}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link href="/about#donate">Support</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href="/writing">
                Read Our Stories
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href="/just-for-fun">Upcoming Events</Link>
            </Button>
          </div>
          {settings.meetingFooter && (
            <p className="mt-10 text-muted text-sm">
              {settings.meetingFooter}
              {settings.campusLocation && ` · ${settings.campusLocation}`}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
