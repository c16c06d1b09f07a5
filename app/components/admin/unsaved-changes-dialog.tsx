import type { SaveInProgress } from '#app/lib/save-in-progress.ts';
import { dangerButton, secondaryButton } from '../ui/buttons.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/**
 * Issue 7: leaving the form with unsaved changes asks first (tab close: the browser's prompt).
 * Issue 20 point 2: during a save it says what leaving does to it (app/lib/save-in-progress.ts).
 */
export function UnsavedChangesDialog({
  open,
  saving = null,
  onStay,
  onLeave,
}: {
  open: boolean;
  saving?: SaveInProgress | null;
  onStay: () => void;
  onLeave: () => void;
}) {
  const leave = saving ? saving.leave : 'Quitter sans enregistrer';
  return (
    <ModalDialog
      open={open}
      title={saving ? 'Enregistrement en cours' : 'Modifications non enregistrées'}
      onCancel={onStay}
    >
      <p>
        {saving
          ? saving.text
          : 'Vous avez des modifications non enregistrées. Voulez-vous vraiment quitter cette page ?'}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onStay}>
          Rester sur la page
        </button>
        {leave ? (
          <button type="button" className={dangerButton} onClick={onLeave}>
            {leave}
          </button>
        ) : null}
      </div>
    </ModalDialog>
  );
}

/**
 * The guard and its dialog in one: while `dirty`, leaving asks first; `onLeave` runs before the
 * navigation goes on (e.g. to drop a local draft). `saving` words it for a save in progress.
 */
export function UnsavedChangesGuard({
  dirty,
  saving = null,
  onLeave,
}: {
  dirty: boolean;
  saving?: SaveInProgress | null;
  onLeave?: () => void;
}) {
  const blocker = useUnsavedGuard(dirty);
  return (
    <UnsavedChangesDialog
      open={blocker.status === 'blocked'}
      saving={saving}
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
    />
  );
}
