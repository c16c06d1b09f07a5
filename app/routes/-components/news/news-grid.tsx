import { ArticleCard } from '#app/components/article-card.tsx';
import type { NewsCard } from '#domain/news-view.ts';

/** The news cards, 3 columns on large screens and 1 on phones (SPEC §2), or the empty state. */
export function NewsGrid({ articles }: { articles: NewsCard[] }) {
  if (articles.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-300 border-dashed px-6 py-16 text-center">
        <h2 className="font-semibold text-slate-900 text-xl">Aucun article trouvé</h2>
        <p className="mt-2 text-slate-600">Aucun article publié pour le moment.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        // A one-cell grid stretches the card, so cards of a row share the same height.
        <li key={article.id} className="grid">
          <ArticleCard
            article={article}
            headingLevel={2}
            priority={index === 0 ? 'high' : index < 3}
          />
        </li>
      ))}
    </ul>
  );
}
