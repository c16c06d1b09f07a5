import { BulkList } from '#app/components/admin/bulk-list.tsx';
import { useBulkSelection } from '#app/components/admin/use-bulk-selection.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { articleNoun, articleVerbs } from '#app/lib/bulk-wording.ts';
import type { AdminArticleRow } from '#server/functions/admin-articles.functions.ts';
import { ArticleRow } from './article-row';
import { useArticleBulk } from './use-article-bulk';

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
    <BulkList
      label="Actions groupées sur les articles"
      noun={articleNoun}
      verbs={articleVerbs}
      bulk={bulk}
      selection={selection}
      actions={(ask) => (
        <>
          <button type="button" className={secondaryButton} onClick={() => ask('publier')}>
            Publier
          </button>
          <button type="button" className={secondaryButton} onClick={() => ask('depublier')}>
            Dépublier
          </button>
          <button
            type="button"
            className={`${secondaryButton} text-red-700`}
            onClick={() => ask('supprimer')}
          >
            Supprimer
          </button>
        </>
      )}
    >
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
