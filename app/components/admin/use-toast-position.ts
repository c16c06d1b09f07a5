import { useSyncExternalStore } from 'react';

/** Below `lg` the sidebar collapses into a menu button at the top right of the screen. */
const narrow = '(max-width: 1023.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(narrow);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Where the back-office toasts appear: top right on wide screens; at the bottom where the
 * menu button sits at the top right, so a confirmation never covers it (seen at 360 px).
 */
export function useToastPosition(): 'top-right' | 'bottom-center' {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(narrow).matches ? 'bottom-center' : 'top-right'),
    () => 'top-right',
  );
}
