import { Link, useRouteContext } from '@tanstack/react-router';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { canTransferProductsCsv } from '#domain/product-csv.ts';

/**
 * Issue 24: "Exporter en CSV" (the list's current search and category) and the import page, for
 * administrators. The export is a plain download link: the server route streams the API's file.
 */
export function ProductCsvLinks({
  q,
  categoryId,
  className = 'flex',
}: {
  q: string;
  categoryId?: number | undefined;
  /** Where it shows (`hidden sm:flex`…): the list places it per screen size. */
  className?: string;
}) {
  const { profile } = useRouteContext({ from: '/_admin' });
  if (!canTransferProductsCsv(profile.role)) return null;
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (categoryId !== undefined) query.set('categoryId', String(categoryId));
  const suffix = query.size > 0 ? `?${query}` : '';
  return (
    <div className={`${className} flex-wrap gap-3`}>
      <a href={`/export-produits.csv${suffix}`} download className={secondaryButton}>
        Exporter en CSV
      </a>
      <Link to="/dashboard/produits/import" className={secondaryButton}>
        Importer un CSV
      </Link>
    </div>
  );
}
