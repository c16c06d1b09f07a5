import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminContactRow,
  removeContactRequest,
  setContactRequestHandled,
} from '#server/functions/admin-contact.functions.ts';

/**
 * "Marquer comme traité / non traité" and "Supprimer" for one request. `useServerFn` follows the
 * server's redirect when the session has ended (401 → /login); after success the list reloads.
 */
export function useContactRequestActions(request: AdminContactRow) {
  const router = useRouter();
  const setHandled = useServerFn(setContactRequestHandled);
  const remove = useServerFn(removeContactRequest);
  const [pending, setPending] = useState<'toggle' | 'delete' | null>(null);

  async function toggleHandled() {
    const traite = !request.traite;
    setPending('toggle');
    try {
      await setHandled({ data: { id: request.id, traite } });
      await router.invalidate();
      toast.success(traite ? 'Demande marquée comme traitée' : 'Demande marquée comme non traitée');
    } catch {
      toast.error('Erreur lors de la mise à jour de la demande');
    } finally {
      setPending(null);
    }
  }

  async function confirmAndDelete() {
    if (!window.confirm('Supprimer cette demande ?')) return;
    setPending('delete');
    try {
      await remove({ data: { id: request.id } });
      await router.invalidate();
      toast.success('Demande supprimée');
    } catch {
      toast.error('Erreur lors de la suppression');
    } finally {
      setPending(null);
    }
  }

  return { pending, toggleHandled, confirmAndDelete };
}
