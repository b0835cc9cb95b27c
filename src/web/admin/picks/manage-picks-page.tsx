import { ExternalLink } from 'lucide-react';
import { type AdminPick, type PickType, pickTypeLabels } from '../../../contracts/pick.ts';
import { pickTypeIcons } from '../../components/content/pick-type-icons.ts';
import { Button } from '../../components/ui/button.tsx';
import { externalHref } from '../../lib/links.ts';
import { CardImage } from '../components/card-image.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { Badge } from '../components/content-card.tsx';
import type { ListView } from '../components/content-list/content-list-page.tsx';

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

// admin-area §2 "Picks card": type badge, image with a fallback, 'by' the recommender, 'Added', its link.
export const pickList: ListView<AdminPick> = {
  kind: 'pick',
  title: (pick) => pick.title,
  // The chapter's default picture when it has none or its own fails to load. Decorative, as on the
  // other lists: the title beside it says what the pick is.
  picture: (pick) => (
    <CardImage
      src={pick.imageUrl}
      placeholder={<img src="/og-default.png" alt="" loading="lazy" className="h-full w-full object-cover" />}
    />
  ),
  byline: (pick) => pick.recommendedBy,
  group: ({ type }) => {
    const Icon = pickTypeIcons[type];
    return (
      <Badge className={typeFills[type]}>
        <Icon aria-hidden="true" className="size-3.5" />
        {pickTypeLabels[type]}
      </Badge>
    );
  },
  date: (pick) => <ChapterTime iso={pick.publishedDate} />,
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
