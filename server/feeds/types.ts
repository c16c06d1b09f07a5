/** What the feeds read of an article (a subset of the API's article, SPEC §7). */
export interface FeedArticle {
  readonly slug: string;
  readonly titre: string;
  readonly extrait?: string | null;
  readonly publie_le?: string | null;
  readonly modifie_le?: string | null;
  readonly cree_le?: string | null;
}

/** What the sitemap reads of a category. */
export interface FeedCategory {
  readonly id: number;
  readonly est_active?: boolean;
}
