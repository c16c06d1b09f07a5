import { useId } from 'react';
import { toast } from 'sonner';
import { splitImages } from '../ui/use-preview-url';

const fileInputClass =
  'mt-1 block w-full text-slate-700 text-sm file:mr-4 file:rounded-md file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-medium file:text-teal-800 hover:file:bg-teal-100';

/**
 * A labelled file input for images. SPEC §5: image files only; anything else is named back in a
 * toast and left out. `onImages` hears only a non-empty choice.
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
  return (
    <>
      <label htmlFor={id} className="block font-medium text-slate-800 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={fileInputClass}
        onChange={(event) => {
          const input = event.currentTarget;
          const { images, rejected } = splitImages(input.files);
          input.value = '';
          if (rejected.length > 0) {
            toast.error(`Seules les images sont acceptées : ${rejected.join(', ')} ignoré(s).`);
          }
          const [first, ...rest] = images;
          if (first) onImages([first, ...rest]);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-slate-500 text-xs">
          {hint}
        </p>
      ) : null}
    </>
  );
}
