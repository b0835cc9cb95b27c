import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { BulkAction } from '../../../../contracts/admin-list.ts';
import { bulkActionsFor, canChange, type OwnedItem } from '../../../../contracts/permissions.ts';
import type { KindPresence } from '../../../../contracts/presence.ts';
import { Button } from '../../../components/ui/button.tsx';
import { apiJson } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useAdminMutation, useDeleteMutation } from '../../lib/admin-mutation.ts';
import { type ListKind, type ListKindDescription, listKinds } from '../../lib/content-kinds.ts';
import { PresenceMark } from '../../presence/presence-notes.tsx';
import { useListPresence } from '../../presence/use-presence.ts';
import { useAccount } from '../../shell/use-role.ts';
import { AdminPage, EmptyState, LoadingState, RetryState } from '../admin-page.tsx';
import { ChapterTime } from '../chapter-time.tsx';
import { confirmAction } from '../confirm-dialog.tsx';
import { CardGrid, ContentCard, dangerButton, EditAndDelete } from '../content-card.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../pager.tsx';
import { PublicationBadge } from '../publication.tsx';
import { ListToolbar, useListParams } from './list-controls.tsx';

export interface ListItem {
  id: number;
  updatedAt: string;
}

/** How a kind's items look in its list: the parts that are its own (admin-area §2 "Manage screens"). */
export interface ListView<T extends ListItem> {
  kind: ListKind;
  title: (item: T) => string;
  /** How the delete question names the item, when its title alone is not enough. */
  deleteName?: (item: T) => string;
  /** A small picture (a row) or a large one (a card). */
  picture?: (item: T) => ReactNode;
  /** Badges beside the title (Featured, a month); `current` marks the first item of the default order. */
  badges?: (item: T, place: { current: boolean }) => ReactNode;
  /**
   * An article's, video's or graphic's owner and state: its status badge, and whether the account may
   * change it (permissions.ts). Kinds without one are an editor's, who changes them all.
   */
  publication?: (item: T) => OwnedItem & { publishedDate: string };
  byline?: (item: T) => string;
  /** The category or type, as a badge. */
  group?: (item: T) => ReactNode;
  date: (item: T) => ReactNode;
  /** A line of the kind's own details under the title (a duration, a place, tags). */
  meta?: (item: T) => ReactNode;
  /** The description or excerpt: one line in a row, a few on a card. */
  text?: (item: T) => string;
  /** Actions of the kind's own (preview, activate, open a link). */
  actions?: (item: T) => ReactNode;
}

function publicationBadge<T extends ListItem>(view: ListView<T>, item: T) {
  const publication = view.publication?.(item);
  return (
    publication && <PublicationBadge status={publication.status} publishedDate={publication.publishedDate} />
  );
}

/** Each bulk action's button, and what the toast says it did. */
const bulkWords: Record<BulkAction, [label: string, done: string]> = {
  publish: ['Publish', 'published'],
  draft: ['Back to draft', 'moved back to draft'],
  delete: ['Delete', 'deleted'],
};

/**
 * A manage screen on the kind's description: rows (or cards) searched, filtered and sorted on the
 * server, with bulk actions; `?saved=<id>` scrolls the row just saved into view and marks it.
 */
