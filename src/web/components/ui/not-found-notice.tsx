import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from './button.tsx';

interface NoticeLink {
  href: string;
  label: string;
}

/** A page that does not exist (public-site §8): what is missing, and two ways on. */
export function NotFoundNotice({
  eyebrow = 'Error 404',
  heading,
  message,
  links: [primary, secondary],
  children,
}: {
  eyebrow?: string;
  heading: string;
  message: ReactNode;
  links: [NoticeLink, NoticeLink];
  /** Shown between the message and the links. */
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start px-4 py-20 sm:px-6 sm:py-28">
      <p className="font-semibold text-accent text-sm uppercase tracking-widest">{eyebrow}</p>
      <h1 className="mt-3 font-bold font-serif text-4xl text-ink leading-tight sm:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted leading-relaxed">{message}</p>
      {children}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href={primary.href}>{primary.label}</Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href={secondary.href}>{secondary.label}</Link>
        </Button>
      </div>
    </section>
  );
}
