import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** One titled panel of the crossword editor (Details, Grid, Clues, Import and export). */
export function EditorPanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-lg border border-rule bg-paper p-4', className)}>
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
