import type { AdminArticleSort } from './admin-article-search.ts';
/** SPEC §2 "Article list": the status badge of each row. */
export type StatusBadge = {
  label: 'Brouillon' | 'Publié' | 'Archivé';
  tone: 'yellow' | 'green' | 'grey';
};

/** The badge for an article's `statut`; anything unknown or missing reads as a draft (SPEC §2). */
export function statusBadge(statut: string | null | undefined): StatusBadge {
  if (statut === 'publie') return { label: 'Publié', tone: 'green' };
  if (statut === 'archive') return { label: 'Archivé', tone: 'grey' };
  return { label: 'Brouillon', tone: 'yellow' };
}

/**
 * SPEC §4 "Publish toggle": a published article goes back to draft; anything else is published,
 * and `publie_le` is set only when it is empty, so a re-publication keeps its first date.
 */
export function toggledStatus(
  article: { statut: string | null; publie_le: string | null },
  now: Date = new Date(),
): { statut: 'publie' | 'brouillon'; publie_le?: string } {
  if (article.statut === 'publie') return { statut: 'brouillon' };
  if (article.publie_le?.trim()) return { statut: 'publie' };
  return { statut: 'publie', publie_le: now.toISOString() };
}

export interface AdminArticleSortOption {
  value: AdminArticleSort;
  label: string;
  sortBy: 'cree_le' | 'publie_le' | 'titre';
  sortOrder: 'asc' | 'desc';
}

const defaultSort: AdminArticleSortOption = {
  value: 'recent',
  label: 'Plus récent',
  sortBy: 'cree_le',
  sortOrder: 'desc',
};

/** SPEC §2: the six sorts of the admin list, in menu order; the first is the default. */
export const adminArticleSorts: readonly AdminArticleSortOption[] = [
  defaultSort,
  { value: 'oldest', label: 'Plus ancien', sortBy: 'cree_le', sortOrder: 'asc' },
  {
    value: 'published-recent',
    label: 'Publié récemment',
    sortBy: 'publie_le',
    sortOrder: 'desc',
  },
  {
    value: 'published-oldest',
    label: 'Publié anciennement',
    sortBy: 'publie_le',
    sortOrder: 'asc',
  },
  { value: 'title-asc', label: 'Titre A-Z', sortBy: 'titre', sortOrder: 'asc' },
  { value: 'title-desc', label: 'Titre Z-A', sortBy: 'titre', sortOrder: 'desc' },
];

/** The API sort for a value (the default when unknown). */
export function adminArticleSort(value: AdminArticleSort): AdminArticleSortOption {
  return adminArticleSorts.find((sort) => sort.value === value) ?? defaultSort;
}

// SPEC §2: admin dates are shown to the minute, in the company's time zone (Tunisia).
const adminDateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Tunis',
});

/** "22 nov. 2026, 14:05"; a missing or unparsable date reads "Date inconnue". */
export function formatAdminDate(iso: string | null | undefined): string {
  if (!iso?.trim()) return 'Date inconnue';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Date inconnue';
  return adminDateFormat.format(date);
}
