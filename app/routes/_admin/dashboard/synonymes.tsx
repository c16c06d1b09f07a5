import { createFileRoute, isRedirect, stripSearchParams } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type AdminHeading,
  AdminList,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListEmpty, ListLoadError, ListSkeleton } from '#app/components/admin/list-states.tsx';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { site } from '#config';
import { countLabel } from '#domain/list-page.ts';
import { canReadStats } from '#domain/staff-rights.ts';
import { periodFor } from '#domain/stats-period.ts';
import { SynonymSearchSchema, synonymDefaults } from '#domain/synonym-search.ts';
import { listSynonymPage } from '#server/functions/search-synonyms.functions.ts';
import { getStatsTable } from '#server/functions/stats.functions.ts';
import { SynonymFilter } from './-synonyms/synonym-filter.tsx';
import { SynonymForm } from './-synonyms/synonym-form.tsx';
import { SynonymRow } from './-synonyms/synonym-row.tsx';
import { SynonymTryField } from './-synonyms/synonym-try.tsx';
import { UnfoundTerms } from './-synonyms/unfound-terms.tsx';

const heading: AdminHeading = {
  title: 'Synonymes de recherche',
  intro:
    'Apprenez à la recherche du catalogue les mots de vos clients : des termes équivalents (déambulateur, cadre de marche, rollator) ou un élargissement (fauteuil → fauteuil roulant). Les accents et les majuscules ne comptent pas ; un changement s’applique tout de suite. Un terme est cherché tel quel au début d’un mot du titre, de la référence ou du résumé des produits : ajoutez son pluriel s’il s’écrit autrement (lits médicalisés).',
  prose: true,
};

/** « Synonymes de recherche » (issue 37 §3): administrators and éditeurs. */
export const Route = createFileRoute('/_admin/dashboard/synonymes')({
  validateSearch: SynonymSearchSchema,
  search: { middlewares: [stripSearchParams(synonymDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // Issue 38: the last 30 days' searches that found nothing, latest first; unreadable, they
    // only hide.
    const unfound = canReadStats(context.profile.role)
      ? getStatsTable({
          data: {
            table: 'recherches-sans-resultat',
            ...periodFor('30-jours', new Date()),
            limit: 10,
            sort: 'lastSeen',
          },
        }).catch((error: unknown) => {
          if (isRedirect(error)) throw error;
          return null;
        })
      : null;
    const [list, unfoundTable] = await Promise.all([listSynonymPage({ data: deps }), unfound]);
    return { list, unfound: unfoundTable };
  },
  head: () => ({ meta: [{ title: `Synonymes de recherche | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <ListSkeleton label="Règles de synonymes" rowClassName="h-20 rounded-xl bg-slate-100">
          {null}
        </ListSkeleton>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger les synonymes de recherche." />}
    />
  ),
  component: SynonymsPage,
});

function SynonymsPage() {
  const { list, unfound } = Route.useLoaderData();
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new rule's form: empty, or with a term searched without result written in.
  const [adding, setAdding] = useState<{ terms?: string } | null>(null);
  const addButton = adding ? undefined : (
    <button type="button" className={primaryButton} onClick={() => setAdding({})}>
      Ajouter une règle
    </button>
  );
  return (
    <AdminListPage {...heading} action={addButton}>
      {adding ? (
        <SynonymForm key={adding.terms} terms={adding.terms} onDone={() => setAdding(null)} />
      ) : null}
      <SynonymTryField />
      <UnfoundTerms table={unfound} onAdd={(term) => setAdding({ terms: term })} />
      <SynonymFilter
        key={q}
        q={q}
        onSearch={(next) => navigate({ search: (current) => ({ ...current, q: next, page: 1 }) })}
      />
      <AdminList
        list={list}
        count={countLabel(list.total, 'règle')}
        empty={
          <ListEmpty
            title={q ? 'Aucune règle ne contient ce mot' : 'Aucun synonyme pour l’instant'}
            message={
              q
                ? 'Essayez un autre mot, ou ajoutez la règle qui manque.'
                : 'Ajoutez une règle pour que la recherche trouve les mots de vos clients.'
            }
          />
        }
        pagination={{ label: 'Pages des synonymes' }}
        onPageChange={(page) => navigate({ search: (current) => ({ ...current, page }) })}
      >
        <ul aria-label="Règles de synonymes" className="space-y-3">
          {list.rows.map((rule) => (
            <SynonymRow key={rule.id} rule={rule} />
          ))}
        </ul>
      </AdminList>
    </AdminListPage>
  );
}
