import { AlertDialog } from 'radix-ui';
import { Button } from '../../components/ui/button.tsx';
import { pendingQuestion } from '../lib/pending-question.ts';

const confirmation = pendingQuestion<{ question: string; confirmLabel: string }, boolean>(false);

/** Asks before a destructive step, in an accessible dialog rather than window.confirm. */
export function confirmAction(question: string, confirmLabel = 'Delete'): Promise<boolean> {
  return confirmation.ask({ question, confirmLabel });
}

/** Mount once in the admin app. */
export function ConfirmDialogHost() {
  const request = confirmation.useQuestion();
  return (
    <AlertDialog.Root open={request !== null} onOpenChange={(open) => !open && confirmation.answer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-paper p-6 shadow-raised data-[state=open]:animate-fade-in">
          <AlertDialog.Title className="text-lg font-semibold text-ink">Please confirm</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            {request?.question}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button className="bg-danger hover:bg-red-800" onClick={() => confirmation.answer(true)}>
                {request?.confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
