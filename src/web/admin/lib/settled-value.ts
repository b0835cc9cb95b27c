import { useEffect, useState } from 'react';

/** A search box's text, passed on once typing pauses, so each key press is not a request. */
export function useSettledValue(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
