import { useRouteContext } from '@tanstack/react-router';
import type { ArticleView, NewsCard } from '../../../../server/functions/news.server';
import { ArticleCard } from '../../../components/article-card';
import { Breadcrumb } from '../../../components/breadcrumb';
import { articlePath } from '../../../lib/article-json-ld';
import { formatArticleDate } from '../../../lib/dates';
import { readingTimeLabel } from '../../../lib/reading-time';
import { absoluteUrl } from '../../../lib/seo';
import { ArticleGallery } from './article-gallery';
import { ArticleHero } from './article-hero';
import { ArticleShare } from './article-share';

/**
 * Typography for the sanitised body (SPEC §2 "rich text"): arbitrary variants keep the styles
 * next to the only place that renders stored HTML.
 */
const proseClass = [
  'prose-article mt-10 text-lg text-slate-700 leading-relaxed',
  '[&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-xl [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1 [&_a]:text-teal-700 [&_a]:underline [&_a:hover]:text-teal-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_em]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_blockquote]:mt-6 [&_blockquote]:border-teal-600 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2',
  '[&_hr]:my-8 [&_hr]:border-slate-200 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4',
].join(' ');

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
      <ArticleHero image={article.image} alt={article.titre} />
      <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-slate-500 text-sm">
        {article.author ? <span>Par {article.author}</span> : null}
        <time dateTime={article.date ?? undefined}>{formatArticleDate(article.date)}</time>
        <span>{readingTimeLabel(article.bodyHtml)}</span>
      </p>
      <h1 className="mt-3 font-bold text-3xl text-slate-900 leading-tight sm:text-4xl">
        {article.titre}
      </h1>
      {article.excerpt ? (
        <p className="mt-4 text-slate-600 text-xl leading-relaxed">{article.excerpt}</p>
      ) : null}
      <ArticleShare url={pageUrl} title={article.titre} />
      <div
        className={proseClass}
        // The server sanitises bodyHtml (SPEC §6) before it reaches the page.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server.
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
      <ArticleGallery images={article.gallery} title={article.titre} />
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
