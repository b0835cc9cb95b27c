import { ArrowUpRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A row of social accounts, each opening in a new tab; `linkClassName` gives the colours of its setting. */
export function SocialLinks({
  links,
  label,
  className,
  linkClassName,
}: {
  links: { label: string; href: string }[];
  label?: string;
  className?: string;
  linkClassName: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            className={cn(
              'inline-flex h-10 items-center gap-1.5 rounded-md border px-3 font-medium text-sm transition-colors duration-150',
              linkClassName,
            )}
          >
            {link.label}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
