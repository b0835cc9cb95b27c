import { type RefObject, useLayoutEffect } from 'react';

/**
 * Closes a popup the way readers expect: Escape anywhere, or a press outside the popup and the
 * button that opened it. `onDismiss` learns which, so Escape can hand the focus back to the button.
 */
export function useDismiss(
  open: boolean,
  inside: RefObject<HTMLElement | null>[],
  onDismiss: (how: 'escape' | 'outside') => void,
): void {
  // Listening from the moment the popup is in the page, not from the next frame (useEffect): an
  // Escape pressed as soon as it shows would otherwise be lost, and the popup stay open.
  useLayoutEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!inside.some((ref) => ref.current?.contains(target))) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  });
}
