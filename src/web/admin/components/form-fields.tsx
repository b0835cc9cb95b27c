import { type ComponentProps, type ReactNode, useId } from 'react';
import { ErrorMessage } from '../../components/ui/error-message.tsx';
import { cn } from '../../lib/cn.ts';

export { ErrorMessage };

export const inputClass =
  'w-full rounded-md border border-rule-strong bg-paper px-3 py-2 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger sm:text-sm';

/**
 * A labelled control with its hint and error tied to it for screen readers; `children` draws any
 * control. An error is red with an icon and words, never the colour alone.
 */
export function Field({
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
    'aria-required'?: boolean;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </div>
  );
}

type FieldProps = { label: string; error?: string; hint?: ReactNode; required?: boolean; className?: string };

/** The props of `Field`, and the rest for the control. */
function splitField<Rest>({ label, error, hint, required, className, ...control }: FieldProps & Rest) {
  return [{ label, error, hint, required, className }, control] as const;
}

export function TextField(props: FieldProps & ComponentProps<'input'>) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <input {...control} {...input} className={cn(inputClass, input.type === 'color' && 'h-10')} />
      )}
    </Field>
  );
}

/** A box for a web address: the URL keyboard on phones, and the form of one as its placeholder. */
export const urlInput = { type: 'url', inputMode: 'url', placeholder: 'https://…' } as const;

export function UrlField(props: FieldProps & ComponentProps<'input'>) {
  return <TextField {...urlInput} {...props} />;
}

export function TextAreaField(props: FieldProps & ComponentProps<'textarea'>) {
  const [field, textarea] = splitField(props);
  return (
    <Field {...field}>
      {(control) => <textarea {...control} {...textarea} className={cn(inputClass, 'leading-relaxed')} />}
    </Field>
  );
}

export function SelectField({
  options,
  ...props
}: FieldProps & ComponentProps<'select'> & { options: readonly { value: string; label: string }[] }) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...select} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-accent" {...input} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && <p className="text-xs text-muted">{hint}</p>}
      </div>
    </div>
  );
}

/** The red star after a required field's name (the control itself tells screen readers). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' '}
      *
    </span>
  );
}

/** The form's own alert above the buttons: what the server refused, in its words. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-danger bg-red-50 px-3 py-2">
      <ErrorMessage>{message}</ErrorMessage>
    </div>
  );
}
