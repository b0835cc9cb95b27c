import { Copy, ExternalLink, Eye } from 'lucide-react';
import { useState } from 'react';
import type { PublicationStatus } from '../../../contracts/common.ts';
import { contentKinds, contentUrl, type PublishedKind } from '../../../contracts/content-kinds.ts';
import type { PreviewLink } from '../../../contracts/preview.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson } from '../../lib/api.ts';
import { copyText } from '../lib/copy-text.ts';
import { ChapterTime } from './chapter-time.tsx';
import { publicationState } from './publication.tsx';

const NEW_TAB = <span className="sr-only"> (opens in a new tab)</span>;

/**
 * "View on site" once published, else "Preview": a signed link (docs/decisions/011) opened in a new
 * tab and offered to copy for someone without an account.
 */
export function SiteLinks({
  kind,
  item,
}: {
  kind: PublishedKind;
  item: { id: number; status: PublicationStatus; publishedDate: string };
}) {
  const [link, setLink] = useState<PreviewLink | undefined>();
  const [pending, setPending] = useState(false);

  if (publicationState(item.status, item.publishedDate) === 'published') {
    return (
      <Button asChild variant="secondary" size="sm">
        <a href={contentUrl(kind, item.id)} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View on site
          {NEW_TAB}
        </a>
      </Button>
    );
  }

  async function preview() {
    // Opened now, within the click, so no pop-up blocker stops it; sent to the link once it comes.
    const tab = window.open('', '_blank');
    setPending(true);
    try {
      const fresh = await apiJson<PreviewLink>(
        'GET',
        `/api/admin/${contentKinds[kind].api}/${item.id}/preview-link`,
      );
      setLink(fresh);
      if (tab) {
        tab.opener = null;
        tab.location.href = fresh.url;
      }
    } catch (error) {
      tab?.close();
      toast({
        title: 'Error',
        description: `Could not make a preview link. ${error instanceof Error ? error.message : ''}`,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void preview()} disabled={pending}>
          <Eye aria-hidden="true" />
          {pending ? 'Opening preview...' : 'Preview'}
          {NEW_TAB}
        </Button>
        {link && (
          <Button
            variant="quiet"
            size="sm"
            onClick={() => void copyText(link.url, { copied: 'Preview link copied', name: 'link' })}
          >
            <Copy aria-hidden="true" />
            Copy preview link
          </Button>
        )}
      </div>
      {link && (
        <p className="text-muted text-xs">
          {'Anyone with the link can see it until '}
          <ChapterTime iso={link.expiresAt} withTime />.{' '}
          <a href={link.url} target="_blank" rel="noopener" className="underline underline-offset-4">
            Open it again
            {NEW_TAB}
          </a>
        </p>
      )}
    </div>
  );
}
