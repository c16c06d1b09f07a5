import { useState } from 'react';
import type { CatalogueSort } from '#domain/catalogue-search.ts';
import type { OverviewGroup } from '#domain/catalogue-view.ts';
import { getOverviewGroups } from '#server/functions/catalogue.functions.ts';
import { ProductGrid } from './product-grid.tsx';

interface OverviewProps {
  groups: OverviewGroup[];
  nextOffset: number | null;
  sort: CatalogueSort;
  onOpen: (id: string) => void;
  onCategory: (id: number) => void;
}

/** SPEC §2: 3 products of each of the first 3 categories; "Voir plus de catégories" adds 3 more. */
export function CatalogueOverview(props: OverviewProps) {
  const [more, setMore] = useState<{ groups: OverviewGroup[]; nextOffset: number | null } | null>(
    null,
  );
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = [...props.groups, ...(more?.groups ?? [])];
  const nextOffset = more ? more.nextOffset : props.nextOffset;

  async function loadMore(offset: number) {
    setLoading(true);
    setError(null);
    try {
      const page = await getOverviewGroups({ data: { offset, sort: props.sort } });
      setMore((current) => ({
        groups: [...(current?.groups ?? []), ...page.groups],
        nextOffset: page.nextOffset,
      }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section
          key={group.category.id}
          aria-labelledby={`groupe-${group.category.id}`}
          className="space-y-5"
        >
          <div className="flex items-baseline justify-between gap-4">
            <h2
              id={`groupe-${group.category.id}`}
              className="min-w-0 font-bold text-2xl text-slate-900 [overflow-wrap:anywhere]"
            >
              {group.category.nom}
            </h2>
            <button
              type="button"
              onClick={() => props.onCategory(group.category.id)}
              className="shrink-0 font-semibold text-sm text-teal-800 hover:underline"
            >
              Voir plus <span className="sr-only">: {group.category.nom}</span>
            </button>
          </div>
          <ProductGrid products={group.products} onOpen={props.onOpen} />
        </section>
      ))}
      {error ? (
        <p role="alert" className="text-red-700">
          Erreur : {error}
        </p>
      ) : null}
      {nextOffset !== null ? (
        <div className="text-center">
          <button
            type="button"
            disabled={loading}
            onClick={() => loadMore(nextOffset)}
            className="rounded-full border border-teal-700 px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-60"
          >
            {loading ? 'Chargement…' : 'Voir plus de catégories'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
