import { Link } from 'wouter';
import type { ArticleSummary } from '../../../contracts/article.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { SkeletonLines } from '../ui/skeleton-lines.tsx';
import { CategoryBadge } from './category-badge.tsx';

/** public-site §2: an author's name links to their member page, the name URL-encoded. */
export function memberPath(name: string): string {
  return `/member/${encodeURIComponent(name)}`;
}

export function articlePath(id: number): string {
  return `/article/${id}`;
}

export type StoryCardSize = 'default' | 'lead' | 'compact';

const headlineSize: Record<StoryCardSize, string> = {
  lead: 'text-2xl sm:text-3xl lg:text-4xl',
  default: 'text-xl',
  compact: 'text-lg',
};

const imageSizes: Record<StoryCardSize, string> = {
  lead: '(min-width: 1024px) 60vw, 100vw',
  default: '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw',
  compact: '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 100vw',
};

/**
 * The article card (VISUAL.md, story card): a 16:9 picture, the category in its colour, a serif
 * headline, a clamped excerpt, the author (a link to the member page), the date and Read More.
 */
export function StoryCard({
  article,
  size = 'default',
  priority = false,
  headingLevel = 'h3',
  showExcerpt = true,
  wide = false,
  rowOnPhone = false,
  className,
}: {
  article: ArticleSummary;
  size?: StoryCardSize;
  /** The first large picture above the fold loads eagerly. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
  showExcerpt?: boolean;
  /** A card that spans two columns: from small screens up, the picture sits beside the text. */
  wide?: boolean;
  /** On phones a row (a small picture beside the headline, no excerpt), so a list of them stays short. */
  rowOnPhone?: boolean;
  className?: string;
}) {
  const zone = useTimeZone();
  const Heading = headingLevel;
  const href = articlePath(article.id);
  return (
    <article
      className={cn(
        'group flex flex-col',
        wide && 'sm:grid sm:grid-cols-2 sm:gap-x-6',
        rowOnPhone && 'max-sm:grid max-sm:grid-cols-[7.5rem_minmax(0,1fr)] max-sm:items-start max-sm:gap-x-3',
        className,
      )}
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden rounded-md bg-paper-soft"
      >
        <ResponsiveImage
          src={article.imageUrl}
          alt=""
          width={1280}
          height={720}
          sizes={imageSizes[wide ? 'default' : size]}
          priority={priority}
          className="aspect-video w-full object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
      </Link>
      <div className={cn('mt-3 flex flex-1 flex-col', wide && 'sm:mt-0', rowOnPhone && 'max-sm:mt-0')}>
        <CategoryBadge category={article.category} />
        <Heading
          className={cn(
            'mt-2 font-bold font-serif text-ink leading-snug',
            headlineSize[size],
            rowOnPhone && 'max-sm:mt-1 max-sm:text-base',
          )}
        >
          <Link href={href} className="rounded-sm hover:text-accent hover:underline hover:underline-offset-4">
            {article.title}
          </Link>
        </Heading>
        {showExcerpt && (
          <p
            className={cn(
              'mt-2 text-muted leading-relaxed',
              size === 'lead' ? 'line-clamp-3 text-base sm:text-lg' : 'line-clamp-3 text-[0.9375rem]',
              rowOnPhone && 'max-sm:hidden',
            )}
          >
            {article.excerpt}
          </p>
        )}
        <div
          className={cn(
            'mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-3',
            rowOnPhone && 'max-sm:pt-1.5',
          )}
        >
          <p
            className={cn(
              'flex flex-wrap items-center gap-x-1.5 text-muted text-sm',
              rowOnPhone && 'max-sm:text-xs',
            )}
          >
            <span className="sr-only">By </span>
            <Link
              href={memberPath(article.author)}
              className="rounded-sm font-medium text-ink underline-offset-4 hover:text-accent hover:underline"
            >
              {article.author}
            </Link>
            <span aria-hidden="true">·</span>
            <time dateTime={article.publishedDate}>{formatDate(article.publishedDate, zone)}</time>
          </p>
          <Link
            href={href}
            className={cn(
              'rounded-sm font-semibold text-accent text-sm underline-offset-4 hover:text-accent-strong hover:underline',
              // In a phone row the headline is the link; the byline keeps its one line.
              rowOnPhone && 'max-sm:hidden',
            )}
          >
            Read More<span className="sr-only">{`: ${article.title}`}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Stands in for a StoryCard while the list loads, with the same footprint (no layout shift). */
export function StoryCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex animate-pulse flex-col motion-reduce:animate-none', className)}
    >
      <div className="aspect-video w-full rounded-md bg-paper-soft" />
      <SkeletonLines
        lines={[
          'mt-3 h-3 w-20',
          'mt-3 h-6 w-11/12',
          'mt-2 h-6 w-2/3',
          'mt-3 h-4 w-full',
          'mt-2 h-4 w-5/6',
          'mt-4 h-4 w-1/2',
        ]}
      />
    </div>
  );
}
