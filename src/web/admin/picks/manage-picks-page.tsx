import { ExternalLink } from 'lucide-react';
import type { AdminPick } from '../../../contracts/pick.ts';
import { Button } from '../../components/ui/button.tsx';
import { externalHref } from '../../lib/links.ts';
import { ContentListPage, ListDate, type ListView } from '../components/content-list/content-list-page.tsx';
import { PickImage, PickTypeBadge } from './pick-visuals.tsx';

// admin-area §2 "Picks card": type badge, image with a fallback, 'by' the recommender, 'Added', its link.
const pickList: ListView<AdminPick> = {
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

/** /admin/manage-nabj-picks: every pick, with a working edit (admin-area §2). */
export function ManagePicksPage() {
  return <ContentListPage view={pickList} />;
}
