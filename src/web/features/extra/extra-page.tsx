import { PageHead } from '../../components/seo/page-head.tsx';
import { usePublicUrl, useSiteSettings } from '../../lib/queries/site-settings.ts';
import { CrosswordSection } from './crossword/crossword-section.tsx';
import { MemberOfTheMonthSection } from './member-of-the-month.tsx';
import { QuickPollSection } from './quick-poll.tsx';
import { eventsJsonLd, UpcomingEventsSection, useUpcomingEvents } from './upcoming-events.tsx';

/** /just-for-fun, "Extra! Extra!" (public-site §2): member of the month, crossword, events and the poll. */
export function ExtraPage() {
  const { chapterName } = useSiteSettings();
  const publicUrl = usePublicUrl();
  const events = useUpcomingEvents() ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageHead
        title="Extra! Extra!"
        description={`Member of the month, the chapter crossword, upcoming events and a quick poll from ${chapterName}.`}
        path="/just-for-fun"
        jsonLd={
          events.length > 0 ? eventsJsonLd(events, { name: chapterName, url: publicUrl || '/' }) : undefined
        }
      />
      <header className="max-w-3xl border-ink border-b-2 pb-6">
        <p className="font-semibold text-accent text-sm uppercase tracking-widest">Just for fun</p>
        <h1 className="mt-2 font-bold font-serif text-4xl text-ink leading-tight sm:text-5xl">
          Extra! Extra!
        </h1>
        <p className="mt-3 font-serif text-lg text-muted leading-relaxed">
          Meet our member of the month, solve the crossword (new every other week), see what is coming up and
          tell us what you think.
        </p>
      </header>

      <MemberOfTheMonthSection />
      <CrosswordSection />

      <div className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <UpcomingEventsSection />
        <div>
          <QuickPollSection />
        </div>
      </div>
    </div>
  );
}
