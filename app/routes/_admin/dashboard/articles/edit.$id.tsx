import { createFileRoute, notFound } from '@tanstack/react-router';
import { site } from '#config';
import { loadArticleForEdit } from '#server/functions/article-form.functions.ts';
import { ArticleForm } from './-form/article-form.tsx';
import { ArticleFormSkeleton, ArticleLoadError } from './-form/article-form-skeleton.tsx';

export const Route = createFileRoute('/_admin/dashboard/articles/edit/$id')({
  loader: ({ params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id < 1 || String(id) !== params.id) throw notFound();
    return loadArticleForEdit({ data: { id } });
  },
  // A reopened form always starts from the saved article, never a cached copy of it.
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  head: () => ({ meta: [{ title: `Modifier l'article | ${site.name}` }] }),
  pendingComponent: ArticleFormSkeleton,
  errorComponent: ArticleLoadError,
  component: ArticleEditPage,
});

/** SPEC §2 "Article form", edit mode (skeleton while it loads). */
function ArticleEditPage() {
  const article = Route.useLoaderData();
  return (
    <ArticleForm
      key={article.id}
      articleId={article.id}
      version={article.version}
      fields={article.fields}
      imagesBase={article.imagesBase}
    />
  );
}
