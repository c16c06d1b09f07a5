import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/articles/$slug')({
  // Articles are served by the REST API (a later issue); until then no slug exists.
  loader: () => {
    throw notFound();
  },
  head: ({ match }) =>
    pageHead({
      title: 'Article non trouvé',
      description: "L'article que vous recherchez n'existe pas ou a été supprimé.",
      siteUrl: match.context.siteUrl,
      path: match.pathname,
    }),
  notFoundComponent: ArticleNotFound,
  component: () => null,
});

/** SPEC §2 "Public article page": not found. */
function ArticleNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-bold text-3xl text-slate-900">Article non trouvé</h1>
      <p className="mt-3 text-slate-600">
        L'article que vous recherchez n'existe pas ou a été supprimé.
      </p>
      <Link
        to="/actualites"
        className="mt-8 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
      >
        Retour aux actualités
      </Link>
    </section>
  );
}
