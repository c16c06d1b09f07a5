import { dangerButton, primaryButton, secondaryButton } from '../../../../../components/ui/buttons';
import { ModalDialog } from '../../../../../components/ui/modal-dialog';

/**
 * Issue 7: someone else (or another tab) saved this article after it was opened here. Nothing is
 * overwritten silently: the editor reloads the saved version or overwrites it deliberately.
 */
export function ConflictDialog({
  open,
  reloading,
  onReload,
  onOverwrite,
  onCancel,
}: {
  open: boolean;
  reloading: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog
      open={open}
      title="Cet article a été modifié entre-temps"
      tone="warning"
      onCancel={onCancel}
    >
      <p>
        Une autre personne (ou un autre onglet) a enregistré cet article après que vous l'avez
        ouvert. Vos modifications n'ont pas été enregistrées, et rien n'a été écrasé.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>
          <strong>Recharger</strong> : affiche la version enregistrée (vos modifications ici sont
          abandonnées).
        </li>
        <li>
          <strong>Écraser</strong> : enregistre votre version à la place de l'autre.
        </li>
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Annuler
        </button>
        <button type="button" className={primaryButton} disabled={reloading} onClick={onReload}>
          {reloading ? 'Chargement...' : 'Recharger la version enregistrée'}
        </button>
        <button type="button" className={dangerButton} disabled={reloading} onClick={onOverwrite}>
          Écraser avec mes modifications
        </button>
      </div>
    </ModalDialog>
  );
}
