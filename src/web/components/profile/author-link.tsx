import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { contributorQuery } from '../../lib/queries/content.ts';
import { memberPath } from './profile-rules.ts';

interface AuthorLinkProps {
  name: string;
  /** public-site §3: show the contributor's active dot (filled: active, hollow: alumni). */
  showActiveStatus?: boolean;
  className?: string;
}

/** A byline name linking to the member page, /member/{encoded name} (public-site §2). */
export function AuthorLink({ name, showActiveStatus = false, className }: AuthorLinkProps) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Link
        href={memberPath(name)}
        className="font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
      >
        {name}
      </Link>
      {showActiveStatus && <ActiveStatusDot name={name} />}
    </span>
  );
}

/** Read only when asked for: a byline without the dot costs no request. No contributor, no dot. */
function ActiveStatusDot({ name }: { name: string }) {
  const { data: contributor } = useQuery({ ...contributorQuery(name), retryOnMount: false });
  if (!contributor) return null;
  return <StatusDot active={contributor.isActive} />;
}

/** The active-status dot itself: filled when active, an empty ring for alumni. */
export function StatusDot({ active, className }: { active: boolean; className?: string }) {
  return (
    <span
      role="img"
      aria-label={active ? 'Active member' : 'Alumni'}
      title={active ? 'Active member' : 'Alumni'}
      className={cn(
        'inline-block size-2.5 shrink-0 rounded-full border-2',
        active ? 'border-cat-health bg-cat-health' : 'border-muted bg-transparent',
        className,
      )}
    />
  );
}
