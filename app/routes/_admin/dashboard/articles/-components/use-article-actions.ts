import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { toast } from 'sonner';
import { toggledStatus } from '#domain/article-status.ts';
import {
  type AdminArticleRow,
  removeArticle,
  setArticleStatus,
} from '#server/functions/admin-articles.functions.ts';

/**
 * SPEC §2/§4: the publish toggle and the deletion of one row. `useServerFn` follows the
 * server's redirect when the session has ended (401 → /login); after success the list reloads.
 */
export function useArticleActions(article: AdminArticleRow) {
  const router = useRouter();
  const setStatus = useServerFn(setArticleStatus);
  const remove = useServerFn(removeArticle);
  const [pending, setPending] = useState<'toggle' | 'delete' | null>(null);

  async function toggle() {
    setPending('toggle');
    try {
      await setStatus({ data: { id: article.id, ...toggledStatus(article) } });
      await router.invalidate();
      toast.success("Statut de l'article mis à jour");
    } catch {
      toast.error('Erreur lors de la mise à jour du statut');
    } finally {
      setPending(null);
    }
  }

  async function confirmAndDelete() {
    if (!window.confirm(`Êtes-vous sûr de vouloir supprimer l'article "${article.titre}" ?`))
      return;
    setPending('delete');
    try {
      await remove({ data: { id: article.id } });
      await router.invalidate();
      toast.success('Article supprimé avec succès');
    } catch {
      toast.error('Erreur lors de la suppression');
    } finally {
      setPending(null);
    }
  }

  return { pending, toggle, confirmAndDelete };
}
