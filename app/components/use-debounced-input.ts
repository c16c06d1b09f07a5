import { useEffect, useRef, useState } from 'react';
import { createSearchBox } from '#app/lib/search-box.ts';
import { limits } from '#config';

/**
 * A text input's value committed after the typing pauses (SPEC §9: 300 ms), that follows the
 * committed value when it changes from outside (Back/Forward) but never takes back a term it
 * committed itself once the visitor has typed on (`app/lib/search-box.ts`).
 */
export function useDebouncedInput(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const latest = useRef(onCommit);
  latest.current = onCommit;
  const [box] = useState(() =>
    createSearchBox(value, (term) => latest.current(term), limits.productSearchDebounceMs),
  );

  useEffect(() => {
    const shown = box.outside(value);
    if (shown !== null) setText(shown);
  }, [box, value]);
  useEffect(() => () => box.stop(), [box]);

  function change(next: string) {
    setText(next);
    box.typed(next);
  }

  return [text, change] as const;
}
