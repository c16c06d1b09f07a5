import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/articles/edit/$id')({
  head: () => ({ meta: [{ title: `Modifier l'article | ${site.name}` }] }),
  component: ArticleEditPage,
});

function ArticleEditPage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Modifier l'article</h1>
      <p className="mt-2 text-slate-600">
        Le formulaire de modification arrive avec la gestion des articles.
      </p>
    </section>
  );
}
