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
