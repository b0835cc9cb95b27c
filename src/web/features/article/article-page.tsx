import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { Article, ArticleSummary } from '../../../contracts/article.ts';
import { CategoryBadge, categoryStyle } from '../../components/content/category-badge.tsx';
import { PreviewBanner, PreviewLinkInvalid } from '../../components/content/preview-banner.tsx';
import { articlePath, memberPath, StoryCard } from '../../components/content/story-card.tsx';
import { PageHead } from '../../components/seo/page-head.tsx';
import { NotFoundNotice } from '../../components/ui/not-found-notice.tsx';
import { mediaUrl, ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { SkeletonLines } from '../../components/ui/skeleton-lines.tsx';
import { cn } from '../../lib/cn.ts';
import { excerptOf, formatDate } from '../../lib/format.ts';
import { usePreviewToken } from '../../lib/preview.ts';
import {
  useAbsoluteUrl,
  usePublicUrl,
  useSiteSettings,
  useTimeZone,
} from '../../lib/queries/site-settings.ts';
import { useReadToEnd } from '../../lib/reader-interest.ts';
import { useViewReport } from '../../lib/views.ts';
import type { RouteParams } from '../../routes.tsx';
import { articlePageQueries } from './article-queries.ts';
import { articleBody } from './body.ts';
import { CommentCount, CommentsBox } from './comments-box.tsx';
import { ShareMenu } from './share-menu.tsx';

function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

// About 70 characters of the 20 px serif body (VISUAL.md measure), in rem so header and body align.
const measure = 'mx-auto w-full max-w-[44rem] px-4 sm:px-6';

// The look of the editor's markup: headings step down from the page title, links read as links,
// pictures and videos fill the measure (YouTube frames come from the server already sandboxed).
const richText = cn(
  'mt-6 first:mt-0 has-[>h2]:mt-12 has-[>h3]:mt-10 has-[>h4]:mt-8',
  '[&_h2]:font-bold [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:sm:text-3xl',
  '[&_h3]:font-bold [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:sm:text-2xl',
  '[&_h4]:font-semibold [&_h4]:text-lg [&_h4]:sm:text-xl',
  '[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-ink',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ol]:pl-7 [&_ul]:pl-7 [&_li]:mt-2 [&_li>p]:mt-0 [&_li_ul]:mt-2 [&_li_ol]:mt-2',
  '[&_blockquote]:border-rule-strong [&_blockquote]:border-l-4 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote_p+p]:mt-4',
  '[&_strong]:font-bold [&_em]:italic',
  '[&_img]:h-auto [&_img]:w-full [&_img]:rounded-md [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-md',
  '[&_figcaption]:mt-2 [&_figcaption]:font-sans [&_figcaption]:text-muted [&_figcaption]:text-sm [&_figcaption]:leading-snug',
);

/** A single story (public-site §2 Article; VISUAL.md article page). */
export function ArticlePage({ params }: { params: RouteParams }) {
  const id = params.id ?? '';
  const preview = usePreviewToken();
  const [articleRead, relatedRead] = articlePageQueries(id, preview);
  const { data: article, isPending, isError } = useQuery(articleRead);
  const { data: related } = useQuery(relatedRead);
  useViewReport('article', article?.id);

  if (isPending) return <ArticleSkeleton />;
  if (isError || !article) return <ArticleNotFound id={id} preview={preview !== undefined} />;
  return (
    <>
      {preview && <PreviewBanner item="article" />}
      <ArticleView article={article} related={related ?? []} preview={preview !== undefined} />
    </>
  );
}

