import { useEffect } from 'react';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While a form has changes not yet saved, leaving asks first: closing or reloading the tab (the
 * browser's own prompt) and following any link inside the app (a click caught before the router).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(UNSAVED_CHANGES_QUESTION)) {
        // Captured on the document, so neither the router nor the browser follows the link.
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
