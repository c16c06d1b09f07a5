import { createFileRoute, Link } from '@tanstack/react-router';
import { site } from '#config';
import { getPublicArticle } from '#server/functions/news.functions.ts';
import { articleHeadData } from '../lib/article-json-ld.ts';
import { pageHead } from '../lib/seo.ts';
import { ArticlePage } from './-components/article/article-page.tsx';
import { ArticleSkeleton } from './-components/article/article-skeleton.tsx';
import { PreviewBanner } from './-components/article/preview-banner.tsx';

export const Route = createFileRoute('/articles/$slug')({
  // SPEC §2: unknown or unpublished slugs throw notFound() on the server, so SSR answers 404.
  loader: async ({ params, context }) => {
    const page = await getPublicArticle({ data: { slug: params.slug } });
    return { ...page, head: articleHeadData(context.siteUrl, page.article) };
  },
  head: ({ match, loaderData }) => {
    const siteUrl = match.context.siteUrl;
    if (!loaderData) {
      return pageHead({
        title: 'Article non trouvé',
        description: "L'article que vous recherchez n'existe pas ou a été supprimé.",
        siteUrl,
        path: match.pathname,
      });
    }
    const { article } = loaderData;
    const { path, structuredData } = loaderData.head;
    const head = pageHead({
      // pageHead appends " | MédiConfort Tunisie" (SPEC §8 titles).
      title: article.seoTitle ?? article.titre,
      description: article.seoDescription ?? article.excerpt ?? site.description,
      siteUrl,
      path,
      image: article.shareImage ?? site.defaultShareImage,
      imageAlt: article.shareImage ? article.imageAlt || article.titre : undefined,
      type: 'article',
    });
    // Staff preview of an unpublished article: never in search results.
    const meta = loaderData.preview
      ? [...head.meta, { name: 'robots', content: 'noindex' }]
      : head.meta;
    return {
      ...head,
      meta,
      scripts: structuredData.map((children) => ({ type: 'application/ld+json', children })),
    };
  },
  pendingComponent: ArticleSkeleton,
  notFoundComponent: ArticleNotFound,
  component: ArticleRoute,
});

function ArticleRoute() {
  const { article, related, preview } = Route.useLoaderData();
  return (
    <>
      {preview ? <PreviewBanner text={preview} /> : null}
      <ArticlePage article={article} related={related} />
    </>
  );
}

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
