/**
 * What staff see above an article visitors cannot (issue 20): the banner of its real public URL.
 * `null`: the article is public, no banner.
 */
export function previewBanner(
  statut: string | null | undefined,
  publishedAt: string | null | undefined,
  now: Date,
): string | null {
  if (statut === 'brouillon') return 'Brouillon — non publié';
  if (statut === 'archive') return 'Archivé — non publié';
  if (statut === 'publie') {
    const at = publishedAt ? Date.parse(publishedAt) : Number.NaN;
    return at > now.getTime() ? 'Programmé — non publié' : null;
  }
  return 'Non publié';
}
