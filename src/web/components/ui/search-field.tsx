import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydratedField } from '../../lib/use-hydrated-field.ts';

interface SearchFieldProps {
  id: string;
  label: string;
  /** Shown above the field; otherwise only for screen readers. */
  showLabel?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** The search box of the list pages: named `q`, so its form also works as a plain GET form. */
export function SearchField({
  id,
  label,
  showLabel = false,
  placeholder,
  value,
  onChange,
  className,
}: SearchFieldProps) {
  const field = useHydratedField<HTMLInputElement>(value, onChange);
  return (
    <div className={cn('flex w-full flex-col gap-1', className)}>
      <label htmlFor={id} className={showLabel ? 'font-semibold text-ink text-sm' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted"
        />
        <input
          id={id}
          type="search"
          name="q"
          {...field}
          placeholder={placeholder}
          autoComplete="off"
          className="h-11 w-full rounded-md border border-rule-strong bg-paper pr-10 pl-9 text-base text-ink placeholder:text-muted focus-visible:border-ink [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear the search field"
            className="-translate-y-1/2 absolute top-1/2 right-1.5 grid size-8 place-items-center rounded-md text-muted hover:bg-paper-soft hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A list page's search landmark around a plain GET form, so searching works before (or without)
 * JavaScript; once hydrated the page filters as the reader types and the form never submits.
 */
export function SearchForm({
  action,
  className,
  children,
}: {
  action: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The form draws no box of its own, so the landmark's classes lay out the fields.
    <search className={className}>
      <form action={action} method="get" onSubmit={(event) => event.preventDefault()} className="contents">
        {children}
      </form>
    </search>
  );
}
