import { site } from '#config';
import { absoluteUrl } from './seo.ts';

/** The article fields the structured data needs (a subset of the server's ArticleView). */
export interface JsonLdArticle {
  titre: string;
  slug: string;
  author: string | null;
  shareImage: string | null;
  publishedAt: string | null;
  createdAt: string | null;
  modifiedAt: string | null;
}

export interface ArticleJsonLdInput {
  siteUrl: string;
  article: JsonLdArticle;
  siteName?: string;
}

export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

/** SPEC §2 public article page: schema.org Article for search engines. */
export function articleJsonLd({ siteUrl, article, siteName = site.name }: ArticleJsonLdInput) {
  const published = article.publishedAt ?? article.createdAt;
  const modified = article.modifiedAt ?? published;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.titre,
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    image: [absoluteUrl(siteUrl, article.shareImage ?? site.defaultShareImage)],
    mainEntityOfPage: absoluteUrl(siteUrl, articlePath(article.slug)),
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, site.logo) },
    },
  };
}

/** SPEC §2: the breadcrumb Accueil → Actualités → article, as a schema.org BreadcrumbList. */
export function breadcrumbJsonLd(siteUrl: string, title: string, path: string) {
  return breadcrumbListJsonLd(siteUrl, [
    { name: 'Accueil', path: '/' },
    { name: 'Actualités', path: '/actualites' },
    { name: title, path },
  ]);
}

/** A page's breadcrumb (steps from the home page, paths of this site) as a schema.org BreadcrumbList. */
export function breadcrumbListJsonLd(
  siteUrl: string,
  steps: readonly { name: string; path: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(siteUrl, step.path),
    })),
  };
}

/**
 * Text for a `<script type="application/ld+json">`. Escaping every "<" keeps an article title
 * such as "</script><script>…" from closing the element and running as code.
 */
export function jsonLdScript(object: object): string {
  return JSON.stringify(object).replace(/</g, '\\u003c');
}

/**
 * The article page's canonical path and structured data, ready for its head. Built by the route's
 * loader (split from the entry chunk), so this module is not in every page's initial JavaScript.
 */
export function articleHeadData(siteUrl: string, article: JsonLdArticle) {
  const path = articlePath(article.slug);
  return {
    path,
    structuredData: [
      jsonLdScript(articleJsonLd({ siteUrl, article })),
      jsonLdScript(breadcrumbJsonLd(siteUrl, article.titre, path)),
    ],
  };
}
