import { useEffect, useId, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import type { ImagesOwnerKind } from '#server/functions/image-details.functions.ts';
import { ImageDetailsItem } from './image-details-item.tsx';
import { useImageDetails } from './use-image-details.ts';

/**
 * Issue 24: the saved images of a product or an article — order (drag, or "Monter" /
 * "Descendre"), main image, alt text and focal point — saved on their own (PUT …/images).
 * While the form above has unsaved changes, it waits: both save the same item's version. Closed
 * until asked for, so the form shows each image once and nothing more is loaded meanwhile.
 */
export function ImageDetailsPanel(props: PanelProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section
      aria-labelledby={`${bodyId}-heading`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${bodyId}-heading`} className="font-semibold text-lg text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center justify-between gap-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          Ordre des images et textes alternatifs
          <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="space-y-4">
          <PanelBody {...props} />
        </div>
      ) : null}
    </section>
  );
}

interface PanelProps {
  kind: ImagesOwnerKind;
  id: number;
  /** The form has unsaved changes (or is saving): save them first. */
  blocked: boolean;
  /** The item's saved version as the form knows it: when it moves on, the images are reloaded. */
  version: string | null;
  /** The images were saved: the form reloads the item (its version changed). */
  onSaved: () => void;
}

function PanelBody({ kind, id, blocked, version, onSaved }: PanelProps) {
  const groupName = useId();
  const panel = useImageDetails(kind, id, version, onSaved);
  const { query, current, moved } = panel;
  const list = useRef<HTMLOListElement>(null);
  // Redrawing the list may take the moved image's button out and back in: focus it again.
  useEffect(() => {
    if (!moved) return;
    const item = list.current?.querySelector(`li[data-path="${CSS.escape(moved.path)}"]`);
    item?.querySelector<HTMLButtonElement>(`button[data-move="${moved.button}"]`)?.focus();
  }, [moved]);
  return (
    <>
      <p className="text-slate-600 text-sm">
        Glissez les images (ou utilisez « Monter » et « Descendre ») pour choisir leur ordre,
        choisissez l’image principale et cliquez sur une image pour placer son point focal : il
        reste visible quand l’image est recadrée.
      </p>
      <p aria-live="polite" className="sr-only">
        {panel.announcement}
      </p>
      {query.isPending ? (
        <p className="text-slate-500 text-sm">Chargement des images…</p>
      ) : query.isError || !current || !query.data ? (
        <div className="space-y-2">
          <FormAlert>Impossible de charger les images.</FormAlert>
          <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
            Réessayer
          </button>
        </div>
      ) : current.images.length === 0 ? (
        <p className="text-slate-500 text-sm">Aucune image enregistrée pour le moment.</p>
      ) : (
        <>
          <ol
            ref={list}
            aria-label="Ordre des images"
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {current.images.map((image, index) => (
              <ImageDetailsItem
                key={image.path}
                image={image}
                index={index}
                count={current.images.length}
                isMain={image.path === current.main}
                imagesBase={query.data.imagesBase}
                altError={panel.fieldErrors[`gallery.${index}.alt`]}
                groupName={groupName}
                actions={panel.actions}
              />
            ))}
          </ol>
          <FormAlert>{panel.errorMessage}</FormAlert>
          {panel.notice ? (
            <p role="status" className="text-sm text-teal-800">
              {panel.notice}
            </p>
          ) : null}
          {blocked ? (
            <p className="text-amber-800 text-sm">
              Enregistrez d’abord les autres modifications du formulaire.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={blocked || panel.saving || !panel.dirty}
              onClick={panel.submit}
            >
              {panel.saving ? 'Enregistrement des images…' : 'Valider les images'}
            </button>
            {panel.stale || panel.dirty ? (
              <button
                type="button"
                className={secondaryButton}
                disabled={panel.saving}
                onClick={() => void panel.reload()}
              >
                {panel.stale ? 'Recharger les images' : 'Rétablir les images'}
              </button>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
