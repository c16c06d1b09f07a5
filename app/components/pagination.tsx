import { paginationWindow } from '#app/lib/pagination.ts';
import { secondaryButton } from './ui/buttons.ts';

const baseButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';
const idleButton =
  'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white';
const currentButton = 'border border-teal-700 bg-teal-700 text-white';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
  /**
   * `pages` (SPEC §2 "Breadcrumb and pagination"): a button per page, ellipses past 5 pages, and a
   * smooth scroll to the top. `counter` (SPEC §2 "Article list"): "Précédent" / "Page X sur Y" /
   * "Suivant", the page staying where it is.
   */
  variant?: 'pages' | 'counter';
}

/**
 * The one page navigation, public and back-office (docs/decisions/026): nothing when everything
 * fits on one page; previous/next disabled at the ends.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  variant = 'pages',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  if (variant === 'counter') {
    return (
      <nav aria-label={label} className="flex items-center justify-between gap-4">
        <button
          type="button"
          className={secondaryButton}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Précédent
        </button>
        <p className="text-slate-700 text-sm">
          Page {page} sur {totalPages}
        </p>
        <button
          type="button"
          className={secondaryButton}
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          Suivant
        </button>
      </nav>
    );
  }

  const current = Math.min(Math.max(page, 1), totalPages);
  const goTo = (target: number) => {
    onPageChange(target);
    // SPEC §2: changing page scrolls smoothly to the top.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <nav aria-label={label} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${baseButton} ${idleButton}`}
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            Précédent
          </button>
        </li>
        {paginationWindow(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`${baseButton} ${item === current ? currentButton : idleButton}`}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <span className="inline-flex min-h-10 min-w-6 items-center justify-center text-slate-500">
                …
              </span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${baseButton} ${idleButton}`}
            disabled={current >= totalPages}
            onClick={() => goTo(current + 1)}
          >
            Suivant
          </button>
        </li>
      </ul>
    </nav>
  );
}
