import { useBlocker } from '@tanstack/react-router';

/**
 * Issue 7: in-app navigation away from a form with unsaved changes waits for the editor's choice
 * (our dialog); closing or reloading the tab gets the browser's own "leave this page?" prompt.
 */
export function useUnsavedGuard(dirty: boolean) {
  return useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
    withResolver: true,
  });
}
