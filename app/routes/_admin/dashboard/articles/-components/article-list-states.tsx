import { Link } from '@tanstack/react-router';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';

/** SPEC §2: while the list loads, five grey placeholder rows. */
export function ArticleListSkeleton() {
  return (
    <ListSkeleton
      label="Chargement des articles"
      rowClassName="flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="size-20 shrink-0 rounded-lg bg-slate-200" />
      <div className="flex-1 space-y-3">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
      </div>
    </ListSkeleton>
  );
}

/** SPEC §2: the list failed to load; "Réessayer" runs the loader again. */
export function ArticleListError() {
  return (
    <ListLoadError
      title="Erreur de chargement"
      message="Impossible de charger les articles. Veuillez réessayer."
    />
  );
}

/** SPEC §2: no article, either for this search or at all. */
export function ArticleListEmpty({ searching }: { searching: boolean }) {
  return (
    <ListEmpty
      as="h2"
      title="Aucun article trouvé"
      message={
        searching
          ? 'Aucun article ne correspond à votre recherche.'
          : 'Commencez par créer votre premier article.'
      }
    >
      <Link
        to="/dashboard/articles/create"
        className="mt-4 inline-block rounded-md bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800"
      >
        Créer un article
      </Link>
    </ListEmpty>
  );
}
