import { dangerButton, secondaryButton } from '../ui/buttons';
import { ModalDialog } from '../ui/modal-dialog';
import { useUnsavedGuard } from './use-unsaved-guard';

/** Issue 7: leaving the form with unsaved changes asks first (tab close: the browser's prompt). */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ModalDialog open={open} title="Modifications non enregistrées" onCancel={onStay}>
      <p>Vous avez des modifications non enregistrées. Voulez-vous vraiment quitter cette page ?</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onStay}>
          Rester sur la page
        </button>
        <button type="button" className={dangerButton} onClick={onLeave}>
          Quitter sans enregistrer
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * The guard and its dialog in one: while `dirty`, leaving asks first; `onLeave` runs before the
 * navigation goes on (e.g. to drop a local draft).
 */
export function UnsavedChangesGuard({ dirty, onLeave }: { dirty: boolean; onLeave?: () => void }) {
  const blocker = useUnsavedGuard(dirty);
  return (
    <UnsavedChangesDialog
      open={blocker.status === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
    />
  );
}
