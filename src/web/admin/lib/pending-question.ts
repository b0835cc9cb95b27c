import { useSyncExternalStore } from 'react';

/**
 * One question at a time, asked from any handler like toast() and answered by the dialog showing it;
 * a newer question answers the older one `unanswered`.
 */
export function pendingQuestion<Question, Answer>(unanswered: Answer) {
  let pending: { question: Question; resolve: (answer: Answer) => void } | null = null;
  const listeners = new Set<() => void>();

  function setPending(next: typeof pending) {
    pending = next;
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  return {
    ask(question: Question): Promise<Answer> {
      pending?.resolve(unanswered);
      return new Promise((resolve) => setPending({ question, resolve }));
    },
    answer(answer: Answer) {
      const current = pending;
      setPending(null);
      current?.resolve(answer);
    },
    /** The question on screen now, or null. */
    useQuestion(): Question | null {
      return useSyncExternalStore(
        subscribe,
        () => pending?.question ?? null,
        () => null,
      );
    },
  };
}
