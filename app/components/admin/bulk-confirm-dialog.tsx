import { type RefObject, useEffect, useRef } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/**
 * Issue 24: "Dépublier 3 articles ?" before a bulk action. It stays open while the request runs
 * (its buttons inert, so focus stays inside), then closes: focus returns to the button that opened
 * it, or to `fallbackFocus` when that button is gone (the rows it acted on were deleted).
 */
export function BulkConfirmDialog({
  open,
  busy,
  title,
  detail,
  confirmLabel,
  destructive,
  fallbackFocus,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  detail: string;
  confirmLabel: string;
  destructive: boolean;
  fallbackFocus: RefObject<HTMLElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const wasOpen = useRef(false);
  useEffect(() => {
    // Runs after the dialog's own effect closed it and the browser restored focus (or could not).
    if (wasOpen.current && !open) {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost) fallbackFocus.current?.focus();
    }
    wasOpen.current = open;
  }, [open, fallbackFocus]);

  const ifIdle = (then: () => void) => () => {
    if (!busy) then();
  };
  return (
    <ModalDialog open={open} title={title} onCancel={ifIdle(onCancel)}>
      <p>{detail}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={secondaryButton}
          aria-disabled={busy || undefined}
          data-autofocus={destructive ? true : undefined}
          onClick={ifIdle(onCancel)}
        >
          Annuler
        </button>
        <button
          type="button"
          className={destructive ? dangerButton : primaryButton}
          aria-disabled={busy || undefined}
          data-autofocus={destructive ? undefined : true}
          onClick={ifIdle(onConfirm)}
        >
          {busy ? 'En cours…' : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
