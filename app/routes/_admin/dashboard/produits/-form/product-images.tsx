import { useRouteContext } from '@tanstack/react-router';
import { ImageFileField } from '#app/components/admin/image-file-field.tsx';
import {
  imageGridClass,
  PendingGalleryItems,
  PendingImageTile,
  SavedGalleryItems,
} from '#app/components/ui/image-tile.tsx';
import { fileKey } from '#app/components/ui/use-preview-url.ts';
import { imageUrl } from '#domain/image-url.ts';

/** Several new images, previewed and removable before anything is sent. */
export function NewImagesPicker({
  label,
  files,
  onAdd,
  onRemove,
}: {
  label: string;
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div>
      <ImageFileField
        label={label}
        multiple
        hint="Les images sont envoyées à l'enregistrement."
        onImages={onAdd}
      />
      {files.length > 0 ? (
        <ul aria-label={`${label} à envoyer`} className={imageGridClass}>
          <PendingGalleryItems files={files} onRemove={onRemove} />
        </ul>
      ) : null}
    </div>
  );
}

/**
 * SPEC §2 edit form: an optional new main image (one file). The current one is shown beside it
 * only when it is not in the gallery, where it is marked instead (issue 20 point 11).
 */
export function MainImagePicker({
  file,
  current,
  imagesBase,
  onChoose,
}: {
  file: File | null;
  current: string | null;
  imagesBase: string;
  onChoose: (file: File | null) => void;
}) {
  return (
    <div>
      <ImageFileField label="Nouvelle image principale" onImages={([image]) => onChoose(image)} />
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {current ? (
          <figure className="w-40">
            <img
              src={imageUrl(current, imagesBase)}
              alt=""
              width={160}
              height={120}
              className="aspect-4/3 w-full rounded-lg border border-slate-200 object-cover"
            />
            <figcaption className="mt-1 text-slate-500 text-xs">
              Image principale actuelle
            </figcaption>
          </figure>
        ) : null}
        {file ? (
          <div className="w-56">
            <PendingImageTile
              key={fileKey(file)}
              file={file}
              alt="Nouvelle image principale"
              tag="En attente"
              removeLabel="Retirer la nouvelle image principale"
              onRemove={() => onChoose(null)}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** SPEC §2 edit form: the existing gallery, each image removable ("Retirer") until saved. */
export function ExistingGallery({
  paths,
  mainPath,
  imagesBase,
  onRemove,
}: {
  paths: readonly string[];
  mainPath: string | null;
  imagesBase: string;
  onRemove: (index: number) => void;
}) {
  return (
    <div>
      <h3 className="font-medium text-slate-800 text-sm">Galerie actuelle</h3>
      {paths.length === 0 ? (
        <p className="mt-1 text-slate-500 text-sm">Aucune image dans la galerie.</p>
      ) : (
        <ul aria-label="Galerie actuelle" className={imageGridClass}>
          <SavedGalleryItems
            paths={paths}
            mainPath={mainPath}
            imagesBase={imagesBase}
            onRemove={onRemove}
          />
        </ul>
      )}
    </div>
  );
}

/**
 * Issue 24 "Dupliquer": the copied product's stored images, shared by path until removed here
 * (the first is the main image); nothing is uploaded again.
 */
export function SharedImages({
  paths,
  onRemove,
}: {
  paths: readonly string[];
  onRemove: (index: number) => void;
}) {
  const { imagesBase } = useRouteContext({ from: '/_admin' });
  return (
    <div>
      <h3 className="font-medium text-slate-800 text-sm">Images du produit copié</h3>
      <ul aria-label="Images du produit copié" className={imageGridClass}>
        <SavedGalleryItems
          paths={paths}
          mainPath={paths[0] ?? null}
          imagesBase={imagesBase}
          onRemove={onRemove}
        />
      </ul>
    </div>
  );
}
