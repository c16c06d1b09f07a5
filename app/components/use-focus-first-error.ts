import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, so its message is read.
 * Call the returned function on submit; typing elsewhere never moves the focus. `errors` (the
 * form's field errors) lets a form whose check answers later (a machine still loading) move the
 * focus when that answer comes: once per submit, never while the visitor corrects a field.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors?: unknown) {
  const [attempts, setAttempts] = useState(0);
  const pending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `errors` marks the fields this effect looks for in the DOM.
  useEffect(() => {
    if (attempts === 0 || !pending.current) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    pending.current = false;
    invalid.focus();
  }, [form, attempts, errors]);
  return () => {
    pending.current = true;
    setAttempts((count) => count + 1);
  };
}
