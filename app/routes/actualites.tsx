import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NewsSearchSchema, newsDefaults } from '#domain/news-search.ts';
import { getNewsPage } from '#server/functions/news.functions.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { Pagination } from '../components/pagination.tsx';
import { pageHead } from '../lib/seo.ts';
import { NewsFilters } from './-components/news/news-filters.tsx';
import { NewsGrid } from './-components/news/news-grid.tsx';
import { NewsletterBox } from './-components/news/newsletter-box.tsx';

const title = 'Actualités médicales';
const description =
  'Conseils de santé, nouveautés produits et actualités de nos magasins : suivez l’actualité du matériel médical en Tunisie.';

export const Route = createFileRoute('/actualites')({
  validateSearch: NewsSearchSchema,
  // SPEC §2: defaults (page 1, every category) are never written into the URL.
  search: { middlewares: [stripSearchParams(newsDefaults)] },
  loaderDeps: ({ search: { page } }) => ({ page }),
  loader: ({ deps }) => getNewsPage({ data: { page: deps.page } }),
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: '/actualites' }),
  pendingComponent: () => <p className="px-4 py-24 text-center text-slate-600">Chargement…</p>,
  errorComponent: () => (
    <div role="alert" className="px-4 py-24 text-center">
      <h2 className="font-semibold text-slate-900 text-xl">Erreur de chargement</h2>
      <p className="mt-2 text-slate-600">
        Impossible de charger les articles. Veuillez réessayer plus tard.
      </p>
    </div>
  ),
  component: ActualitesPage,
});

function ActualitesPage() {
  const { articles, page, totalPages } = Route.useLoaderData();
  const { categorie } = Route.useSearch();
  const navigate = Route.useNavigate();

  return (
    <>
      <PageHeader title={title} lead={description}>
        <Breadcrumb items={[{ label: 'Accueil', to: '/' }, { label: 'Actualités' }]} />
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 sm:px-6">
        <NewsFilters
          categorie={categorie}
          // SPEC §2: a new filter goes back to page 1 and replaces the history entry.
          onCategory={(next) =>
            navigate({
              search: (current) => ({ ...current, categorie: next, page: undefined }),
              replace: true,
            })
          }
        />
        <div>
          <NewsGrid articles={articles} />
          {articles.length > 0 ? (
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={(next) =>
                navigate({ search: (current) => ({ ...current, page: next }), replace: true })
              }
            />
          ) : null}
        </div>
        <NewsletterBox />
      </div>
    </>
  );
}
