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
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "470 Ko", "1,2 Mo" (French units, 1 Ko = 1,024 bytes as file managers show them). */
export function formatFileSize(bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${Math.max(1, Math.round(kilobytes))} Ko`;
  return `${oneDecimal.format(kilobytes / 1024)} Mo`;
}

/** "Mis à jour le 22 novembre 2026 à 14:05 · 16 pages · 470 Ko"; null when unknown. */
export function editionLabel(edition: CatalogueEdition | null): string | null {
  if (!edition) return null;
  const date = new Date(edition.generatedAt);
  if (Number.isNaN(date.getTime())) return null;
  const pages = `${edition.pageCount} page${edition.pageCount > 1 ? 's' : ''}`;
  return `Mis à jour le ${editionDate.format(date)} · ${pages} · ${formatFileSize(edition.sizeBytes)}`;
}
