import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/**
 * Issues 7 and 8: someone else (or another tab) saved this article or product after it was opened
 * here. Nothing is overwritten silently: the editor reloads the saved version or overwrites it
 * deliberately. `title` and `subject` name what was edited (the article form's wording by default).
 */
export function ConflictDialog({
  open,
  reloading,
  onReload,
  onOverwrite,
  onCancel,
  title = 'Cet article a été modifié entre-temps',
  subject = 'cet article',
}: {
  open: boolean;
  reloading: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  title?: string;
  /** With its determiner, as it reads mid-sentence: "cet article", "ce produit". */
  subject?: string;
}) {
  return (
    <ModalDialog open={open} title={title} tone="warning" onCancel={onCancel}>
      <p>
        {`Une autre personne (ou un autre onglet) a enregistré ${subject} après que vous l'avez ouvert.`}{' '}
        Vos modifications n'ont pas été enregistrées, et rien n'a été écrasé.
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
