import { createFileRoute } from '@tanstack/react-router';
import { site } from '../../../../../app.config';

export const Route = createFileRoute('/_admin/dashboard/articles/')({
  head: () => ({ meta: [{ title: `Gestion des articles | ${site.name}` }] }),
  component: ArticlesAdminPage,
});

function ArticlesAdminPage() {
  return (
    <section>
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Gestion des articles</h1>
      <p className="mt-2 text-slate-600">Gérez les articles et leur publication.</p>
    </section>
  );
}
