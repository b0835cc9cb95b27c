import { Eye, ImageIcon, Pencil } from 'lucide-react';
import { Link } from 'wouter';
import { formatDateTime } from '../../../contracts/chapter-clock.ts';
import type { Dashboard } from '../../../contracts/dashboard.ts';
import { canChange } from '../../../contracts/permissions.ts';
import { isVideoMedia } from '../../lib/media.ts';
import { useTimeZone } from '../../lib/queries/site-settings.ts';
import { CardImage } from '../components/card-image.tsx';
import { PublicationBadge } from '../components/publication.tsx';
import { type DashboardKind, dashboardKindKeys, dashboardKinds } from '../lib/content-kinds.ts';
import { useAccount } from '../shell/use-role.ts';

/** A row of any kind, its detail the byline, the type or the day; a graphic's has its thumbnail. */
type RecentRow = { id: number; title: string; detail: string } & Partial<
  Dashboard['recent']['graphics'][number]
>;

function RecentList({ kind, rows }: { kind: DashboardKind; rows: RecentRow[] }) {
  const { label, manageHref, editHref, recentEmpty } = dashboardKinds[kind];
  const account = useAccount();
  // An event (no status) is an editor's; another's story, video or graphic a contributor only reads.
  const mayChange = (row: RecentRow) =>
    !row.status ||
    !row.publishedDate ||
    canChange(account, {
      status: row.status,
      publishedDate: row.publishedDate,
      createdBy: row.createdBy ?? null,
    });
  const headingId = `recent-${kind}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-rule bg-paper p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {label}
        </h3>
        <Link
          href={manageHref}
          className="text-sm text-accent underline-offset-4 hover:underline"
          aria-label={`View All ${label}`}
        >
          View All
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="py-4 text-sm text-muted">{recentEmpty}</p>
      ) : (
        <ul className="divide-y divide-rule">
          {rows.map((row) => {
            const verb = mayChange(row) ? 'Edit' : 'View';
            return (
              <li key={row.id} className="flex items-center gap-3 py-2">
                {row.thumbnailUrl !== undefined && (
                  <GraphicThumbnail url={row.thumbnailUrl} mimeType={row.thumbnailMimeType ?? ''} />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{row.title}</p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                    <span>{row.detail}</span>
                    {row.status && row.publishedDate && (
                      <PublicationBadge status={row.status} publishedDate={row.publishedDate} />
                    )}
                  </div>
                </div>
                <Link
                  href={editHref(row.id)}
                  className="grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-ink/5 hover:text-ink"
                  aria-label={`${verb} ${row.title}`}
                >
                  {verb === 'Edit' ? (
                    <Pencil aria-hidden="true" className="size-4" />
                  ) : (
                    <Eye aria-hidden="true" className="size-4" />
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function GraphicThumbnail({ url, mimeType }: { url: string; mimeType: string }) {
  const frame = 'size-12 shrink-0 overflow-hidden rounded bg-paper-soft object-cover';
  // admin-area §2: a video file is drawn as a muted video, not a broken image.
  if (url && isVideoMedia(url, mimeType)) {
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a video without controls takes no focus; this one is decoration.
    return <video src={url} muted preload="metadata" className={frame} aria-hidden="true" />;
  }
  return (
    <CardImage
      src={url}
      className={frame}
      placeholder={
        <div className={`${frame} grid place-items-center`}>
          <ImageIcon aria-hidden="true" className="size-5 text-muted" />
        </div>
      }
    />
  );
}

/**
 * 'Recent Content - Quick Edit': the newest three of each kind with an edit link (admin-area §2); a
 * kind the role does not use (a contributor's events) is not in the answer and not shown.
 */
export function RecentContent({ recent }: { recent: Dashboard['recent'] }) {
  const zone = useTimeZone();
  const rows: Record<DashboardKind, RecentRow[] | undefined> = {
    article: recent.articles.map((article) => ({ ...article, detail: article.author })),
    video: recent.videos.map((video) => ({ ...video, detail: video.type })),
    graphic: recent.graphics.map((graphic) => ({ ...graphic, detail: graphic.type })),
    event: recent.events?.map((event) => ({ ...event, detail: formatDateTime(event.date, zone) })),
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {dashboardKindKeys.map((kind) => {
        const kindRows = rows[kind];
        return kindRows && <RecentList key={kind} kind={kind} rows={kindRows} />;
      })}
    </div>
  );
}
