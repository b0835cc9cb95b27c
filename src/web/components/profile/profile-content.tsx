import { FileText, Image, Layers, Tv } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ContributorContent } from '../../../contracts/contributor.ts';
import { GraphicCard } from '../content/graphic-card.tsx';
import { StoryCard } from '../content/story-card.tsx';
import { VideoCard } from '../content/video-card.tsx';

/** Everything published under a name, for the count line and the Total Pieces card. */
export function pieceCountOf(content: ContributorContent): number {
  return content.articles.length + content.videos.length + content.graphics.length;
}

/** public-site §2: the four stat cards (Total Pieces, Articles, Videos, Graphics). */
export function ProfileStats({ content }: { content: ContributorContent }) {
  const stats = [
    { label: 'Total Pieces', value: pieceCountOf(content), icon: Layers },
    { label: 'Articles', value: content.articles.length, icon: FileText },
    { label: 'Videos', value: content.videos.length, icon: Tv },
    { label: 'Graphics', value: content.graphics.length, icon: Image },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="profile-stats">
      {stats.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex flex-col-reverse rounded-lg border border-rule bg-paper p-4">
          <dt className="mt-1 flex items-center gap-1.5 font-medium text-muted text-sm">
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </dt>
          <dd className="font-bold font-serif text-3xl text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A section of one kind of piece, with its count; none at all while the name has no such pieces. */
function ContentSection<Item>({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: Item[];
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2
        id={id}
        className="flex items-baseline gap-3 border-ink border-t-2 pt-3 font-bold font-serif text-2xl text-ink sm:text-3xl"
      >
        {title}
        <span className="font-sans font-semibold text-base text-muted tabular-nums">({items.length})</span>
      </h2>
      <div className="mt-6 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">{items.map(children)}</div>
    </section>
  );
}

/**
 * public-site §2: the Articles, "NABJ TV Contributions" and "Graphics & Visual Work" sections, each only
 * when it has items and each with its count. The players live on the NABJ TV and Graphics pages, so a
 * video or graphic opens there, found by its title.
 */
export function ProfileSections({ content }: { content: ContributorContent }) {
  const [, navigate] = useLocation();
  const openOn = (path: string) => (chosen: { title: string }) =>
    navigate(`${path}?q=${encodeURIComponent(chosen.title)}`);
  return (
    <>
      <ContentSection id="profile-articles" title="Articles" items={content.articles}>
        {(article) => <StoryCard key={article.id} article={article} headingLevel="h3" />}
      </ContentSection>
      <ContentSection id="profile-videos" title="NABJ TV Contributions" items={content.videos}>
        {(video) => <VideoCard key={video.id} video={video} onOpen={openOn('/nabj-tv')} />}
      </ContentSection>
      <ContentSection id="profile-graphics" title="Graphics & Visual Work" items={content.graphics}>
        {(graphic) => <GraphicCard key={graphic.id} graphic={graphic} onOpen={openOn('/graphics')} />}
      </ContentSection>
    </>
  );
}
