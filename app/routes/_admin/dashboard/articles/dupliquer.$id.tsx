import { createFileRoute, notFound } from '@tanstack/react-router';
import { site } from '#config';
import { loadArticleCopy } from '#server/functions/duplicate.functions.ts';
import { ArticleForm } from './-form/article-form.tsx';
import { ArticleFormSkeleton, ArticleLoadError } from './-form/article-form-skeleton.tsx';

export const Route = createFileRoute('/_admin/dashboard/articles/dupliquer/$id')({
  loader: ({ params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1 || String(id) !== params.id) throw notFound();
    return loadArticleCopy({ data: { id } });
  },
  // The copy is made from the article as saved now, never from a cached copy of it.
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  head: () => ({ meta: [{ title: `Dupliquer un article | ${site.name}` }] }),
  pendingComponent: ArticleFormSkeleton,
  errorComponent: ArticleLoadError,
  component: ArticleDuplicatePage,
});

/** Issue 24 "Dupliquer": the creation form pre-filled from an article; nothing saved yet. */
function ArticleDuplicatePage() {
  const copy = Route.useLoaderData();
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
        {`Copie de « ${copy.source} » : rien n'est enregistré tant que vous n'enregistrez pas.`}
      </p>
      <ArticleForm
        articleId={null}
        version={null}
        fields={copy.fields}
        imagesBase={copy.imagesBase}
      />
    </div>
  );
}
