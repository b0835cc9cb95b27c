import { useEffect } from 'react';

export const UNSAVED_CHANGES_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/** While a form has unsaved changes, closing the tab, a link in the app, and Back or Forward ask first. */
export function useUnsavedChangesPrompt(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
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
    // Back and Forward inside the app: by popstate it is too late, the router has already drawn the
    // other screen and the form is gone. The Navigation API asks before the address changes; where a
    // browser lacks it, or will not let a page hold a traversal back, Back leaves as before.
    const onNavigate = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      if (!window.confirm(UNSAVED_CHANGES_QUESTION)) event.preventDefault();
    };
    const navigation = 'navigation' in window ? window.navigation : undefined;
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty]);
}
