import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { emptyArticleFields } from '#app/lib/article-form.ts';
import { site } from '#config';
import { ArticleForm } from './-form/article-form.tsx';

export const Route = createFileRoute('/_admin/dashboard/articles/create')({
  head: () => ({ meta: [{ title: `Nouvel article | ${site.name}` }] }),
  component: ArticleCreatePage,
});

/** SPEC §2 "Article form", create mode. */
function ArticleCreatePage() {
  const { imagesBase } = Route.useRouteContext();
  const [fields] = useState(emptyArticleFields);
  return <ArticleForm articleId={null} version={null} fields={fields} imagesBase={imagesBase} />;
}