function ArticleView({
  article,
  related,
  preview,
}: {
  article: Article;
  related: ArticleSummary[];
  /** Shown through a preview link: no comments, since readers cannot see it yet. */
  preview: boolean;
}) {
  const zone = useTimeZone();
  const { chapterName } = useSiteSettings();
  const publicUrl = usePublicUrl();
  const path = articlePath(article.id);
  const url = `${publicUrl}${path}`;
  const absolute = useAbsoluteUrl();
  const image = mediaUrl(article.imageUrl);
  const style = categoryStyle(article.category);
  const readToEnd = useReadToEnd<HTMLDivElement>();
  const blocks = articleBody(article.content, article.pullQuotes);
  const date = formatDate(article.publishedDate, zone);

  return (
    <>
      <PageHead
        title={article.title}
        description={excerptOf(article.excerpt, 160)}
        path={path}
        image={image}
        type="article"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.excerpt,
          image: [absolute(image)],
          datePublished: article.publishedDate,
          articleSection: style.label,
          mainEntityOfPage: url,
          author: { '@type': 'Person', name: article.author, url: absolute(memberPath(article.author)) },
          publisher: {
            '@type': 'Organization',
            name: chapterName,
            url: publicUrl || undefined,
            logo: { '@type': 'ImageObject', url: absolute('/og-default.png') },
          },
        }}
      />
      <article className="pt-6 pb-16 sm:pt-10">
        <header className={measure}>
          <Link
            href="/writing"
            className="inline-flex items-center gap-1.5 rounded-sm font-medium text-muted text-sm hover:text-accent"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Stories
          </Link>
          <div className="mt-8">
            <Link href={`/writing/${article.category}`} className="rounded-sm hover:underline">
              <CategoryBadge category={article.category} />
            </Link>
          </div>
          <h1 className="mt-3 text-balance font-bold font-serif text-4xl text-ink leading-[1.1] tracking-tight sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 font-serif text-muted text-xl leading-relaxed sm:text-2xl">{article.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-rule border-y py-4">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-11 place-items-center rounded-full font-semibold text-sm',
                  style.fill,
                )}
              >
                {initialsOf(article.author)}
              </span>
              <div className="text-sm leading-snug">
                <p>
                  {'By '}
                  <Link
                    href={memberPath(article.author)}
                    className="rounded-sm font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
                  >
                    {article.author}
                  </Link>
                </p>
                <p className="text-muted">
                  <time dateTime={article.publishedDate}>{date}</time>
                </p>
              </div>
            </div>
            <div className="flex items-center gap-4">
              {!preview && <CommentCount articleId={article.id} />}
              <ShareMenu url={url} title={article.title} text={article.excerpt} />
            </div>
          </div>
        </header>

        {/* Only a draft's preview can lack a picture: a draft may be saved before it has one. */}
        {article.imageUrl && (
          <figure className="mx-auto mt-8 max-w-5xl sm:px-6">
            <ResponsiveImage
              src={article.imageUrl}
              alt={article.title}
              width={1280}
              height={720}
              sizes="(min-width: 1024px) 1024px, 100vw"
              priority
              className="aspect-video w-full bg-paper-soft object-cover sm:rounded-md"
            />
          </figure>
        )}

        <div className={cn(measure, 'mt-10 font-serif text-ink text-lg leading-[1.65] sm:text-xl')}>
          {blocks.map((block, index) =>
            block.kind === 'paragraph' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are fixed text in a fixed order.
              <p key={index} className="mt-6 whitespace-pre-line first:mt-0">
                {block.text}
              </p>
            ) : block.kind === 'html' ? (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed markup in a fixed order.
                key={index}
                className={richText}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores article HTML only through its allow-list (articles/article-html.ts).
                dangerouslySetInnerHTML={{ __html: block.html }}
              />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: quotes are fixed text in a fixed order.
              <figure key={index} className={cn('my-10 border-l-4 py-1 pl-6', style.border)}>
                <blockquote className="text-balance font-semibold font-serif text-2xl text-ink leading-snug sm:text-3xl">
                  <p>{`“${block.text}”`}</p>
                </blockquote>
              </figure>
            ),
          )}
        </div>

        <div
          ref={readToEnd}
          className={cn(measure, 'mt-12 flex flex-wrap items-center justify-between gap-4')}
        >
          <p className="text-muted text-sm">
            {'Filed under '}
            <Link
              href={`/writing/${article.category}`}
              className={cn('font-semibold underline-offset-4 hover:underline', style.text)}
            >
              {style.label}
            </Link>
          </p>
          <ShareMenu url={url} title={article.title} text={article.excerpt} />
        </div>

        {!preview && (
          <div className={cn(measure, 'mt-12')}>
            <CommentsBox articleId={article.id} />
          </div>
        )}

        {related.length > 0 && (
          <section aria-labelledby="more-like-this" className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
            <div className="border-ink border-t-2 pt-6">
              <h2 id="more-like-this" className="font-bold font-serif text-2xl text-ink sm:text-3xl">
                More Like This
              </h2>
              <ul className="mt-6 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
                {related.map((item) => (
                  <li key={item.id} className="flex">
                    <StoryCard article={item} size="compact" className="w-full" />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
      </article>
    </>
  );
}

/** public-site §8: an unknown id. The route's read answered 404, so the page is sent as a 404. */
function ArticleNotFound({ id, preview }: { id: string; preview: boolean }) {
  return (
    <>
      <PageHead
        title="Article Not Found"
        description="The article you're looking for doesn't exist."
        path={`/article/${encodeURIComponent(id)}`}
        noindex
      />
      <NotFoundNotice
        eyebrow="Stories"
        heading="Article Not Found"
        message="The article you're looking for doesn't exist."
        links={[
          { href: '/writing', label: 'Browse all stories' },
          { href: '/', label: 'Back to home' },
        ]}
      >
        {preview && <PreviewLinkInvalid />}
      </NotFoundNotice>
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div aria-busy="true" className="animate-pulse pt-6 pb-16 motion-reduce:animate-none sm:pt-10">
      <span className="sr-only">Loading the story…</span>
      <div aria-hidden="true" className={measure}>
        <SkeletonLines
          lines={[
            'h-4 w-32',
            'mt-8 h-3 w-24',
            'mt-4 h-10 w-full',
            'mt-3 h-10 w-3/4',
            'mt-5 h-6 w-full',
            'mt-6 h-20 w-full',
          ]}
        />
      </div>
      <div aria-hidden="true" className="mx-auto mt-8 aspect-video max-w-5xl bg-paper-soft sm:rounded-md" />
    </div>
  );
}
