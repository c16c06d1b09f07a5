import { useId, useState } from 'react';
import { toast } from 'sonner';
import { prepareImage } from '#app/lib/prepare-image.ts';
import { splitImages } from '../ui/use-preview-url.ts';

const fileInputClass =
  'mt-1 block w-full text-slate-700 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-medium file:text-teal-800 hover:file:bg-teal-100';

/** The chosen images checked, converted and shrunk (issue 20 point 10), with what was refused. */
async function prepareAll(images: readonly File[]) {
  const ready: File[] = [];
  const refused: string[] = [];
  for (const image of images) {
    const prepared = await prepareImage(image);
    if ('file' in prepared) ready.push(prepared.file);
    else refused.push(prepared.error);
  }
  return { ready, refused };
}

/**
 * A labelled file input for images. SPEC §5: image files only; anything else is named back in a
 * toast and left out. Each photo is checked, converted and shrunk as it is chosen (issue 20
 * point 10): what cannot be sent is said under the field at once. `onImages` hears only a
 * non-empty choice.
 */
export function ImageFileField({
  label,
  multiple = false,
  hint,
  onImages,
}: {
  label: string;
  multiple?: boolean;
  hint?: string;
  onImages: (images: [File, ...File[]]) => void;
}) {
  const id = useId();
  const [preparing, setPreparing] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const describedBy = [hint ? `${id}-hint` : '', refused.length > 0 ? `${id}-refused` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*,.heic,.heif"
        multiple={multiple}
        aria-describedby={describedBy || undefined}
        aria-invalid={refused.length > 0 || undefined}
        className={fileInputClass}
        onChange={async (event) => {
          const input = event.currentTarget;
          const { images, rejected } = splitImages(input.files);
          input.value = '';
          if (rejected.length > 0) {
            toast.error(`Seules les images sont acceptées : ${rejected.join(', ')} ignoré(s).`);
          }
          setRefused([]);
          if (images.length === 0) return;
          setPreparing(true);
          const { ready, refused: messages } = await prepareAll(images);
          setPreparing(false);
          setRefused(messages);
          const [first, ...rest] = ready;
          if (first) onImages([first, ...rest]);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
      <p aria-live="polite" className="text-slate-600 text-xs empty:hidden">
        {preparing ? 'Préparation des images…' : ''}
      </p>
      {refused.length > 0 ? (
        <div id={`${id}-refused`} role="alert" className="mt-1 text-red-700 text-sm">
          {refused.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be refused twice
            <p key={index}>{message}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}
