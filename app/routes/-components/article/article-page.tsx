import { useRouteContext } from '@tanstack/react-router';
import { ArticleCard } from '#app/components/article-card.tsx';
import { articleProseClass } from '#app/components/article-prose.ts';
import { Breadcrumb } from '#app/components/breadcrumb.tsx';
import { articlePath } from '#app/lib/article-json-ld.ts';
import { formatArticleDate } from '#app/lib/dates.ts';
import { readingTimeLabel } from '#app/lib/reading-time.ts';
import { absoluteUrl } from '#app/lib/seo.ts';
import type { ArticleView, NewsCard } from '#domain/news-view.ts';
import { ArticleGallery } from './article-gallery.tsx';
import { ArticleHero } from './article-hero.tsx';
import { ArticleShare } from './article-share.tsx';

/** SPEC §2 public article page. */
export function ArticlePage({ article, related }: { article: ArticleView; related: NewsCard[] }) {
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const pageUrl = absoluteUrl(siteUrl, articlePath(article.slug));

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb
        items={[
          { label: 'Accueil', to: '/' },
          { label: 'Actualités', to: '/actualites' },
          { label: article.titre },
        ]}
      />
      <ArticleHero
        image={article.image}
        alt={article.imageAlt || article.titre}
        position={article.imagePosition}
      />
      <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-slate-500 text-sm">
        {article.author ? <span>Par {article.author}</span> : null}
        <time dateTime={article.date ?? undefined}>{formatArticleDate(article.date)}</time>
        <span>{readingTimeLabel(article.bodyHtml)}</span>
      </p>
      <h1 className="mt-3 font-bold text-3xl text-slate-900 leading-tight [overflow-wrap:anywhere] sm:text-4xl">
        {article.titre}
      </h1>
      {article.excerpt ? (
        <p className="mt-4 text-slate-600 text-xl leading-relaxed">{article.excerpt}</p>
      ) : null}
      <ArticleShare url={pageUrl} title={article.titre} />
      <div
        className={`mt-10 ${articleProseClass}`}
        // The server sanitises bodyHtml (SPEC §6) before it reaches the page.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server.
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
      <ArticleGallery images={article.gallery} meta={article.galleryMeta} title={article.titre} />
      {related.length > 0 ? (
        <section className="mt-16">
          <h2 className="font-bold text-2xl text-slate-900">Articles connexes</h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.slice(0, 3).map((card) => (
              <ArticleCard key={card.id} article={card} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
