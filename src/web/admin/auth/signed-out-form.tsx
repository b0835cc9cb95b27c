import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { linkTokenSchema } from '../../../contracts/admin-auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage, statusOf } from '../../lib/api.ts';
import { FormAlert } from '../components/form-fields.tsx';
import {
  contractResolver,
  focusFirstInvalid,
  registerField,
  serverFieldErrors,
  showServerErrors,
} from '../lib/admin-form.ts';
import { Outcome, SignedOutPage } from './signed-out-page.tsx';

/** The token of the mailed link that opened the page, or undefined when it is missing or malformed. */
export function useLinkToken(): string | undefined {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return linkTokenSchema.safeParse(token).success ? token : undefined;
}

/** What a page of a mailed link says when the link cannot help, and where to go instead. */
export interface DeadEnd {
  message: string;
  next: ReactNode;
}

/**
 * A signed-out page opened from a mailed link: its form, given the link's token, or `deadEnd` when
 * the link has no well-formed token.
 */
export function MailedLinkPage({
  deadEnd,
  form,
  ...page
}: Omit<Parameters<typeof SignedOutPage>[0], 'children'> & {
  deadEnd: DeadEnd;
  form: (token: string) => ReactNode;
}) {
  const token = useLinkToken();
  return (
    <SignedOutPage {...page}>
      {token === undefined ? <Outcome refusal={deadEnd.message} next={deadEnd.next} /> : form(token)}
    </SignedOutPage>
  );
}

/**
 * A form of a signed-out screen, checked with the server's contract (admin-form.ts). There is no
 * toast there: the server's answer stays on the card, as `done` once accepted or as `refusal`; a
 * refusal about one field (`fieldOf` names it by status) is shown beside that field instead.
 */
export function useSignedOutForm<
  Values extends FieldValues,
  Schema extends z.ZodType,
  Result extends { message: string },
>({
  schema,
  defaultValues,
  send,
  fieldOf = () => undefined,
}: {
  schema: Schema;
  defaultValues: Values;
  send: (body: z.output<Schema>) => Promise<Result>;
  fieldOf?: (status: number | undefined) => Path<Values> | undefined;
}) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: contractResolver(schema, (values) => values as z.input<Schema>),
    shouldFocusError: false,
  });
  const mutation = useMutation({ mutationFn: send });

  const submit = form.handleSubmit(
    (body) =>
      mutation.mutate(body, {
        onError: (error) => {
          const message = serverMessage(error) ?? 'Something went wrong. Please try again.';
          const field = fieldOf(statusOf(error));
          if (field) form.setError(field, { type: 'server', message });
          // A 400 naming its fields says it all beside them.
          else if (Object.keys(serverFieldErrors(error)).length === 0) form.setError('root', { message });
          showServerErrors(form, error);
        },
      }),
    focusFirstInvalid,
  );

  return {
    field: (name: Path<Values>) => registerField(form, name),
    submit,
    pending: mutation.isPending,
    done: mutation.data,
    refusal: form.formState.errors.root?.message,
  };
}

/**
 * The card's form, replaced by the server's answer once accepted (then `next`), or by a refusal the
 * form cannot fix (`deadEnd`: a link that no longer works) with the way out it names.
 */
export function SignedOutForm({
  state: { submit, pending, done, refusal },
  submitLabel,
  pendingLabel,
  next,
  deadEnd,
  children,
}: {
  state: Omit<ReturnType<typeof useSignedOutForm>, 'field'>;
  submitLabel: string;
  pendingLabel: string;
  next?: ReactNode;
  deadEnd?: { message: string; next?: ReactNode };
  children: ReactNode;
}) {
  if (done) return <Outcome done={done.message} next={next} />;
  if (deadEnd && refusal === deadEnd.message) return <Outcome refusal={refusal} next={deadEnd.next} />;
  return (
    <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
      {children}
      <FormAlert message={refusal} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
