import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/articles/create')({
  head: () => ({ meta: [{ title: `Nouvel article | ${site.name}` }] }),
  component: ArticleCreatePage,
});

function ArticleCreatePage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Nouvel article</h1>
      <p className="mt-2 text-slate-600">
        Le formulaire de rédaction arrive avec la gestion des articles.
      </p>
    </section>
  );
}
