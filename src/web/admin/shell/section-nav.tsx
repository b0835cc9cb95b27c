import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { AdminCommentList } from '../../../contracts/comments.ts';
import { cn } from '../../lib/cn.ts';
import { adminSections, sectionOf } from './admin-sections.ts';

/** The moderation queue's size, from the comments list's counts (one row asked for). */
function usePendingCommentCount(): number | undefined {
  return useQuery({
    queryKey: ['/api/admin/comments', { status: 'pending', limit: 1 }],
    select: (list: AdminCommentList) => list.counts.pending,
  }).data;
}

/** Every admin section, the current one marked, with the comments waiting (sidebar and drawer). */
export function SectionNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const current = sectionOf(location);
  const pendingComments = usePendingCommentCount();
  return (
    <nav aria-label="Admin sections" className="px-2 py-3">
      <Link
        href="/admin"
        onClick={onNavigate}
        className="mb-2 block px-3 py-2 font-bold text-ink hover:text-accent"
      >
        NABJ USC <span className="font-normal text-muted">Admin</span>
      </Link>
      <ul className="grid gap-0.5">
        {adminSections.map((section) => {
          const SectionIcon = section.icon;
          const isCurrent = section === current;
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                onClick={onNavigate}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex min-h-10 items-center gap-3 rounded-md px-3 py-2 font-medium text-ink text-sm transition-colors duration-150 hover:bg-ink/5',
                  isCurrent && 'bg-ink/5 text-accent-strong',
                )}
              >
                <SectionIcon aria-hidden={true} className="size-4 shrink-0" />
                <span className="min-w-0 flex-1">{section.label}</span>
                {section.href === '/admin/comments' && pendingComments ? (
                  <span
                    data-testid="pending-comments"
                    className="rounded-full bg-accent px-2 py-0.5 font-semibold text-accent-ink text-xs tabular-nums"
                  >
                    {pendingComments}
                    <span className="sr-only"> pending</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
