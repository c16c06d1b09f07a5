import { ListEmpty, ListLoadError } from '#app/components/admin/list-states.tsx';
import { limits } from '#config';
import { categoryMessages } from '#domain/category-admin.rules.ts';
import { CategoryTableFrame } from './category-table.tsx';

/** While the list loads: placeholder rows (SPEC §9: 5) in the table's own frame. */
export function CategoryListSkeleton() {
  return (
    <CategoryTableFrame label="Chargement des catégories" busy>
      {Array.from({ length: limits.skeletonRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
        <tr key={index} className="animate-pulse border-slate-200 border-t">
          <td className="px-4 py-4">
            <div className="h-4 w-48 rounded bg-slate-200" />
          </td>
          <td className="px-4 py-4">
            <div className="h-6 w-20 rounded-full bg-slate-200" />
          </td>
          <td className="px-4 py-4">
            <div className="ml-auto h-8 w-40 rounded bg-slate-200" />
          </td>
        </tr>
      ))}
    </CategoryTableFrame>
  );
}

/** SPEC §8: the list failed to load; "Réessayer" runs the loader again. */
export function CategoryListError() {
  return <ListLoadError message={categoryMessages.loadFailed} />;
}

/** SPEC §2: no category at all. */
export function CategoryListEmpty() {
  return <ListEmpty compact title={categoryMessages.empty} />;
}
