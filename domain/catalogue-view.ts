import type { DisplayProduct } from './product-display.ts';

/** What the catalogue page shows (SPEC §2), shaped on the server from the API's answers. */
export interface CatalogueCategory {
  id: number;
  nom: string;
}

export interface OverviewGroup {
  category: CatalogueCategory;
  products: DisplayProduct[];
  total: number;
}

export type CatalogueView =
  | { mode: 'overview'; groups: OverviewGroup[]; nextOffset: number | null }
  | { mode: 'list'; products: DisplayProduct[]; total: number; page: number; totalPages: number };
