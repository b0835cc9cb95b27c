import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** A titled panel of an admin screen: a region named by its heading. */
export function SectionCard({
  title,
  description,
  id,
  plain = false,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The heading's id, when something else (a form) is named by it too. */
  id?: string;
  /** A part of the page under its heading, without the panel around it. */
  plain?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(!plain && 'rounded-lg border border-rule bg-paper p-4 sm:p-5', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-muted">{description}</div>}
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}

/** A SectionCard holding one form, named by the same heading, with its submit button last. */
export function SectionForm({
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SectionCard id={id} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={id} className="space-y-4">
        {children}
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
