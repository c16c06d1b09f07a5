import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A native modal <dialog>: focus moves inside and is trapped, the page behind is inert, Escape
 * calls `onCancel` (when the dialog may be dismissed at all). Focus goes to the element marked
 * `data-autofocus` when there is one (React's autoFocus writes no attribute for showModal to
 * find), else to the first focusable element.
 */
export function ModalDialog({
  open,
  title,
  children,
  onCancel,
  tone = 'default',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Escape and the backdrop; omit to make the dialog require an explicit choice. */
  onCancel?: (() => void) | undefined;
  tone?: 'default' | 'warning';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="p-6">
          <h2
            id={titleId}
            className={`font-semibold text-lg ${tone === 'warning' ? 'text-amber-800' : 'text-slate-900'}`}
          >
            {title}
          </h2>
          <div className="mt-3 text-slate-700 text-sm">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
