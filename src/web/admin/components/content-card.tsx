import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

type EditTarget = { editHref: string; onEdit?: never } | { onEdit: () => void; editHref?: never };
/** `onDelete` is absent when the account may not change the item: it is then viewed, not edited. */
type ItemActions = { title: string; onDelete?: () => void; deleting?: boolean } & EditTarget;

/** A card of a manage screen: media, badges, title, text, meta, and Edit and Delete (admin-area §2). */
export function ContentCard({
  media,
  badges,
  text,
  meta,
  extraActions,
  ...actions
}: {
  media?: ReactNode;
  badges?: ReactNode;
  text?: string;
  meta?: ReactNode;
  extraActions?: ReactNode;
} & ItemActions) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-rule bg-paper">
      {media && <div className="relative aspect-video bg-paper-soft">{media}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {badges && <div className="flex flex-wrap gap-1">{badges}</div>}
        <h2 className="line-clamp-2 font-semibold text-ink">{actions.title}</h2>
        {text && <p className="line-clamp-3 text-sm text-muted">{text}</p>}
        {meta && <div className="mt-auto space-y-0.5 pt-1 text-xs text-muted">{meta}</div>}
        <div className="flex flex-wrap gap-2 pt-2">
          <EditAndDelete {...actions} />
          {extraActions}
        </div>
      </div>
    </article>
  );
}

/**
 * The Edit link (or button, for a dialog) and the Delete button of a managed item (admin-area §2); a
 * View link alone for an item the account may only read.
 */
export function EditAndDelete({ title, editHref, onEdit, onDelete, deleting }: ItemActions) {
  const verb = onDelete ? 'Edit' : 'View';
  const edit = (
    <>
      {onDelete ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {verb}
    </>
  );
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        asChild={!onEdit}
        onClick={onEdit}
        aria-label={`${verb} ${title}`}
      >
        {onEdit ? edit : <Link href={editHref}>{edit}</Link>}
      </Button>
      {onDelete && <DeleteButton label={`Delete ${title}`} onClick={onDelete} disabled={deleting} />}
    </>
  );
}

export const dangerButton = 'border-danger text-danger hover:bg-danger hover:text-danger-ink';

/** The red Delete button of a managed item, named for screen readers by what it deletes. */
export function DeleteButton({
  label,
  describedBy,
  ...button
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={dangerButton}
      aria-label={label}
      aria-describedby={describedBy}
      {...button}
    >
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
}

/** A plain badge on a card (type, Featured, slide count). */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded bg-ink px-2 py-0.5 text-xs font-semibold text-paper',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The grid every card-based manage screen uses: one column on phones, up to three on desktops. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
