import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { type AdminSection, sectionOf, sectionsFor } from './admin-sections.ts';
import { useRole } from './use-role.ts';

/** The items waiting in a section (comments to moderate, items to review), when there are any. */
function PendingBadge({ href, pending }: { href: string; pending: NonNullable<AdminSection['pending']> }) {
  const count = useQuery({
    queryKey: pending.queryKey,
    select: (answer) => pending.count(answer as never),
  }).data;
  if (!count) return null;
  return (
    <span
      data-testid={`pending-${href.split('/').pop()}`}
      className="rounded-full bg-accent px-2 py-0.5 font-semibold text-accent-ink text-xs tabular-nums"
    >
      {count}
      <span className="sr-only"> pending</span>
    </span>
  );
}

/** The sections the role uses, the current one marked, with what waits in them (sidebar and drawer). */
export function SectionNav({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const current = sectionOf(location);
  const sections = sectionsFor(useRole());
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
        {sections.map((section) => {
          const SectionIcon = section.icon;
          const isCurrent = section.label === current?.label;
          return (
            <li key={section.label}>
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
                {section.pending && <PendingBadge href={section.href} pending={section.pending} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
