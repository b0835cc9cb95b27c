import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './button.tsx';

type NoticeAction = { label: string; href: string } | { label: string; onClick: () => void };

/** What a listing shows in place of its grid: the list could not be read, or nothing matches. */
export function ListingNotice({
  heading,
  headingLevel: Heading = 'h2',
  children,
  action,
}: {
  heading: string;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
  action?: NoticeAction;
}) {
  return (
    <div className="max-w-xl py-10">
      <Heading className="font-bold font-serif text-2xl text-ink">{heading}</Heading>
      <p className="mt-2 text-muted">{children}</p>
      {action &&
        ('href' in action ? (
          <Button asChild className="mt-6" variant="secondary">
            <Link href={action.href}>{action.label}</Link>
          </Button>
        ) : (
          <Button className="mt-6" variant="secondary" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
    </div>
  );
}
