import { Pagination } from '#app/components/pagination.tsx';
import type { DisplayProduct } from '#domain/product-display.ts';
import { ProductGrid } from './product-grid.tsx';

interface ListProps {
  products: DisplayProduct[];
  total: number;
  page: number;
  totalPages: number;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
  onReset: () => void;
}

/** The flat, paginated list (a category, several, ALL or a search), or the empty state. */
export function CatalogueList(props: ListProps) {
  if (props.total === 0) {
    return (
      <div className="rounded-2xl border border-slate-300 border-dashed px-6 py-16 text-center">
        <h2 className="font-semibold text-slate-900 text-xl">Aucun produit trouvé</h2>
        <p className="mt-2 text-slate-600">
          Essayez d’autres mots-clés ou modifiez les catégories sélectionnées.
        </p>
        <button
          type="button"
          onClick={props.onReset}
          className="mt-6 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
        >
          Réinitialiser les filtres
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <p className="text-slate-600 text-sm" aria-live="polite">
        {props.total} {props.total > 1 ? 'produits trouvés' : 'produit trouvé'}
      </p>
      {/* No category heading above these cards: theirs follow the page's h1 (Lighthouse a11y). */}
      <ProductGrid products={props.products} onOpen={props.onOpen} headingLevel={2} />
      <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPage} />
    </div>
  );
}
