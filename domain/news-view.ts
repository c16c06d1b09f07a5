/** What the news pages show of an article, shaped on the server from the API's answer. */

/** An article as a news card shows it (SPEC §2 "News list"). */
export interface NewsCard {
  id: number;
  titre: string;
  slug: string;
  author: string | null;
  excerpt: string | null;
  /** Relative stored path or URL resolved to a fetchable URL ('' = none: show the placeholder). */
  image: string;
  /** The image's alt text ('' when the editor set none) and crop position (issue 24). */
  imageAlt: string;
  imagePosition: string;
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
  /** Alt text ('' when none) and crop position of each gallery image, in the same order. */
  galleryMeta: { alt: string; position: string }[];
  publishedAt: string | null;
  createdAt: string | null;
  modifiedAt: string | null;
}
