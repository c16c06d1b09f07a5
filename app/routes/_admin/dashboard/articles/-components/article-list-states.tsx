import { Link, useRouter } from '@tanstack/react-router';

/** SPEC §2: while the list loads, five grey placeholder rows. */
export function ArticleListSkeleton() {
  return (
    <ul aria-label="Chargement des articles" aria-busy="true" className="space-y-4">
      {[1, 2, 3, 4, 5].map((key) => (
        <li
          key={key}
          className="flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="size-20 shrink-0 rounded-lg bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2: the list failed to load; "Réessayer" runs the loader again. */
export function ArticleListError() {
  const router = useRouter();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="font-semibold text-lg text-red-800">Erreur de chargement</h2>
      <p className="mt-2 text-red-700">Impossible de charger les articles. Veuillez réessayer.</p>
      <button
        type="button"
        onClick={() => void router.invalidate()}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-medium text-sm text-white hover:bg-red-800"
      >
        Réessayer
      </button>
    </div>
  );
}

/** SPEC §2: no article, either for this search or at all. */
export function ArticleListEmpty({ searching }: { searching: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h2 className="font-semibold text-lg text-slate-900">Aucun article trouvé</h2>
      <p className="mt-2 text-slate-600">
        {searching
          ? 'Aucun article ne correspond à votre recherche.'
          : 'Commencez par créer votre premier article.'}
      </p>
      <Link
        to="/dashboard/articles/create"
        className="mt-4 inline-block rounded-md bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800"
      >
        Créer un article
      </Link>
    </div>
  );
}

/** SPEC §2: shown only when there is more than one page. */
export function ArticlePagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const button =
    'rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Précédent
      </button>
      <p className="text-slate-700 text-sm">
        Page {page} sur {totalPages}
      </p>
      <button
        type="button"
        className={button}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </button>
    </nav>
  );
}
