import { useServerFn } from '@tanstack/react-start';
import { toReply, useBulkAction } from '#app/components/admin/use-bulk-action.ts';
import { articleNoun, articleVerbs, verbFor } from '#app/lib/bulk-wording.ts';
import type { ArticleBulkRequest, ArticlePrevious } from '#domain/bulk-actions.schema.ts';
import type { BulkAsk, BulkPrevious } from '#machines/bulk-action.machine.ts';
import { bulkEditArticles } from '#server/functions/admin-bulk.functions.ts';

const actions = ['publier', 'depublier', 'supprimer'] as const;

/** The API's body for what was asked (issue 24, POST /crud/articles/bulk). */
function toBody(ask: BulkAsk): ArticleBulkRequest {
  const action = actions.find((name) => name === ask.action);
  if (!action) throw new Error(`Action groupée inconnue : ${ask.action}`);
  return { action, ids: [...ask.ids] };
}

const isArticlePrevious = (entry: BulkPrevious): entry is ArticlePrevious => 'statut' in entry;

/** Issue 24: the articles list's bulk actions, wired to the server function. */
export function useArticleBulk() {
  const call = useServerFn(bulkEditArticles);
  return useBulkAction({
    noun: articleNoun,
    describe: (ask) => ({ verb: verbFor(articleVerbs, ask.action), where: '' }),
    apply: async (ask) => toReply(await call({ data: toBody(ask) })),
    undo: async (previous) =>
      toReply(
        await call({ data: { action: 'restaurer', previous: previous.filter(isArticlePrevious) } }),
      ),
    queryKey: ['articles'],
  });
}
