import { useState } from 'react';
import type { z } from 'zod';
import { serverMessage } from '../../lib/api.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each top-level field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The `errors` map of a 400 answer ({message, errors: {field: message}}), if the error is one. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const message = error instanceof Error ? error.message : '';
  const body = /^400: ([\s\S]*)$/.exec(message)?.[1];
  if (!body) return {};
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    if (parsed.errors && typeof parsed.errors === 'object') return parsed.errors as FieldErrors;
  } catch {
    // A plain-text 400 has no field errors.
  }
  return {};
}

/**
 * Client-side checks with the same contract schema the server uses, so the messages are the spec's
 * (admin-area §5). `validate` returns the parsed values, or undefined after showing the errors and
 * moving focus to the first invalid control.
 */
export function useFieldErrors<Schema extends z.ZodType>(
  schema: Schema,
  {
    errorsOf = fieldErrorsOf,
  }: {
    /** How a failed parse becomes messages; a form with nested rows keys them by their dotted path. */
    errorsOf?: (error: z.ZodError) => FieldErrors;
  } = {},
) {
  const [errors, setErrors] = useState<FieldErrors>({});

  function validate(values: z.input<Schema>): z.output<Schema> | undefined {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(errorsOf(result.error));
    focusFirstInvalid();
    return undefined;
  }

  /** Shows what the server refused; the typed values stay as they are. */
  function showServerErrors(error: unknown) {
    const fromServer = serverFieldErrors(error);
    if (Object.keys(fromServer).length > 0) setErrors(fromServer);
    else if (!serverMessage(error)) setErrors({});
  }

  function clearError(field: string) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  return { errors, setErrors, validate, showServerErrors, clearError };
}

function focusFirstInvalid() {
  // After React has drawn the messages.
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
}
