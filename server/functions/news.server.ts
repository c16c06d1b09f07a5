import { limits } from '#config';
import type { Article } from '#domain/entities.schema.ts';
import { imageDetail, objectPosition } from '#domain/image-details.ts';
import { galleryUrls, imageUrl } from '#domain/image-url.ts';
import type { ArticleView, NewsCard } from '#domain/news-view.ts';
import { getImagesBase } from '../client/transport.ts';

const imageMeta = (article: Article, path: string | null) => {
  const detail = imageDetail(article.images_details, path);
  return { alt: detail.alt, position: objectPosition(detail.focal) };
};

export function toNewsCard(article: Article): NewsCard {
  const hasImage = Boolean(article.image_miniature?.trim());
  const meta = imageMeta(article, article.image_miniature);
  return {
    id: article.id,
    titre: article.titre,
    slug: article.slug,
    author: article.nom_auteur?.trim() || null,
    excerpt: article.extrait?.trim() || null,
    image: hasImage ? imageUrl(article.image_miniature, getImagesBase()) : '',
    imageAlt: meta.alt,
    imagePosition: meta.position,
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
    galleryMeta: article.galerie_json.map((path) => imageMeta(article, path)),
    publishedAt: article.publie_le,
    createdAt: article.cree_le,
    modifiedAt: article.modifie_le,
  };
}

export const newsPageSize = limits.publicNewsPageSize;
