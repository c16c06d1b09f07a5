import { useState } from 'react';
import { toast } from 'sonner';
import { categoryMessages, nameError } from '#domain/category-admin.rules.ts';
import { slugifyCategory } from '#domain/slugify.ts';
import {
  type AdminCategory,
  removeCategory,
  renameCategory,
  setCategoryActive,
} from '#server/functions/admin-categories.functions.ts';
import { useSessionExpiry } from './use-category-session.ts';

export type CategoryAction = 'toggle' | 'rename' | 'delete';

/**
 * The status toggle, the inline rename and the deletion of one row (SPEC §2/§4/§5/§8). The row
 * changes only once the server accepts (`onAccepted`, `onRemoved`); one request at a time.
 */
export function useCategoryActions(
  category: AdminCategory,
  handlers: { onAccepted: (category: AdminCategory) => void; onRemoved: (id: number) => void },
) {
  const [pending, setPending] = useState<CategoryAction | null>(null);
  const expireIfNeeded = useSessionExpiry();

  async function run<T>(action: CategoryAction, call: () => Promise<T>): Promise<T> {
    setPending(action);
    try {
      return await call();
    } finally {
      setPending(null);
    }
  }

  async function toggle() {
    const result = await run('toggle', () =>
      setCategoryActive({ data: { id: category.id, est_active: !category.est_active } }),
    ).catch((error: unknown) => ({ ok: false as const, status: 0, message: String(error) }));
    if (result.ok) return handlers.onAccepted(result.value);
    expireIfNeeded(result);
    // SPEC §8 only logs a failed toggle; the administrator must know it did not happen, too.
    console.error('Category status change failed:', result.status, result.message);
    toast.error(categoryMessages.toggleFailed);
  }

  /** SPEC §5 name rule; resolves to the message to show under the field, or null when saved. */
  async function rename(value: string): Promise<string | null> {
    const invalid = nameError(value);
    if (invalid) return invalid;
    const nom = value.trim();
    if (nom === category.nom) return null;
    const result = await run('rename', () =>
      renameCategory({ data: { id: category.id, nom, slug: slugifyCategory(nom) } }),
    ).catch(() => null);
    if (result?.ok) {
      handlers.onAccepted(result.value);
      return null;
    }
    if (result) expireIfNeeded(result);
    const detail = result && result.status !== 0 ? ` : ${result.message}` : '';
    return `${categoryMessages.renameFailed}${detail}`;
  }

  async function confirmAndDelete() {
    if (!window.confirm(categoryMessages.deleteConfirm)) return;
    const result = await run('delete', () => removeCategory({ data: { id: category.id } })).catch(
      () => null,
    );
    if (result?.ok) {
      handlers.onRemoved(category.id);
      toast.success(`Catégorie « ${category.nom} » supprimée`);
      return;
    }
    if (result) expireIfNeeded(result);
    // The API explains a refusal (products or sub-categories remain) in French: show it.
    const description = result?.status === 409 ? result.message : undefined;
    toast.error(categoryMessages.deleteFailed, { description });
  }

  return { pending, toggle, rename, confirmAndDelete };
}
