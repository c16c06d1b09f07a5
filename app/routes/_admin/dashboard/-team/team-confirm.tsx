import { dangerButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';

/** What an administrator confirms before acting on a colleague's account. */
export type TeamAction = 'deactivate' | 'reset' | 'sessions' | 'twoFactor';

export const teamActions: Readonly<
  Record<TeamAction, { label: string; confirm: string; button: string }>
> = {
  deactivate: {
    label: 'Désactiver',
    confirm:
      'Le compte ne pourra plus se connecter et ses sessions ouvertes se terminent tout de suite.',
    button: 'Désactiver',
  },
  reset: {
    label: 'Réinitialiser le mot de passe',
    confirm:
      'L’ancien mot de passe cesse de fonctionner et ses sessions se terminent. Un mot de passe temporaire vous sera montré une seule fois.',
    button: 'Réinitialiser',
  },
  sessions: {
    label: 'Terminer ses sessions',
    confirm: 'Tous les appareils connectés à ce compte seront déconnectés.',
    button: 'Déconnecter',
  },
  twoFactor: {
    label: 'Réinitialiser la double authentification',
    confirm:
      'À faire pour un téléphone perdu, après avoir vérifié que c’est bien votre collègue qui le demande : son application et ses codes de secours ne servent plus, ses sessions se terminent, et il la configurera de nouveau.',
    button: 'Réinitialiser',
  },
};

export function TeamConfirm({
  who,
  action,
  onConfirm,
  onCancel,
}: {
  who: string;
  action: TeamAction | null;
  onConfirm: (action: TeamAction) => void;
  onCancel: () => void;
}) {
  return (
    <ModalDialog open={action !== null} title={`${who} — confirmer`} onCancel={onCancel}>
      <p>{action ? teamActions[action].confirm : null}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Annuler
        </button>
        <button
          type="button"
          data-autofocus
          className={dangerButton}
          onClick={() => action && onConfirm(action)}
        >
          {action ? teamActions[action].button : ''}
        </button>
      </div>
    </ModalDialog>
  );
}