export function ContentListPage<T extends ListItem>({ view }: { view: ListView<T> }) {
  const kind: ListKindDescription = listKinds[view.kind];
  const nounFor = (count: number) => kind.noun[count === 1 ? 0 : 1];
  const account = useAccount();
  // What the server would refuse is not offered: no bulk bar or boxes without bulk actions.
  const bulkActions = bulkActionsFor(account, kind.bulk);
  const changeable = (item: T) => {
    const owned = view.publication?.(item);
    return !owned || canChange(account, owned);
  };
  const params = useListParams(kind);
  const paged = usePagedList<T>(kind.adminList, {
    pageSize: MANAGE_PAGE_SIZE,
    filters: params.filters,
    keysetId: (item) => item.id,
  });
  const items = paged.items;
  const presence = useListPresence(view.kind);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A new page or filter shows other rows: what was ticked is no longer on screen.
  const shownKey = `${JSON.stringify(params.filters)}:${paged.page}`;
  const [selectionKey, setSelectionKey] = useState(shownKey);
  if (selectionKey !== shownKey) {
    setSelectionKey(shownKey);
    setSelected(new Set());
  }
  const remove = useDeleteMutation({
    path: kind.adminList,
    successMessage: kind.deleted,
    failureMessage: kind.deleteFailed,
  });
  const bulk = useAdminMutation<{ action: BulkAction; ids: number[] }, { action: BulkAction; count: number }>(
    {
      mutationFn: async ({ action, ids }) => ({
        action,
        ...(await apiJson<{ count: number }>('POST', `${kind.adminList}/bulk`, { action, ids })),
      }),
      successMessage: ({ action, count }) => `${count} ${nounFor(count)} ${bulkWords[action][1]}`,
      failureMessage: 'The change could not be made. Please try again.',
      onSuccess: () => setSelected(new Set()),
    },
  );

  const savedShown = params.savedId !== undefined && items.some((item) => item.id === params.savedId);
  useEffect(() => {
    if (savedShown)
      document.getElementById(`list-row-${params.savedId}`)?.scrollIntoView({ block: 'center' });
  }, [savedShown, params.savedId]);

  async function runBulk(action: BulkAction) {
    const ids = [...selected];
    const count = ids.length;
    const question = `Delete ${count} ${nounFor(count)}? This cannot be undone.`;
    if (action === 'delete' && !(await confirmAction(question, `Delete ${count}`))) return;
    bulk.mutate({ action, ids });
  }

  async function askToDelete(item: T) {
    if (await confirmAction(kind.confirmDelete((view.deleteName ?? view.title)(item))))
      remove.mutate(item.id);
  }
  const rowOf = (item: T, index: number): Row => ({
    title: view.title(item),
    editHref: kind.editHref(item.id),
    onDelete: changeable(item) ? () => void askToDelete(item) : undefined,
    deleting: remove.isPending && remove.variables === item.id,
    current: paged.page === 0 && index === 0 && !params.filtered && params.sort === 'date',
  });

  return (
    <AdminPage
      title={kind.manageTitle}
      description={kind.manageDescription}
      actions={(kind.headerLinks ?? [{ href: kind.createHref, label: kind.createLabel }]).map(
        (link, index) => (
          <Button key={link.href} variant={index === 0 ? 'primary' : 'secondary'} asChild>
            <Link href={link.href}>
              <Plus aria-hidden="true" />
              {link.label}
            </Link>
          </Button>
        ),
      )}
    >
      <ListToolbar kind={kind} />
      {paged.query.isPending ? (
        <LoadingState text={`Loading ${kind.noun[1]}...`} />
      ) : paged.query.isError ? (
        <RetryState
          text={`The ${kind.noun[1]} could not be loaded.`}
          onRetry={() => void paged.query.refetch()}
        />
      ) : items.length === 0 && params.filtered ? (
        <EmptyState text={`No ${kind.noun[1]} match this search.`}>
          <Button variant="secondary" className="mt-4" onClick={params.clear}>
            Clear search and filters
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState text={kind.empty.text} action={{ href: kind.createHref, label: kind.empty.action }} />
      ) : params.cards ? (
        <CardGrid>
          {items.map((item, index) => {
            const { current, ...row } = rowOf(item, index);
            return (
              <ContentCard
                key={item.id}
                {...row}
                media={view.picture?.(item)}
                badges={
                  <>
                    {view.group?.(item)}
                    {view.badges?.(item, { current })}
                    {publicationBadge(view, item)}
                    <PresenceMark editors={presence[item.id]} />
                  </>
                }
                text={view.text?.(item)}
                meta={
                  <>
                    {view.byline?.(item) && <p>By {view.byline(item)}</p>}
                    {view.meta && <p>{view.meta(item)}</p>}
                    <p>
                      {kind.dateLabel} {view.date(item)}
                    </p>
                  </>
                }
                extraActions={view.actions?.(item)}
              />
            );
          })}
        </CardGrid>
      ) : (
        <>
          {bulkActions.length > 0 && (
            <section
              aria-label="Bulk actions"
              className={cn(
                'sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-rule bg-paper-soft p-2',
                selected.size === 0 && 'sr-only',
              )}
            >
              <p aria-live="polite" className="mr-auto px-1 text-sm font-semibold text-ink">
                {selected.size > 0 ? `${selected.size} ${nounFor(selected.size)} selected` : ''}
              </p>
              {selected.size > 0 && (
                <>
                  {bulkActions.map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant="secondary"
                      disabled={bulk.isPending}
                      onClick={() => void runBulk(action)}
                      className={cn(action === 'delete' && dangerButton)}
                    >
                      {bulkWords[action][0]}
                    </Button>
                  ))}
                  <Button size="sm" variant="quiet" onClick={() => setSelected(new Set())}>
                    Clear selection
                  </Button>
                </>
              )}
            </section>
          )}
          <ListTable
            view={view}
            rows={items.map((item, index) => [item, rowOf(item, index)] as const)}
            selection={bulkActions.length > 0 ? { selected, onSelect: setSelected } : undefined}
            savedId={params.savedId}
            presence={presence}
          />
        </>
      )}
      <Pager
        label={`${kind.noun[0].charAt(0).toUpperCase()}${kind.noun[0].slice(1)} pages`}
        page={paged.page}
        hasNext={paged.hasNext}
        onPage={paged.setPage}
      />
    </AdminPage>
  );
}

/** What the list shows and does for one item, in a row or on a card. */
interface Row {
  title: string;
  editHref: string;
  /** Absent when the account may not change the item: it is then viewed, not edited or deleted. */
  onDelete?: () => void;
  deleting: boolean;
  current: boolean;
}

