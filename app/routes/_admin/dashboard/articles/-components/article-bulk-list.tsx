import { BulkList } from '#app/components/admin/bulk-list.tsx';
import { useBulkSelection } from '#app/components/admin/use-bulk-selection.ts';
import { articleBulkWording } from '#app/lib/bulk-wording.ts';
import type { AdminArticleRow } from '#server/functions/admin-articles.functions.ts';
import { ArticleRow } from './article-row.tsx';
import { useArticleBulk } from './use-article-bulk.ts';

/**
 * Issue 24: the articles of one page with their bulk selection: "Publier", "Dépublier",
 * "Supprimer"; each confirmed, one request, then a toast.
 */
export function ArticleBulkList({ scope, rows }: { scope: string; rows: AdminArticleRow[] }) {
  const selection = useBulkSelection(
    scope,
    rows.map((row) => row.id),
  );
  const bulk = useArticleBulk();
  return (
    <BulkList wording={articleBulkWording} bulk={bulk} selection={selection}>
      <ul aria-label="Articles" className="space-y-4">
        {rows.map((article) => (
          <li key={article.id}>
            <ArticleRow
              article={article}
              selected={selection.isSelected(article.id)}
              onToggle={() => selection.toggle(article.id)}
            />
          </li>
        ))}
      </ul>
    </BulkList>
  );
}
