import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  diffArticleRevision,
  diffProductRevision,
  type FieldChange,
  formatRevisionDate,
} from '#app/lib/revision-diff.ts';
import { unwrapResult } from '#app/lib/save-error.ts';
import { revisionSummary } from '#domain/revision-summary.ts';
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
  /** What this version changed from the one before it, on one line (issue 36 §3). */
  summary: string;
  /** What restoring it would change in the current version, on one line (the toast's). */
  restoring: () => string;
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
  const options = { categoryName: subject.categoryName };
  const entries = <T extends Readonly<Record<string, unknown>>>(
    rows: { id: number; created_at: string; author_email: string | null; fields: T }[],
    current: T,
    changes: (fields: T) => FieldChange[],
  ): RevisionEntry[] =>
    rows.map((row, index) => ({
      id: row.id,
      createdAt: row.created_at,
      author: row.author_email,
      summary: revisionSummary(rows[index + 1]?.fields ?? null, row.fields, options),
      restoring: () => revisionSummary(current, row.fields, options),
      changes: () => changes(row.fields),
    }));
  if (subject.kind === 'article') {
    const { current, revisions } = unwrapResult(
      await loadArticleHistory({ data: { id: subject.id } }),
    );
    return entries(revisions, current, (fields) => diffArticleRevision(fields, current));
  }
  const { current, revisions } = unwrapResult(
    await loadProductHistory({ data: { id: subject.id } }),
  );
  const names = subject.categoryName ?? noName;
  return entries(revisions, current, (fields) => diffProductRevision(fields, current, names));
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
    mutationFn: async (entry: RevisionEntry) => {
      if (subject.version === null) throw new Error('Version inconnue : rechargez la page.');
      const data = { id: subject.id, revisionId: entry.id, version: subject.version };
      const call = subject.kind === 'article' ? restoreArticleVersion : restoreProductVersion;
      return unwrapResult(await call({ data }));
    },
    onSuccess: async (_saved, entry) => {
      // What came back, said once: the date of the version and what it changed (issue 36 §3).
      toast.success(`Version du ${formatRevisionDate(entry.createdAt)} restaurée.`, {
        description: entry.restoring(),
      });
      await subject.onRestored();
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  return { list, restore };
}
