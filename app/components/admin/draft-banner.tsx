import { formatAdminDate } from '#domain/article-status.ts';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';

/**
 * Issue 7: a copy of this form left unsaved (crash, closed tab) is offered back, never forced.
 * Issue 20 point 3: the article and product forms share it, with the images the copy holds.
 */
export function DraftBanner({
  savedAt,
  stale,
  staleNote = "L'article a été enregistré depuis : la restaurer puis l'enregistrer vous sera signalé comme un conflit.",
  images = 0,
  onRestore,
  onDismiss,
}: {
  savedAt: string;
  /** The article was saved again since this copy was taken. */
  stale: boolean;
  /** Said when `stale`. */
  staleNote?: string;
  /** How many picked images the copy holds. */
  images?: number;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label="Brouillon local"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">Modifications non enregistrées retrouvées</p>
        <p className="text-sm">
          Une version de ce formulaire non enregistrée du {formatAdminDate(savedAt)} a été conservée
          dans ce navigateur
          {images > 0 ? `, avec ${images} image(s) choisie(s) à envoyer` : ''}.
          {stale ? ` ${staleNote}` : ''}
        </p>
      </div>
      <div className="flex shrink-0 gap-3">
        <button type="button" className={secondaryButton} onClick={onDismiss}>
          Ignorer
        </button>
        <button type="button" className={primaryButton} onClick={onRestore}>
          Restaurer
        </button>
      </div>
    </section>
  );
}
