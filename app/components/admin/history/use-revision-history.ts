import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  diffArticleRevision,
  diffProductRevision,
  type FieldChange,
} from '#app/lib/revision-diff.ts';
import { unwrapResult } from '#app/lib/save-error.ts';
import type { RevisionEntityType } from '#domain/revisions.ts';
import {
  loadArticleHistory,
  loadProductHistory,
  restoreArticleVersion,
  restoreProductVersion,
} from '#server/functions/revisions.functions.ts';

/** One line of the Historique list; `changes` is computed only for the revision opened. */
export interface RevisionEntry {
  id: number;
  createdAt: string;
  author: string | null;
  changes: () => FieldChange[];
}

export interface HistorySubject {
  kind: RevisionEntityType;
  id: number;
  /** The `modifie_le` the form holds: a restore over a newer save is refused (409). */
  version: string | null;
  /** A product's category name by id (the diff shows names, not numbers). */
  categoryName?: (id: number) => string | undefined;
  /** The restore made a new save: the form shows it (and its new version). */
  onRestored: () => void | Promise<void>;
}

const noName = () => undefined;

async function loadEntries(subject: HistorySubject): Promise<RevisionEntry[]> {
  const entry = <T>(
    row: { id: number; created_at: string; author_email: string | null },
    changes: () => T,
  ) => ({
    id: row.id,
    createdAt: row.created_at,
    author: row.author_email,
    changes,
  });
  if (subject.kind === 'article') {
    const { current, revisions } = unwrapResult(
      await loadArticleHistory({ data: { id: subject.id } }),
    );
    return revisions.map((row) => entry(row, () => diffArticleRevision(row.fields, current)));
  }
  const { current, revisions } = unwrapResult(
    await loadProductHistory({ data: { id: subject.id } }),
  );
  const names = subject.categoryName ?? noName;
  return revisions.map((row) => entry(row, () => diffProductRevision(row.fields, current, names)));
}

/** The Historique panel's list (loaded when opened) and its "Restaurer cette version". */
export function useRevisionHistory(subject: HistorySubject, open: boolean) {
  const queryClient = useQueryClient();
  const queryKey = ['revisions', subject.kind, subject.id];
  const list = useQuery({
    queryKey,
    queryFn: () => loadEntries(subject),
    enabled: open,
    staleTime: 0,
    retry: false,
  });
  const restore = useMutation({
    mutationFn: async (revisionId: number) => {
      if (subject.version === null) throw new Error('Version inconnue : rechargez la page.');
      const data = { id: subject.id, revisionId, version: subject.version };
      const call = subject.kind === 'article' ? restoreArticleVersion : restoreProductVersion;
      return unwrapResult(await call({ data }));
    },
    onSuccess: async () => {
      toast.success('Version restaurée.');
      await subject.onRestored();
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  return { list, restore };
}
