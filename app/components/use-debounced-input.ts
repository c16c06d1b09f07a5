import { useEffect, useRef, useState } from 'react';
import { limits } from '#config';

/**
 * A text input's value committed after the typing pauses (SPEC §9: 300 ms), that follows the
 * committed value when it changes from outside (Back/Forward).
 */
export function useDebouncedInput(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onCommit);
  latest.current = onCommit;

  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next.trim()), limits.productSearchDebounceMs);
  }

  return [text, change] as const;
}
