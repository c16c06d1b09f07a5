import { limits } from '#config';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * SPEC §2: "Précédent" / "Page X sur Y" / "Suivant" under a back-office list, shown only when
 * there is more than one page of 10.
 */
export function AdminPagination({
  total,
  page,
  totalPages,
  onPage,
}: {
  total: number;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (total <= limits.dashboardPageSize) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4">
      <button
        type="button"
        className={buttonClass}
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
        className={buttonClass}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Suivant
      </button>
    </nav>
  );
}
