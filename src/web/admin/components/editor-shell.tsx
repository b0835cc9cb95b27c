import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { statusOf } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import {
  AdminPage,
  type BackLink,
  DASHBOARD,
  LoadingState,
  NotFoundState,
  RetryState,
} from './admin-page.tsx';

/** A route's id read as a positive integer (admin-area §2); undefined for anything else, which is not found. */
export function positiveId(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * An editor screen around its form (admin-area §2). Without a `query` it makes a new item; with one,
 * "Loading ...", then the form, or "X Not Found" when the id is unknown or malformed (the server
 * answers 400), or a retry. Both draw the form at the same place, so it survives the id appearing.
 */
export function EditorShell<Record>({
  title,
  description,
  back,
  query,
  loadingText,
  notFoundTitle,
  invalidId = false,
  children,
}: {
  title: string;
  description?: string;
  /** Without one, back to the dashboard (a create screen opened from it). */
  back?: BackLink;
  query?: UseQueryResult<Record>;
  /** The route's id cannot be one (its query is off): not found at once. */
  invalidId?: boolean;
  loadingText: string;
  notFoundTitle: string;
  children: (record: Record | undefined) => ReactNode;
}) {
  const status = query?.isError ? statusOf(query.error) : undefined;
  if (invalidId || status === 404 || status === 400)
    return <NotFoundState title={notFoundTitle} back={back ?? DASHBOARD} />;
  if (query?.isPending) return <LoadingState text={loadingText} />;
  return (
    <AdminPage title={title} description={description} back={back} width="form">
      {query?.isError ? (
        <RetryState
          text="It could not be loaded. Check the connection and try again."
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query?.data)
      )}
    </AdminPage>
  );
}

/**
 * The submit and Cancel under an editor form, in a bar that stays at the bottom of the screen while
 * the writer scrolls; a `note` says why the submit cannot be used yet, `status` how the saving goes.
 * `steps` are the review buttons beside the save; without a `label` there is nothing to save here
 * (a contributor's item in review) and Cancel reads Back.
 */
export function FormActions({
  label,
  pendingLabel,
  pending,
  disabled = false,
  note,
  cancelHref,
  steps,
  links,
  status,
  className,
}: {
  label?: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  note?: string;
  cancelHref: string;
  steps?: ReactNode;
  /** Preview or View on site, after the buttons. */
  links?: ReactNode;
  status?: ReactNode;
  className?: string;
}) {
  const noteId = useId();
  return (
    <div
      className={cn(
        'sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-3 border-rule border-t bg-paper px-4 py-3',
        className,
      )}
    >
      {label && (
        <Button
          type="submit"
          variant={steps ? 'secondary' : 'primary'}
          disabled={pending || disabled}
          aria-describedby={note ? noteId : undefined}
        >
          {pending ? pendingLabel : label}
        </Button>
      )}
      {steps}
      <Button variant={steps ? 'quiet' : 'secondary'} asChild>
        <Link href={cancelHref}>{label ? 'Cancel' : 'Back'}</Link>
      </Button>
      {links}
      {note && (
        <p id={noteId} className="text-sm text-muted">
          {note}
        </p>
      )}
      {status}
    </div>
  );
}
