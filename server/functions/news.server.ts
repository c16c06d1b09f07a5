import { limits } from '#config';
import type { Article } from '#domain/entities.schema.ts';
import { galleryUrls, imageUrl } from '#domain/image-url.ts';
import { getImagesBase } from '../client/transport.ts';

/** An article as a news card shows it (SPEC §2 "News list"). */
export interface NewsCard {
  id: number;
  titre: string;
  slug: string;
  author: string | null;
  excerpt: string | null;
  /** Relative stored path or URL resolved to a fetchable URL ('' = none: show the placeholder). */
  image: string;
  /** ISO date: publication, else creation, else null ("Date inconnue"). */
  date: string | null;
}

export interface ArticleView extends NewsCard {
  seoTitle: string | null;
  seoDescription: string | null;
  /** Absolute-or-site-relative URL of the share image (the article image, else null). */
  shareImage: string | null;
  bodyHtml: string;
  gallery: string[];
  publishedAt: string | null;
  createdAt: string | null;
  modifiedAt: string | null;
}

export function toNewsCard(article: Article): NewsCard {
  const hasImage = Boolean(article.image_miniature?.trim());
  return {
    id: article.id,
    titre: article.titre,
    slug: article.slug,
    author: article.nom_auteur?.trim() || null,
    excerpt: article.extrait?.trim() || null,
    image: hasImage ? imageUrl(article.image_miniature, getImagesBase()) : '',
    date: article.publie_le ?? article.cree_le ?? null,
  };
}

export function toArticleView(article: Article, sanitize: (html: string) => string): ArticleView {
  const card = toNewsCard(article);
  return {
    ...card,
    seoTitle: article.seo_titre?.trim() || null,
    seoDescription: article.seo_description?.trim() || null,
    shareImage: card.image || null,
    // Sanitised here too (defence in depth): another API server may not sanitise at save.
    bodyHtml: sanitize(article.contenu_html ?? ''),
    gallery: galleryUrls(article.galerie_json, getImagesBase()),
    publishedAt: article.publie_le,
    createdAt: article.cree_le,
    modifiedAt: article.modifie_le,
  };
}

export const newsPageSize = limits.publicNewsPageSize;
