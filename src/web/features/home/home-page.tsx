import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  CalendarDays,
  Film,
  ImageIcon,
  Newspaper,
  Quote,
  Sparkles,
  Star,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { newsletterDayName } from '../../../contracts/newsletter-values.ts';
import { CategoryBadge } from '../../components/content/category-badge.tsx';
import { PlayMark } from '../../components/content/play-mark.tsx';
import { StoryCard, StoryCardSkeleton } from '../../components/content/story-card.tsx';
import { MISSION_STATEMENT } from '../../components/layout/site-footer.tsx';
import { NewsletterForm } from '../../components/newsletter/newsletter-form.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { usePublicUrl, useSiteSettings, useTimeZone } from '../../lib/queries/site-settings.ts';
import { homeStories } from './home-layout.ts';
import { homeQueries } from './home-queries.ts';
import type { SideItem } from './side-items.ts';

const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';
/** The hero's buttons: a notch smaller on phones, where all three share two rows. */
const heroButton = 'h-11 px-4 sm:h-12 sm:px-6';

/** Home (public-site §2). */
export function HomePage() {
  const settings = useSiteSettings();
  const publicUrl = usePublicUrl();
  return (
    <>
      <PageHead
        title={settings.chapterName}
        description={`${settings.chapterName}: ${MISSION_STATEMENT}`}
        path="/"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'NewsMediaOrganization',
          name: settings.chapterName,
          description: MISSION_STATEMENT,
          url: publicUrl ? `${publicUrl}/` : undefined,
          logo: publicUrl ? `${publicUrl}/og-default.png` : undefined,
          email: settings.contactEmail,
        }}
      />
      <Hero />
      <FeaturedSection />
      <MemberOfTheMonth />
      <LatestStories />
      <WhatsNew />
      <NewsletterSignUp />
    </>
  );
}

function Hero() {
  const settings = useSiteSettings();
  const video = useRef<HTMLVideoElement>(null);
  const [videoFailed, setVideoFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The source may have failed before hydration attached onError: NETWORK_NO_SOURCE tells.
    if (element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) setVideoFailed(true);
    // Calm motion (VISUAL.md): no moving background for readers who ask for less motion.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) element.pause();
  }, []);

  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-ink text-paper">
      {/* The designed background: stays when the video is hidden (public-site §8). */}
      <div
        aria-hidden="true"
        className="-z-20 absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,#3a0a0f_0%,#111111_55%)]"
      />
      <div
        aria-hidden="true"
        className="-z-20 absolute inset-0 opacity-[0.07] [background-image:repeating-linear-gradient(0deg,#fff_0,#fff_1px,transparent_1px,transparent_28px)]"
      />
      {settings.heroVideoUrl && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a video without controls takes no focus; this one is decoration.
        <video
          ref={video}
          aria-hidden="true"
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          hidden={videoFailed}
          onError={() => setVideoFailed(true)}
          data-testid="hero-video"
          className="-z-10 absolute inset-0 size-full object-cover opacity-40"
        >
          <source src={settings.heroVideoUrl} onError={() => setVideoFailed(true)} />
        </video>
      )}
      <div className="-z-10 absolute inset-x-0 bottom-0 h-1.5 bg-accent" aria-hidden="true" />
      {/* Compact, so a story's headline still shows on the first screen of a phone or a laptop. */}
      <div className={cn(container, 'py-8 sm:py-16 lg:py-20')}>
        {settings.chapterSubtitle && (
          <p className="font-semibold text-paper/85 text-xs uppercase tracking-widest sm:text-sm">
            {settings.chapterSubtitle}
          </p>
        )}
        <h1
          id="home-hero-title"
          className="mt-2 max-w-4xl text-balance font-bold font-serif text-4xl leading-[1.05] tracking-tight sm:mt-4 sm:text-6xl lg:text-7xl"
        >
          {settings.chapterName}
        </h1>
        <p className="mt-3 max-w-2xl font-serif text-lg text-paper/90 leading-snug sm:mt-6 sm:text-2xl sm:leading-relaxed">
          {MISSION_STATEMENT}
        </p>
        <div className="mt-5 flex flex-wrap gap-2 sm:mt-10 sm:gap-3">
          {/* A plain link, so the browser scrolls to the #donate anchor of the About page. */}
          <a
            href="/about#donate"
            className={cn(buttonVariants({ size: 'lg' }), heroButton, 'focus-visible:outline-paper')}
          >
            Support
          </a>
          <Button
            asChild
            variant="secondary"
            size="lg"
            className={cn(heroButton, 'border-paper focus-visible:outline-paper')}
          >
            <Link href="/writing">
              Read Our Stories
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            variant="secondary"
            size="lg"
            className={cn(
              heroButton,
              'border-paper bg-transparent text-paper hover:bg-paper hover:text-ink focus-visible:outline-paper',
            )}
          >
            <Link href="/just-for-fun">
              <CalendarDays aria-hidden="true" />
              Upcoming Events
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="flex items-end justify-between gap-4 border-ink border-t-2 pt-4">
      <h2 id={id} className="font-bold font-serif text-2xl text-ink sm:text-3xl">
        {title}
      </h2>
      {action}
    </div>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-6 rounded-md border border-rule border-dashed bg-paper-soft px-5 py-10 text-center text-muted">
      {children}
    </p>
  );
}

