import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';

export type BackLink = { href: string; label: string };

export const DASHBOARD: BackLink = { href: '/admin', label: 'Back to Dashboard' };

/**
 * The frame of every admin screen: a back link (to the dashboard unless told, none for `null`), the
 * heading and its actions, then the content.
 */
export function AdminPage({
  title,
  description,
  back = DASHBOARD,
  actions,
  children,
  width = 'wide',
}: {
  title: string;
  description?: ReactNode;
  back?: BackLink | null;
  actions?: ReactNode;
  children: ReactNode;
  /** 'form' keeps a single column of fields at a readable measure. */
  width?: 'wide' | 'form';
}) {
  return (
    <main className={cn('mx-auto px-4 py-6 sm:py-8', width === 'form' ? 'max-w-3xl' : 'max-w-6xl')}>
      <title>{`${title} | Admin`}</title>
      {back && (
        <Link
          href={back.href}
          className="inline-flex items-center gap-1 text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="mt-2 mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </main>
  );
}

/** "Loading article..." and the other loading lines of admin-area §2. */
export function LoadingState({ text }: { text: string }) {
  return (
    <p role="status" className="py-16 text-center text-muted">
      {text}
    </p>
  );
}

/** A list or a status that could not be loaded: the server's reason, or `fallback` when it gave none. */
export function LoadFailedState({
  error,
  fallback,
  className = 'text-danger',
}: {
  error: unknown;
  fallback: string;
  className?: string;
}) {
  return (
    <p role="alert" className={className}>
      {serverMessage(error) ?? fallback}
    </p>
  );
}

/** "Article Not Found" and the like, with the way back (admin-area §2). */
export function NotFoundState({ title, back }: { title: string; back: BackLink }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{`${title} | Admin`}</title>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <Link href={back.href} className="mt-4 inline-block text-accent underline underline-offset-4">
        {back.label}
      </Link>
    </main>
  );
}

/** An empty list: one sentence and the next step (a link to `action`, or `children`). */
export function EmptyState({
  text,
  action,
  children,
}: {
  text: string;
  action?: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-dashed border-rule-strong bg-paper px-6 py-12 text-center">
      <p className="text-muted">{text}</p>
      {action && (
        <Button className="mt-4" asChild>
          <Link href={action.href}>{action.label}</Link>
        </Button>
      )}
      {children}
    </div>
  );
}

/** A read that failed, with the way to ask again. */
export function RetryState({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-danger bg-paper px-6 py-10 text-center">
      <p className="text-ink">{text}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
