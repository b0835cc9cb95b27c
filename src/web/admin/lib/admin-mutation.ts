import { type QueryClient, type QueryFilters, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast.tsx';
import { apiJson, serverMessage } from '../../lib/api.ts';
import { ReauthenticationCancelled } from '../auth/reauthentication.ts';

/**
 * After a write, every cached read (or those `filters` name) is stale. A read in flight was asked
 * before the write, so it is cancelled and asked again: invalidateQueries alone would keep its answer.
 */
export async function refreshAfterWrite(queryClient: QueryClient, filters?: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}

/** A failure the screen answers itself (the editor's conflict view): no toast over it. */
export class AnsweredOnScreen extends Error {}

/**
 * An admin write with the toasts of admin-area §8 ("Success", or "Error" with the server's message or
 * the fallback), then every read refreshed (admin-area §4 "lists refresh after every change").
 */
export interface AdminMutation<TVariables, TResult> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  successMessage: string | ((result: TResult) => string);
  /** The success toast's title; a few spec texts name their own ("Subscription removed: …"). */
  successTitle?: string;
  failureMessage: string;
  /** The error toast's text when a screen words failures its own way. */
  describeFailure?: (error: unknown) => string | undefined;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  onError?: (error: unknown) => void;
}

export function useAdminMutation<TVariables, TResult>({
  mutationFn,
  successMessage,
  successTitle = 'Success',
  failureMessage,
  describeFailure,
  onSuccess,
  onError,
}: AdminMutation<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      toast({
        title: successTitle,
        description: typeof successMessage === 'function' ? successMessage(result) : successMessage,
      });
      await refreshAfterWrite(queryClient);
      onSuccess?.(result, variables);
    },
    onError: (error) => {
      // The admin closed the password dialog: nothing was sent, so there is nothing to report.
      if (error instanceof ReauthenticationCancelled || error instanceof AnsweredOnScreen) return;
      const description = (describeFailure ?? serverMessage)(error) ?? failureMessage;
      toast({ title: 'Error', description, variant: 'destructive' });
      onError?.(error);
    },
  });
}

/** A DELETE of one record; `path` is the API path before the id. */
export function useDeleteMutation({
  path,
  ...mutation
}: { path: string } & Omit<AdminMutation<number, undefined>, 'mutationFn'>) {
  return useAdminMutation({ mutationFn: (id) => apiJson<undefined>('DELETE', `${path}/${id}`), ...mutation });
}
