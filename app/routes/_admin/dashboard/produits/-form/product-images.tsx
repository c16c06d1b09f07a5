import { useId } from 'react';
import { toast } from 'sonner';
import { ImageTile, PendingImageTile } from '../../../../../components/ui/image-tile';
import { fileKey, splitImages } from '../../../../../components/ui/use-preview-url';
import { imageUrl } from '../../../../../lib/image-url';

const fileInputClass =
  'mt-1 block w-full text-slate-700 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-medium file:text-teal-800 hover:file:bg-teal-100';
const gridClass = 'mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** SPEC §5: image files only; anything else is named back in a toast and left out. */
function chooseImages(input: HTMLInputElement): File[] {
  const { images, rejected } = splitImages(input.files);
  input.value = '';
  if (rejected.length > 0) {
    toast.error(`Seules les images sont acceptées : ${rejected.join(', ')} ignoré(s).`);
  }
  return images;
}

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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${id}-hint`}
        className={fileInputClass}
        onChange={(event) => {
          const images = chooseImages(event.currentTarget);
          if (images.length > 0) onAdd(images);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-slate-500 text-xs">
        Les images sont envoyées à l'enregistrement.
      </p>
      {files.length > 0 ? (
        <ul aria-label={`${label} à envoyer`} className={gridClass}>
          {files.map((file, index) => (
            <li key={fileKey(file)}>
              <PendingImageTile
                file={file}
                alt={file.name}
                tag="En attente"
                removeLabel={`Retirer ${file.name}`}
                onRemove={() => onRemove(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** SPEC §2 edit form: an optional new main image (one file), the current one shown beside it. */
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
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        Nouvelle image principale
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className={fileInputClass}
        onChange={(event) => {
          const [image] = chooseImages(event.currentTarget);
          if (image) onChoose(image);
        }}
      />
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
  imagesBase,
  onRemove,
}: {
  paths: readonly string[];
  imagesBase: string;
  onRemove: (index: number) => void;
}) {
  return (
    <div>
      <h3 className="font-medium text-slate-800 text-sm">Galerie actuelle</h3>
      {paths.length === 0 ? (
        <p className="mt-1 text-slate-500 text-sm">Aucune image dans la galerie.</p>
      ) : (
        <ul aria-label="Galerie actuelle" className={gridClass}>
          {paths.map((path, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may hold the same path twice
            <li key={`${index}-${path}`}>
              <ImageTile
                src={imageUrl(path, imagesBase)}
                alt={`Image ${index + 1} de la galerie`}
                tag="Existant"
                pending={false}
                removeLabel={`Retirer l'image ${index + 1} de la galerie`}
                onRemove={() => onRemove(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
