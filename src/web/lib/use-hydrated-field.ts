import { type ChangeEvent, useEffect, useRef } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The `ref`, `value` and `onChange` of a controlled field that also takes in what the reader typed or
 * chose in the server's HTML before the page's code arrived. React leaves such text on screen but not
 * in state (facebook/react#26974): a submit would send the state's empty value and the next render
 * would wipe the text.
 */
export function useHydratedField<E extends FieldElement>(value: string, onChange: (value: string) => void) {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the field as hydration found it.
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
  }, []);
  return { ref, value, onChange: (event: ChangeEvent<E>) => onChange(event.currentTarget.value) };
}
