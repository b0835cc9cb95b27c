import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { bodyFieldOf, statusOf } from '../../lib/api.ts';
import { type EditorOptions, useEditor } from '../editor/use-editor.ts';
import { type AdminMutation, AnsweredOnScreen, useAdminMutation } from './admin-mutation.ts';
import { useUnsavedChangesPrompt } from './unsaved-changes.ts';

/** The `errors` map of a 400 answer ({message, errors: {field: message}}), if the error is one. */
export function serverFieldErrors(error: unknown): Partial<Record<string, string>> {
  const errors = statusOf(error) === 400 ? bodyFieldOf(error, 'errors') : undefined;
  return errors && typeof errors === 'object' ? errors : {};
}

/** Puts what the server refused beside its fields; the typed values stay as they are. */
export function showServerErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
) {
  for (const [name, message] of Object.entries(serverFieldErrors(error))) {
    if (message) form.setError(name as Path<Values>, { type: 'server', message });
  }
  focusFirstInvalid();
}

/** Every message under `node`, nested ones included, in the form's order. */
function messagesIn(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  if ('message' in node && typeof node.message === 'string') return [node.message];
  return Object.values(node).flatMap(messagesIn);
}

/** A field's message by its dotted name; for a list or group, the first inside it. */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  return messagesIn(get(errors, name))[0];
}

/** The message about a list itself ("at least one"), not one of its rows'. */
export function listErrorAt(errors: FieldErrors, name: string): string | undefined {
  const node = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return node?.message ?? node?.root?.message;
}

/** How many messages the form shows, nested ones included. */
export function messageCount(errors: FieldErrors): number {
  return messagesIn(errors).length;
}

/** The server's contract schema as resolver, run on the request the values make: the spec's messages. */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  bodyOf: (values: Values) => z.input<Schema>,
): Resolver<Values, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as z.ZodType<z.output<Schema>, FieldValues>);
  return (values, context, options) =>
    resolve(bodyOf(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Values, unknown, z.output<Schema>>
    >;
}

/** A native control of `form`: registered (a select of numbers with `valueAsNumber`), with its message. */
export function registerField<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'formState'>,
  name: Path<Values>,
  options?: { valueAsNumber: true },
) {
  return { ...form.register(name, options), error: errorAt(form.formState.errors, name) };
}

/** Moves focus to the first control showing an error, after React has drawn the messages. */
export function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/**
 * An admin editor form: the contract schema as resolver, the save with its toasts (admin-area §8),
 * server field errors beside their fields, the unsaved-changes prompt and the redirect. With `editor`
 * it is an item's editor that loses no word (useEditor): a draft's save keeps the editor open.
 */
export function useAdminForm<Values extends FieldValues, Schema extends z.ZodType, Result>({
  schema,
  defaultValues,
  bodyOf = (values) => values as z.input<Schema>,
  save,
  afterSave,
  successMessage,
  failureMessage,
  describeFailure,
  redirect,
  onSaved,
  onInvalid,
  onError,
  changedOutside = false,
  askBeforeLeaving = true,
  editor,
}: {
  schema: Schema;
  defaultValues: Values;
  /** The request the values stand for, before parsing (a date input as an instant, say). */
  bodyOf?: (values: Values) => z.input<Schema>;
  /** The write; an editor's gets the stored item its version comes from, and `init` (keepalive). */
  save: (body: z.output<Schema>, base?: Result, init?: RequestInit) => Promise<Result>;
  /** After a save by a button (not an autosave): the review step the button named. */
  afterSave?: (result: Result) => Promise<Result>;
  /** Where to go once saved; without it the screen stays. */
  redirect?: (result: Result) => string;
  onSaved?: (result: Result, form: UseFormReturn<Values, unknown, z.output<Schema>>) => void;
  /** After a refused submit, once the messages are set. */
  onInvalid?: (errors: FieldErrors<Values>) => void;
  /** After a failed save, once the server's field messages are shown. */
  onError?: (error: unknown, form: UseFormReturn<Values, unknown, z.output<Schema>>) => void;
  /** Changes kept outside the form's values (a slide list) that the unsaved-changes prompt counts. */
  changedOutside?: boolean;
  /** Off for a one-box action (send a test, confirm a code) that loses nothing worth a question. */
  askBeforeLeaving?: boolean;
  editor?: EditorOptions<Values, Result>;
} & Pick<AdminMutation<z.output<Schema>, Result>, 'successMessage' | 'failureMessage' | 'describeFailure'>) {
  const [, navigate] = useLocation();
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: contractResolver(schema, bodyOf),
    // Focus goes to the first message on screen, custom controls included (focusFirstInvalid).
    shouldFocusError: false,
  });
  const editing = useEditor({
    options: editor,
    form: form as unknown as UseFormReturn<Values, unknown, unknown>,
    parse: async (values) => {
      const parsed = await schema.safeParseAsync(bodyOf(values));
      return parsed.success ? parsed.data : undefined;
    },
    save,
  });
  // An editor stays on a draft it saved (issue 36); a publish, an update or a review step moves on.
  const staysAfter = (result: Result | undefined) =>
    editing.on && (result as { status?: string } | undefined)?.status === 'draft';
  // A stale save opens the conflict view, which says what happened; "Keep mine" sends it again.
  const answerConflict = (body: z.output<Schema>) => (error: unknown) => {
    throw editing.conflictFrom(error, () => mutation.mutate(body)) ? new AnsweredOnScreen() : error;
  };
  const mutation = useAdminMutation({
    mutationFn: async (body: z.output<Schema>) => {
      const result = editing.on ? await editing.write(body).catch(answerConflict(body)) : await save(body);
      return afterSave ? afterSave(result) : result;
    },
    successMessage,
    failureMessage,
    describeFailure,
    onSuccess: (result) => {
      onSaved?.(result, form);
      if (staysAfter(result)) editing.stayOn(result, editor?.record === undefined);
      else if (redirect) navigate(redirect(result));
      else if (editor?.record === undefined) editing.forget();
    },
    onError: (error) => {
      showServerErrors(form, error);
      onError?.(error, form);
    },
  });
  const { errors, isDirty } = form.formState;
  // Off while saving and once saved when the screen moves on, so the redirect does not ask.
  const dirty = isDirty || changedOutside;
  const leaving =
    mutation.isPending || (mutation.isSuccess && redirect !== undefined && !staysAfter(mutation.data));
  useUnsavedChangesPrompt(askBeforeLeaving && dirty && !leaving);

  const field = (name: Path<Values>, options?: { valueAsNumber: true }) => registerField(form, name, options);

  /** A custom control (editor, upload, select of a component): its value, setter and message. */
  function controlled<Name extends Path<Values>>(name: Name) {
    return {
      value: form.watch(name),
      onChange: (value: PathValue<Values, Name>) =>
        form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
      error: errorAt(errors, name),
    };
  }

  return {
    form,
    field,
    controlled,
    submit: form.handleSubmit(
      (body) => mutation.mutate(body),
      (invalid) => {
        focusFirstInvalid();
        onInvalid?.(invalid);
      },
    ),
    pending: mutation.isPending,
    dirty,
    /** An item's editor: its save state, recovery offer and conflict, for EditorForm. */
    editor: editing.on ? editing.view : undefined,
  };
}