/** The home page's stories, each in one place only (home-layout.ts). */
function useHomeStories() {
  const featured = useQuery(homeQueries.featured());
  const articles = useQuery(homeQueries.articles());
  const videos = useQuery(homeQueries.videos());
  const graphics = useQuery(homeQueries.graphics());
  return {
    ...homeStories(featured.data ?? [], articles.data ?? [], videos.data ?? [], graphics.data ?? []),
    featuredPending: featured.isPending,
    // Latest Stories leaves out the featured stories, so it waits for both lists.
    latestPending: articles.isPending || featured.isPending,
  };
}

function FeaturedSection() {
  const { lead, moreFeatured, side, featuredPending } = useHomeStories();
  // An odd number after the lead would leave the last card alone beside a gap: it spans the row.
  const spansRow = (index: number) => moreFeatured.length % 2 === 1 && index === moreFeatured.length - 1;

  return (
    <div className={cn(container, 'grid gap-12 py-8 sm:py-16 lg:grid-cols-3 lg:gap-10')}>
      <section aria-labelledby="featured-title" className="lg:col-span-2">
        <SectionHeading id="featured-title" title="Featured Stories" />
        {featuredPending ? (
          <StoryCardSkeleton className="mt-6" />
        ) : !lead ? (
          <EmptyNote>No featured articles available at this time.</EmptyNote>
        ) : (
          <>
            <StoryCard article={lead} size="lead" priority className="mt-4 sm:mt-6" />
            {moreFeatured.length > 0 && (
              <ul
                aria-label="More featured stories"
                className="mt-8 grid gap-x-8 gap-y-6 sm:mt-10 sm:grid-cols-2 sm:gap-y-10"
              >
                {moreFeatured.map((article, index) => (
                  <li key={article.id} className={cn('flex', spansRow(index) && 'sm:col-span-2')}>
                    <StoryCard
                      article={article}
                      size="compact"
                      wide={spansRow(index)}
                      rowOnPhone
                      className="w-full"
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      {side.length > 0 && (
        <aside aria-labelledby="just-in-title">
          <SectionHeading id="just-in-title" title="Just In" />
          <ul className="mt-2 divide-y divide-rule">
            {side.map((item) => (
              <li key={item.key}>
                <SideItemRow item={item} />
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}

const sideKindLabel = { video: 'NABJ TV', graphic: 'Graphics' } as const;
const SideKindIcon = { video: Film, graphic: ImageIcon, article: Newspaper } as const;

function SideItemRow({ item }: { item: SideItem }) {
  const zone = useTimeZone();
  const Icon = SideKindIcon[item.kind];
  return (
    <article className="group flex gap-4 py-5">
      <div className="min-w-0 flex-1">
        {item.kind === 'article' && item.category ? (
          <CategoryBadge category={item.category} />
        ) : (
          <span className="inline-flex items-center gap-1.5 font-semibold text-accent text-xs uppercase tracking-wider">
            <Icon aria-hidden="true" className="size-3.5" />
            {sideKindLabel[item.kind as 'video' | 'graphic']}
          </span>
        )}
        <h3 className="mt-1.5 font-bold font-serif text-ink text-lg leading-snug">
          <Link
            href={item.href}
            className="rounded-sm hover:text-accent hover:underline hover:underline-offset-4"
          >
            {item.title}
          </Link>
        </h3>
        <p className="mt-1 text-muted text-sm leading-relaxed">{item.excerpt}</p>
        <p className="mt-2 text-muted text-xs">
          <time dateTime={item.publishedDate}>{formatDate(item.publishedDate, zone)}</time>
        </p>
      </div>
      {item.imageUrl && (
        <div className="relative mt-1 shrink-0">
          <ResponsiveImage
            src={item.imageUrl}
            alt=""
            width={320}
            height={320}
            sizes="96px"
            className="block size-20 rounded-md bg-paper-soft object-cover sm:size-24"
          />
          {item.kind === 'video' && <PlayMark size="sm" />}
        </div>
      )}
    </article>
  );
}

function MemberOfTheMonth() {
  // A 404 means there is no member of the month: the block is simply not shown (public-site §2).
  const { data: member } = useQuery(homeQueries.member());
  if (!member) return null;
  return (
    <section aria-labelledby="member-title" className="bg-paper-soft">
      <div
        className={cn(
          container,
          'grid items-center gap-8 py-14 sm:py-16 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14',
        )}
      >
        <ResponsiveImage
          src={member.imageUrl}
          alt={member.name}
          width={960}
          height={1200}
          sizes="(min-width: 768px) 40vw, 100vw"
          className="aspect-[4/5] w-44 rounded-md bg-rule object-cover sm:w-56 md:w-full md:max-w-sm"
        />
        <div>
          <p className="inline-flex items-center gap-2 font-semibold text-accent text-sm uppercase tracking-widest">
            <Star aria-hidden="true" className="size-4" />
            {member.month ? `Member of the Month · ${member.month}` : 'Member of the Month'}
          </p>
          <h2
            id="member-title"
            className="mt-3 font-bold font-serif text-4xl text-ink leading-tight sm:text-5xl"
          >
            {member.name}
          </h2>
          <p className="mt-2 text-muted">{[member.major, member.year].filter(Boolean).join(' · ')}</p>
          {member.quote && (
            <blockquote className="mt-6 border-accent border-l-4 pl-5 font-serif text-2xl text-ink leading-snug">
              <Quote aria-hidden="true" className="mb-2 size-5 text-accent" />
              <p>{member.quote}</p>
            </blockquote>
          )}
          <p className="mt-6 line-clamp-4 text-ink leading-relaxed">{member.bio}</p>
          <Button asChild variant="quiet" className="mt-4 px-0">
            <Link href="/just-for-fun">
              {`Meet ${member.name.split(/\s+/)[0]}`}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function LatestStories() {
  const { latest, latestPending: isPending } = useHomeStories();
  return (
    <section aria-labelledby="latest-title" className={cn(container, 'py-12 sm:py-16')}>
      <SectionHeading
        id="latest-title"
        title="Latest Stories"
        action={
          <Link
            href="/writing"
            className="inline-flex items-center gap-1 rounded-sm font-semibold text-accent text-sm hover:text-accent-strong hover:underline"
          >
            View all stories
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      />
      {isPending ? (
        <div className="mt-6 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <StoryCardSkeleton key={i} />
          ))}
        </div>
      ) : latest.length === 0 ? (
        <EmptyNote>No articles available at this time.</EmptyNote>
      ) : (
        <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 sm:gap-y-12 lg:grid-cols-3">
          {latest.map((article) => (
            <li key={article.id} className="flex">
              <StoryCard article={article} rowOnPhone className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const whatsNew = [
  {
    href: '/nabj-picks',
    title: "NABJ's Picks",
    body: 'Books, podcasts and shows our members recommend.',
    icon: Sparkles,
  },
  {
    href: '/just-for-fun',
    title: 'Extra! Extra!',
    body: 'Member of the month, the crossword, upcoming events and this week’s poll.',
    icon: CalendarDays,
  },
  {
    href: '/about',
    title: 'About Us',
    body: 'Who we are, our executive board, and how to join or support the chapter.',
    icon: Users,
  },
] as const;

function WhatsNew() {
  return (
    <section aria-labelledby="whats-new-title" className={cn(container, 'pb-14 sm:pb-20')}>
      <SectionHeading id="whats-new-title" title="What's New" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {whatsNew.map(({ href, title, body, icon: Icon }) => (
          <li key={href} className="flex">
            <Link
              href={href}
              className="group flex w-full flex-col rounded-md border border-rule p-6 transition-colors duration-150 hover:border-ink"
            >
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <span className="mt-4 font-bold font-serif text-ink text-xl group-hover:text-accent">
                {title}
              </span>
              <span className="mt-2 text-muted leading-relaxed">{body}</span>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-ink text-sm">
                Explore
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform duration-150 group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sign-up block, naming the settings' send day (public-site §9: Sunday by default). */
export function NewsletterSignUp() {
  const day = newsletterDayName(useSiteSettings().newsletterSendDay);
  return (
    <section aria-labelledby="newsletter-title" className="bg-ink text-paper">
      <div className={cn(container, 'grid gap-8 py-14 sm:py-16 lg:grid-cols-2 lg:items-center')}>
        <div>
          <p className="font-semibold text-paper/80 text-sm uppercase tracking-widest">Newsletter</p>
          <h2 id="newsletter-title" className="mt-2 font-bold font-serif text-3xl leading-tight sm:text-4xl">
            {`The week’s stories, every ${day}`}
          </h2>
          <p className="mt-3 max-w-prose text-paper/85 leading-relaxed">
            {`Sign up for our ${day} newsletter: the latest stories, videos and events from the chapter, in one e-mail.`}
          </p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
