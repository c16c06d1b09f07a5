/** A category tile on the home page (SPEC §2), shaped on the server from the API's answers. */
export interface HomeCategory {
  id: number;
  nom: string;
  slug: string;
  total: number;
  /** Relative image path (or URL) of the category's first product; null for the default logo. */
  cover: string | null;
}
