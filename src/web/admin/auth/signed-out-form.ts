import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useSearch } from 'wouter';
import { z } from 'zod';
import { linkTokenSchema } from '../../../contracts/admin-auth.ts';
import { serverMessage, statusOf } from '../../lib/api.ts';
import {
  contractResolver,
  focusFirstInvalid,
  registerField,
  serverFieldErrors,
  showServerErrors,
} from '../lib/admin-form.ts';

export const PASSWORDS_DIFFER = 'The two passwords do not match';

/** A contract with a `password`, plus its second box: the one rule only the form can check. */
export function withPasswordConfirmation<Shape extends { password: z.ZodType<string> }>(
  schema: z.ZodObject<Shape>,
) {
  // Zod cannot see through the generic shape that both fields are there; the extend adds the second.
  const same = (values: unknown) => {
    const { password, confirmPassword } = values as { password: string; confirmPassword: string };
    return password === confirmPassword;
  };
  return schema
    .extend({ confirmPassword: z.string() })
    .refine(same, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
}

/** The token of the mailed link that opened the page, or undefined when it is missing or malformed. */
export function useLinkToken(): string | undefined {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return linkTokenSchema.safeParse(token).success ? token : undefined;
}

/**
 * A form of a signed-out screen, checked with the server's contract (admin-form.ts). There is no
 * toast there: the server's answer stays on the card, as `done` once accepted or as `refusal`; a
 * refusal about one field (`fieldOf` names it by status) is shown beside that field instead.
 */
export function useSignedOutForm<Values extends FieldValues, Schema extends z.ZodType, Result>({
  schema,
  defaultValues,
  bodyOf = (values) => values as z.input<Schema>,
  send,
  fieldOf = () => undefined,
}: {
  schema: Schema;
  defaultValues: Values;
  bodyOf?: (values: Values) => z.input<Schema>;
  send: (body: z.output<Schema>) => Promise<Result>;
  fieldOf?: (status: number | undefined) => Path<Values> | undefined;
}) {
  const form = useForm<Values, unknown, z.output<Schema>>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: contractResolver(schema, bodyOf),
    shouldFocusError: false,
  });
  const mutation = useMutation({ mutationFn: send });
  const [refusal, setRefusal] = useState<string>();

  const submit = form.handleSubmit((body) => {
    setRefusal(undefined);
    mutation.mutate(body, {
      onError: (error) => {
        const message = serverMessage(error) ?? 'Something went wrong. Please try again.';
        const field = fieldOf(statusOf(error));
        if (field) form.setError(field, { type: 'server', message });
        // A 400 naming its fields says it all beside them.
        else if (Object.keys(serverFieldErrors(error)).length === 0) setRefusal(message);
        showServerErrors(form, error);
      },
    });
  }, focusFirstInvalid);

  return {
    field: (name: Path<Values>) => registerField(form, name),
    submit,
    pending: mutation.isPending,
    done: mutation.data,
    refusal,
  };
}
