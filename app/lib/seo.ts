import { site } from '#config';

export interface PageHeadInput {
  /** Page title without the site name; omit for the home page. */
  title?: string;
  description: string;
  /** Canonical base, e.g. https://www.example.tn (no trailing slash). */
  siteUrl: string;
  /** Path of the page, e.g. /produits. */
  path: string;
  /** Share image: absolute URL or a path on this site. */
  image?: string;
  /** What the share image shows (issue 24: the image's alt text, else the title). */
  imageAlt?: string;
  type?: 'website' | 'article';
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/** Title, description, canonical, Open Graph and Twitter card tags for one page. */
export function pageHead(input: PageHeadInput) {
  const title = input.title ? `${input.title} | ${site.name}` : site.name;
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image ?? site.defaultShareImage);
  return {
    meta: [
      { title },
      { name: 'description', content: input.description },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: site.locale },
      { property: 'og:title', content: title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      ...(input.imageAlt ? [{ property: 'og:image:alt', content: input.imageAlt }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: input.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
