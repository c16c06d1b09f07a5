import { Link } from '@tanstack/react-router';

export interface BreadcrumbItem {
  label: string;
  /** Path of the crumb; omitted for the current page (always the last item). */
  to?: string;
  /** Its search params (a category of the catalogue: `{ categoryId }`). */
  search?: Record<string, string>;
}

const linkClass =
  'rounded hover:text-teal-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

/**
 * Breadcrumb trail (SPEC §2 "Breadcrumb and pagination"). The caller passes the full trail,
 * "Accueil" → "/" included; the last item is the current page.
 */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="Fil d’Ariane" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to ?? ''}|${item.label}`} className="flex items-center gap-1.5">
              {/* The separator is decoration: screen readers already announce a list. */}
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {last ? (
                <span
                  aria-current="page"
                  className="font-medium text-slate-900 [overflow-wrap:anywhere]"
                >
                  {item.label}
                </span>
              ) : item.to ? (
                <Link to={item.to} search={item.search} className={linkClass}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
