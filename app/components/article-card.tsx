import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { gridImageSizes, imageSrcSet } from '#domain/image-url.ts';
import type { NewsCard } from '#domain/news-view.ts';
import { formatArticleDate } from '../lib/dates.ts';

/** Shown when an article has no image or its image fails to load (SPEC §2 news list). */
function ArticleImagePlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="flex aspect-video w-full items-center justify-center bg-slate-100 text-slate-400"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 5h13a1 1 0 0 1 1 1v12a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2z" />
        <path d="M18 9h2a1 1 0 0 1 1 1v8a2 2 0 0 1-2 2" />
        <path d="M7 8h8M7 12h8M7 16h5" />
      </svg>
    </div>
  );
}

/**
 * A news card (SPEC §2 news list, also "Articles connexes" on the article page). It remembers
 * which image URL failed, so a card reused with another article gets its own try.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  priority = false,
}: {
  article: NewsCard;
  /** 2 where the cards sit right under the page's h1 (/actualites), 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** The first cards are in view on arrival: loaded at once, the very first one before others. */
  priority?: boolean | 'high';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = article.image !== '' && failedSrc !== article.image;
  const params = { slug: article.slug };
  const imageRef = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailedSrc(article.image);
  }, [article.image]);

  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {showImage ? (
        <img
          ref={imageRef}
          src={article.image}
          srcSet={imageSrcSet(article.image)}
          sizes={gridImageSizes(3)}
          // The title links the card: an image without its own alt text adds nothing to it.
          alt={article.imageAlt}
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          onError={() => setFailedSrc(article.image)}
          style={{ objectPosition: article.imagePosition }}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <ArticleImagePlaceholder />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-slate-500 text-sm" data-testid="article-meta">
          <time dateTime={article.date ?? undefined}>{formatArticleDate(article.date)}</time>
          {article.author ? <span> · {article.author}</span> : null}
        </p>
        <Heading className="font-semibold text-lg text-slate-900 leading-snug [overflow-wrap:anywhere]">
          <Link
            to="/articles/$slug"
            params={params}
            className="rounded hover:text-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            {article.titre}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-slate-600">
          {article.excerpt?.trim() || 'Aucun extrait disponible'}
        </p>
        <Link
          to="/articles/$slug"
          params={params}
          aria-label={`Lire la suite : ${article.titre}`}
          className="mt-auto self-start rounded pt-2 font-medium text-sm text-teal-700 hover:text-teal-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          Lire la suite
        </Link>
      </div>
    </article>
  );
}
