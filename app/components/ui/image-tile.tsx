import { usePreviewUrl } from './use-preview-url';

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
