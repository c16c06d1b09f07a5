import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { dangerButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { endWholeTeamSessions } from '#server/functions/staff.functions.ts';

/** ASVS 5.0 §7.4.5: every session of the team ends at once (a leaked password, a lost laptop). */
export function TeamSignOutAll() {
  const endAll = useServerFn(endWholeTeamSessions);
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useRowAction();

  function endEveryone() {
    setConfirming(false);
    void run({
      call: () => endAll(),
      success: 'Toutes les sessions de l’équipe sont terminées, sauf la vôtre.',
    });
  }

  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {busy ? 'Déconnexion…' : 'Déconnecter toute l’équipe'}
      </button>
      <ModalDialog
        open={confirming}
        title="Déconnecter toute l’équipe ?"
        onCancel={() => setConfirming(false)}
      >
        <p>
          Chaque membre de l’équipe devra se reconnecter, sur tous ses appareils. Votre session
          reste ouverte.
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            Annuler
          </button>
          <button type="button" data-autofocus className={dangerButton} onClick={endEveryone}>
            Déconnecter
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
