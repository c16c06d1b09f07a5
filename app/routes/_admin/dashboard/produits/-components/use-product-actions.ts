import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type AdminProductRow,
  removeProduct,
  setProductActive,
} from '#server/functions/admin-products.functions.ts';

/**
 * SPEC §2/§4: the "En ligne"/"Hors ligne" toggle and the deletion of one row. The row changes
 * only once the server has accepted (the list reloads); `useServerFn` follows the server's
 * redirect when the session has ended (401 → /login).
 */
export function useProductActions(product: AdminProductRow) {
  const router = useRouter();
  const setActive = useServerFn(setProductActive);
  const remove = useServerFn(removeProduct);
  const [pending, setPending] = useState<'toggle' | 'delete' | null>(null);

  async function toggle() {
    setPending('toggle');
    try {
      await setActive({ data: { id: product.id, est_actif: !product.active } });
      await router.invalidate();
    } catch {
      toast.error('Erreur lors de la mise à jour du statut');
    } finally {
      setPending(null);
    }
  }

  async function confirmAndDelete() {
    if (!window.confirm('Supprimer ce produit ?')) return;
    setPending('delete');
    try {
      await remove({ data: { id: product.id } });
      await router.invalidate();
      toast.success('Produit supprimé');
    } catch {
      toast.error('Erreur lors de la suppression');
    } finally {
      setPending(null);
    }
  }

  return { pending, toggle, confirmAndDelete };
}
