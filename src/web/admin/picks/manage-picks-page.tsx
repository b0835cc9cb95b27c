import { ExternalLink } from 'lucide-react';
import { type AdminPick, type PickType, pickTypeLabels } from '../../../contracts/pick.ts';
import { pickTypeIcons } from '../../components/content/pick-type-icons.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { externalHref } from '../../lib/links.ts';
import { CardImage } from '../components/card-image.tsx';
import { ListDate, type ListView } from '../components/content-list/content-list-page.tsx';

// admin-area §2: each type its own colour and icon. Dark fills under white text, all above 4.5:1 (VISUAL.md).
const typeFills: Record<PickType, string> = {
  book: 'bg-blue-800',
  podcast: 'bg-violet-800',
  show: 'bg-teal-800',
  movie: 'bg-rose-800',
  music: 'bg-fuchsia-800',
  article: 'bg-amber-800',
  other: 'bg-neutral-700',
};

function PickTypeBadge({ type }: { type: PickType }) {
  const Icon = pickTypeIcons[type];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-semibold text-white',
        typeFills[type],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {pickTypeLabels[type]}
    </span>
  );
}

/** The pick's image, or the chapter's default picture when it has none or its own fails to load. */
function PickImage({ pick }: { pick: AdminPick }) {
  const alt = `Image for ${pick.title}`;
  const fallback = (
    <img src="/og-default.png" alt={alt} loading="lazy" className="h-full w-full object-cover" />
  );
  return <CardImage src={pick.imageUrl} alt={alt} placeholder={fallback} />;
}

// admin-area §2 "Picks card": type badge, image with a fallback, 'by' the recommender, 'Added', its link.
export const pickList: ListView<AdminPick> = {
  kind: 'picks',
  title: (pick) => pick.title,
  picture: (pick) => <PickImage pick={pick} />,
  byline: (pick) => pick.recommendedBy,
  group: (pick) => <PickTypeBadge type={pick.type} />,
  date: (pick) => <ListDate iso={pick.publishedDate} />,
  text: (pick) => pick.description,
  actions: (pick) =>
    externalHref(pick.url) && (
      <Button variant="quiet" size="sm" asChild>
        <a href={externalHref(pick.url)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          Open link
          <span className="sr-only"> to {pick.title} (opens in a new tab)</span>
        </a>
      </Button>
    ),
};
