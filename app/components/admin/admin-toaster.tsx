import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { limits } from '#config';
import { useToastPosition } from './use-toast-position.ts';

const toasterSelector = '[data-sonner-toaster]';

/**
 * Sonner 2 remembers where focus came from when it enters the toasts and sends it back there as
 * soon as it leaves them. That suits its Alt+T shortcut; but a keyboard user who reaches a toast
 * with Tab (the toasts come last on the page) is sent back to the element before it at the next
 * Tab, and again, for as long as the toast stays: a keyboard trap (WCAG 2.1.2; seen in CI as the
 * keyboard journey never getting back to a row's button). Focus that arrives by Tab is therefore
 * kept from Sonner's handler: Tab then leaves the toasts like any other element.
 */
function useNoTabTrapInToasts(): void {
  useEffect(() => {
    let byTab = false;
    const onKeyDown = (event: KeyboardEvent) => {
      byTab = event.key === 'Tab';
    };
    const onPointerDown = () => {
      byTab = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!byTab || !(event.target instanceof Element)) return;
      if (event.target.closest(toasterSelector)) event.stopPropagation();
    };
    // Capturing on the window runs before React's own listener on the root.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('focusin', onFocusIn, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
}

/** SPEC §2/§9: admin actions confirm with a toast (duration and count from app.config). */
export function AdminToaster() {
  const position = useToastPosition();
  useNoTabTrapInToasts();
  return (
    <Toaster
      duration={limits.toastDurationMs}
      visibleToasts={limits.toastVisible}
      position={position}
      richColors
    />
  );
}
