import { queryOptions } from '@tanstack/react-query';
import { articlePath } from '#app/lib/article-json-ld.ts';
import { listAdminArticles } from '#server/functions/admin-articles.functions.ts';
import { listAdminProducts } from '#server/functions/admin-products.functions.ts';

/** A page of the site the rich-text editor links to (issue 36 §1). */
export interface LinkTarget {
  kind: 'Produit' | 'Article';
  title: string;
  path: string;
}

/**
 * The link picker's search: the first page of the back-office product and article lists (the
 * same server functions and search), as site paths: `/produits?produit=id` opens the product's
 * window on the catalogue, `/articles/slug` the article.
 */
export const linkTargetsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['link-targets', q],
    queryFn: async (): Promise<LinkTarget[]> => {
      const [products, articles] = await Promise.all([
        listAdminProducts({ data: { q, page: 1 } }),
        listAdminArticles({ data: { q, page: 1, sort: 'recent' } }),
      ]);
      return [
        ...products.rows.map((row) => ({
          kind: 'Produit' as const,
          title: row.titre,
          path: `/produits?produit=${row.id}`,
        })),
        ...articles.rows.map((row) => ({
          kind: 'Article' as const,
          title: row.titre,
          path: articlePath(row.slug),
        })),
      ];
    },
    enabled: q.length > 0,
    retry: false,
  });
