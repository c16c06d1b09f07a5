import { imageUrl } from '#domain/image-url.ts';
import { fileKey, usePreviewUrl } from './use-preview-url.ts';

/** One image of the pickers: preview, its tag ("Existant", "En attente"…) and a remove button. */
export function ImageTile({
  src,
  alt,
  tag,
  pending,
  removeLabel,
  onRemove,
  large = false,
}: {
  src: string;
  alt: string;
  tag: string;
  pending: boolean;
  removeLabel: string;
  onRemove: () => void;
  large?: boolean;
}) {
  return (
    <figure className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={large ? 480 : 200}
          height={large ? 320 : 150}
          className={`${large ? 'aspect-3/2' : 'aspect-4/3'} w-full object-cover`}
        />
      ) : (
        <div
          className={`${large ? 'aspect-3/2' : 'aspect-4/3'} w-full animate-pulse bg-slate-200`}
        />
      )}
      <figcaption className="flex items-center justify-between gap-2 p-2">
        <span
          className={`rounded-full px-2 py-0.5 font-medium text-xs ${pending ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700'}`}
        >
          {tag}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="rounded-md px-2 py-1 font-medium text-red-700 text-xs hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
        >
          Retirer
        </button>
      </figcaption>
    </figure>
  );
}

/** A tile for a file not uploaded yet: its preview URL lives exactly as long as the tile. */
export function PendingImageTile({
  file,
  ...tile
}: { file: File } & Omit<Parameters<typeof ImageTile>[0], 'src' | 'pending'>) {
  const src = usePreviewUrl(file);
  return <ImageTile src={src} pending {...tile} />;
}

/** The grid the image pickers lay their tiles in. */
export const imageGridClass = 'mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/**
 * Gallery images already saved, as list items: "Existant" ("Image principale" for `mainPath`),
 * each removable until saved.
 */
export function SavedGalleryItems({
  paths,
  imagesBase,
  onRemove,
  mainPath = null,
}: {
  paths: readonly string[];
  imagesBase: string;
  onRemove: (index: number) => void;
  mainPath?: string | null;
}) {
  return (
    <>
      {paths.map((path, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may hold the same path twice
        <li key={`existing-${index}-${path}`}>
          <ImageTile
            src={imageUrl(path, imagesBase)}
            alt={`Image ${index + 1} de la galerie`}
            tag={path === mainPath ? 'Image principale' : 'Existant'}
            pending={false}
            removeLabel={`Retirer l'image ${index + 1} de la galerie`}
            onRemove={() => onRemove(index)}
          />
        </li>
      ))}
    </>
  );
}

/** New image files, as list items: "En attente" until the form is saved. */
export function PendingGalleryItems({
  files,
  onRemove,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
}) {
  return (
    <>
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
    </>
  );
}
