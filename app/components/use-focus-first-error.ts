import { type RefObject, useEffect, useState } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, so its message is read.
 * Call the returned function on submit; typing elsewhere never moves the focus.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>) {
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempts]);
  return () => setAttempts((count) => count + 1);
}
