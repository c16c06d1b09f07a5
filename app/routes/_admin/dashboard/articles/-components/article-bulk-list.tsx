import { useRef } from 'react';
import { BulkConfirmDialog } from '#app/components/admin/bulk-confirm-dialog.tsx';
import { BulkToolbar } from '#app/components/admin/bulk-toolbar.tsx';
import { useBulkSelection } from '#app/components/admin/use-bulk-selection.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import {
  articleNoun,
  articleVerbs,
  confirmQuestion,
  selectionDetail,
  verbFor,
} from '#app/lib/bulk-wording.ts';
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
  const selectAll = useRef<HTMLInputElement>(null);
  const ask = (action: string) =>
    bulk.send({ type: 'ask', ask: { action, ids: selection.selected } });

  const verb = verbFor(articleVerbs, bulk.ask?.action ?? 'publier');
  const count = bulk.ask?.ids.length ?? 0;
  return (
    <>
      <BulkToolbar
        label="Actions groupées sur les articles"
        check={selection.check}
        count={selection.selected.length}
        busy={bulk.busy}
        error={bulk.error}
        selectAllRef={selectAll}
        onTogglePage={selection.togglePage}
        onClear={selection.clear}
      >
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
      </BulkToolbar>
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
      <BulkConfirmDialog
        open={bulk.confirming}
        busy={bulk.busy}
        title={confirmQuestion(verb, count, articleNoun)}
        detail={selectionDetail(count, articleNoun)}
        confirmLabel={verb.label}
        destructive={verb.destructive}
        fallbackFocus={selectAll}
        onConfirm={() => bulk.send({ type: 'confirm' })}
        onCancel={() => bulk.send({ type: 'cancel' })}
      />
    </>
  );
}