// On phones each row is a card: cells stack, each under its column's name (as stacked-table.tsx).
const stackedCell =
  'px-2 py-2 align-top max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

type Column<T> = [label: string, cell: (item: T) => ReactNode];
const column = <T,>(label: string, cell: (item: T) => ReactNode): Column<T> => [label, cell];

function ListTable<T extends ListItem>({
  view,
  rows,
  selection,
  savedId,
  presence,
}: {
  view: ListView<T>;
  rows: (readonly [T, Row])[];
  /** The ticked rows, when the account has bulk actions to use them for. */
  selection?: Selection;
  savedId?: number;
  /** Who else has each item open (use-presence.ts). */
  presence: KindPresence;
}) {
  const kind: ListKindDescription = listKinds[view.kind];
  const items = rows.map(([item]) => item);
  const { byline, group } = view;
  const columns: Column<T>[] = [
    ...(view.publication ? [column('Status', (item: T) => publicationBadge(view, item))] : []),
    ...(byline ? [column(kind.author ?? 'By', byline)] : []),
    ...(group ? [column(kind.grouping?.label ?? 'Type', group)] : []),
    column(kind.dateLabel, view.date),
    column('Last edited', (item: T) => <ChapterTime iso={item.updatedAt} withTime />),
  ];
  return (
    <table className="w-full border-collapse text-left text-sm max-sm:block">
      <caption className="sr-only">{kind.label}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-rule-strong text-muted">
          {selection && (
            <th scope="col" className="w-10 px-2 py-2">
              <SelectAll items={items} {...selection} />
            </th>
          )}
          <th scope="col" className="px-2 py-2 font-semibold">
            Title
          </th>
          {columns.map(([label]) => (
            <th key={label} scope="col" className="px-2 py-2 font-semibold">
              {label}
            </th>
          ))}
          <th scope="col" className="px-2 py-2 font-semibold">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {rows.map(([item, { current, ...row }]) => {
          const saved = item.id === savedId;
          return (
            <tr
              key={item.id}
              id={`list-row-${item.id}`}
              data-saved={saved || undefined}
              className={cn(
                'scroll-mt-24 border-b border-rule max-sm:relative max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3',
                selection && 'max-sm:pl-10',
                saved && 'bg-amber-50 outline-2 outline-amber-700',
              )}
            >
              {selection && (
                <td className="px-2 py-2 align-top max-sm:absolute max-sm:top-3 max-sm:left-3 max-sm:p-0">
                  <SelectRow id={item.id} title={row.title} {...selection} />
                </td>
              )}
              <th
                scope="row"
                className="px-2 py-2 text-left align-top font-normal max-sm:block max-sm:p-0 max-sm:pb-1"
              >
                <div className="flex min-w-0 gap-3">
                  {view.picture && (
                    <div className="relative h-12 w-16 shrink-0 overflow-hidden rounded bg-paper-soft">
                      {view.picture(item)}
                    </div>
                  )}
                  <div className="min-w-0 space-y-1">
                    <Link
                      href={row.editHref}
                      className="line-clamp-2 font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
                    >
                      {row.title}
                    </Link>
                    {view.text && <p className="line-clamp-1 text-xs text-muted">{view.text(item)}</p>}
                    {view.meta && <p className="text-xs text-muted">{view.meta(item)}</p>}
                    <div className="flex flex-wrap gap-1">
                      {view.badges?.(item, { current })}
                      <PresenceMark editors={presence[item.id]} />
                      {saved && (
                        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          Just saved
                        </span>
                      )}
                    </div>
                  </div>
                </div>
              </th>
              {columns.map(([label, cell]) => (
                <td key={label} data-label={label} className={cn(stackedCell, 'text-ink')}>
                  <div className="min-w-0 break-words">{cell(item)}</div>
                </td>
              ))}
              <td className="px-2 py-2 align-top max-sm:block max-sm:px-0 max-sm:pt-2">
                <div className="flex flex-wrap justify-end gap-1 max-sm:justify-start">
                  <EditAndDelete {...row} />
                  {view.actions?.(item)}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

type Selection = { selected: ReadonlySet<number>; onSelect: (selected: ReadonlySet<number>) => void };

function SelectAll({ items, selected, onSelect }: Selection & { items: ListItem[] }) {
  const allSelected = items.every((item) => selected.has(item.id));
  return (
    <input
      type="checkbox"
      aria-label="Select all on this page"
      checked={allSelected}
      onChange={() => onSelect(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
      className="size-4 accent-accent"
    />
  );
}

function SelectRow({ id, title, selected, onSelect }: Selection & { id: number; title: string }) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${title}`}
      checked={selected.has(id)}
      onChange={() => {
        const next = new Set(selected);
        if (!next.delete(id)) next.add(id);
        onSelect(next);
      }}
      className="size-4 accent-accent"
    />
  );
}
