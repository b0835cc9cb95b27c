import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The top band of a listing page (graphics, NABJ TV, member portfolios): eyebrow, title, lead and its search form. */
export function ListingIntro({
  icon: Icon,
  eyebrow,
  title,
  lead,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="border-rule border-b">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
        <p className="flex items-center gap-2 font-semibold text-accent text-sm uppercase tracking-widest">
          <Icon aria-hidden="true" className="size-4" />
          {eyebrow}
        </p>
        <h1 className="mt-2 font-bold font-serif text-4xl text-ink leading-tight tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 max-w-2xl font-serif text-lg text-muted leading-relaxed sm:text-xl">{lead}</p>
        {children}
      </div>
    </section>
  );
}
