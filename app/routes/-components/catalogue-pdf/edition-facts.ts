import { formatFileSize } from '#domain/file-size.ts';

export { formatFileSize };
/** What the /catalogue page says about the current PDF edition (pure, for the page and tests). */
export interface CatalogueEdition {
  generatedAt: string;
  pageCount: number;
  sizeBytes: number;
}

export const cataloguePdfPath = '/catalogue.pdf';
export const cataloguePdfDownloadPath = '/catalogue.pdf?download=1';
export const cataloguePdfFileName = 'catalogue-mediconfort.pdf';

const editionDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Tunis',
});

/** "Mis à jour le 22 novembre 2026 à 14:05 · 16 pages · 470 Ko"; null when unknown. */
export function editionLabel(edition: CatalogueEdition | null): string | null {
  if (!edition) return null;
  const date = new Date(edition.generatedAt);
  if (Number.isNaN(date.getTime())) return null;
  const pages = `${edition.pageCount} page${edition.pageCount > 1 ? 's' : ''}`;
  return `Mis à jour le ${editionDate.format(date)} · ${pages} · ${formatFileSize(edition.sizeBytes)}`;
}
