import { useQueryClient } from '@tanstack/react-query';
import { Copy, ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { may } from '../../../contracts/permissions.ts';
import { type MediaItem, UNPUBLISHED_FILE } from '../../../contracts/upload.ts';
import { Button } from '../../components/ui/button.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { CardImage } from '../components/card-image.tsx';
import { ChapterTime } from '../components/chapter-time.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { DeleteButton } from '../components/content-card.tsx';
import { ListStates } from '../components/list-states.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { refreshAfterWrite, useDeleteMutation } from '../lib/admin-mutation.ts';
import { copyText } from '../lib/copy-text.ts';
import { useAccount } from '../shell/use-role.ts';
import { fileTypeLabel, formatBytes, usageLink } from './media-format.ts';
import { MediaUploader } from './media-uploader.tsx';

const copyUrl = (url: string) =>
  copyText(new URL(url, window.location.origin).href, { copied: 'URL copied', name: 'URL' });

// A contributor gets no name or address for a file only others' unpublished items show.
const nameOf = (item: MediaItem) => item.originalName ?? UNPUBLISHED_FILE;

/** /admin/media-library: every uploaded file, where it is used, upload, copy its URL, delete when unused. */
export function MediaLibraryPage() {
  const queryClient = useQueryClient();
  const { query, items, page, setPage, hasNext } = usePagedList<MediaItem>('/api/admin/media', {
    pageSize: MANAGE_PAGE_SIZE,
  });
  const remove = useDeleteMutation({
    path: '/api/admin/media',
    successMessage: 'File deleted successfully',
    failureMessage: 'Failed to delete file',
    // A 409 means content started using the file since the list was read: show where.
    onError: () => void refreshAfterWrite(queryClient, { queryKey: ['/api/admin/media'] }),
  });

  // Deleting a file is an editor's (permissions.ts); a contributor uploads and copies.
  const mayDelete = may(useAccount(), 'deleteMedia');
  async function askToDelete(item: MediaItem) {
    const question = `Are you sure you want to delete ${nameOf(item)}? This cannot be undone.`;
    if (await confirmAction(question)) remove.mutate(item.id);
  }

  return (
    <AdminPage
      title="Media Library"
      description="Every uploaded image and video, and where each one is used."
    >
      <MediaUploader onUploaded={() => setPage(0)} />

      <ListStates
        query={query}
        empty={items.length === 0}
        loadingText="Loading files..."
        failedText="The files could not be loaded."
        emptyText="No files uploaded yet. Upload one above, or from any form with an image field."
      >
        <ul aria-label="Uploaded files" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard
                item={item}
                deleting={remove.isPending && remove.variables === item.id}
                onDelete={mayDelete ? () => void askToDelete(item) : undefined}
              />
            </li>
          ))}
        </ul>
      </ListStates>
      <Pager label="Media library pages" page={page} hasNext={hasNext} onPage={setPage} />
    </AdminPage>
  );
}

function MediaCard({
  item,
  deleting,
  onDelete,
}: {
  item: MediaItem;
  deleting: boolean;
  /** Absent when the account may not delete files. */
  onDelete?: () => void;
}) {
  const headingId = `media-${item.id}`;
  const reasonId = `media-${item.id}-in-use`;
  const used = item.usedBy.length > 0;
  const { url } = item;
  const name = nameOf(item);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-rule bg-paper"
    >
      <div className="aspect-video overflow-hidden bg-paper-soft">
        {url === null ? null : item.kind === 'video' ? (
          <video
            src={url}
            muted
            controls
            playsInline
            preload="metadata"
            aria-label={`Preview of ${name}`}
            className="h-full w-full object-contain"
          />
        ) : (
          <CardImage src={url} alt={`Preview of ${name}`} className="h-full w-full object-contain" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="font-semibold break-all text-ink">
          {name}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">Type</dt>
          <dd className="text-ink">{fileTypeLabel(item.mimeType, item.kind)}</dd>
          <dt className="text-muted">Size</dt>
          <dd className="text-ink">
            {formatBytes(item.size)}
            {item.width && item.height ? ` · ${item.width} × ${item.height}` : ''}
          </dd>
          <dt className="text-muted">Uploaded</dt>
          <dd className="text-ink">
            <ChapterTime iso={item.createdAt} />
          </dd>
        </dl>
        <div className="text-sm">
          <p className="font-medium text-ink">Used in</p>
          {used ? (
            <ul className="mt-1 space-y-1">
              {item.usedBy.map((usage, index) => {
                const { href, label } = usageLink(usage);
                return (
                  <li key={`${usage.kind}-${usage.id ?? `hidden-${index}`}`} className="break-words">
                    <span className="text-muted">{label}: </span>
                    {href ? (
                      <Link
                        href={href}
                        className="text-accent underline underline-offset-4 hover:text-accent-strong"
                      >
                        {usage.title}
                      </Link>
                    ) : (
                      usage.title
                    )}
                  </li>
                );
              })}
              {item.usedByCount > item.usedBy.length && (
                <li className="text-muted">and {item.usedByCount - item.usedBy.length} more</li>
              )}
            </ul>
          ) : (
            <p className="mt-1 text-muted">Not used anywhere</p>
          )}
        </div>
        {used && onDelete && (
          <p id={reasonId} className="text-xs text-muted">
            Can’t be deleted while it is used. Remove it from the items above first.
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {url !== null && (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copyUrl(url)}
                aria-label={`Copy URL of ${name}`}
              >
                <Copy aria-hidden="true" />
                Copy URL
              </Button>
              <Button variant="quiet" size="sm" asChild>
                <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${name} in a new tab`}>
                  <ExternalLink aria-hidden="true" />
                  Open
                </a>
              </Button>
            </>
          )}
          {onDelete && (
            <DeleteButton
              label={`Delete ${name}`}
              onClick={onDelete}
              disabled={used || deleting}
              describedBy={used ? reasonId : undefined}
            />
          )}
        </div>
      </div>
    </article>
  );
}
