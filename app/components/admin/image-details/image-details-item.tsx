import type { DragEvent } from 'react';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { altMaxLength, type Focal, type ImageDetail } from '#domain/image-details.ts';
import { imageUrl } from '#domain/image-url.ts';
import { FocalPointPicker } from './focal-point-picker.tsx';

// aria-disabled, not disabled: the button that moved an image to an end keeps the focus.
const smallButton = `${secondaryButton} min-h-10 px-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`;

export interface ItemActions {
  move: (from: number, to: number) => void;
  setMain: (path: string) => void;
  setAlt: (index: number, alt: string) => void;
  setFocal: (index: number, focal: Focal) => void;
  dragStart: (index: number) => void;
  drop: (index: number) => void;
}

/**
 * One image of the panel: its place (drag handle, "Monter" / "Descendre"), the main-image choice,
 * its alt text and its focal point.
 */
export function ImageDetailsItem({
  image,
  index,
  count,
  isMain,
  imagesBase,
  altError,
  groupName,
  actions,
}: {
  image: ImageDetail;
  index: number;
  count: number;
  isMain: boolean;
  imagesBase: string;
  altError: string | undefined;
  groupName: string;
  actions: ItemActions;
}) {
  const label = `image ${index + 1}`;
  const altId = `${groupName}-alt-${index}`;
  const allowDrop = (event: DragEvent) => event.preventDefault();
  return (
    <li
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(index);
      }}
      data-path={image.path}
      className={`space-y-3 rounded-lg border p-3 ${isMain ? 'border-teal-600 bg-teal-50/40' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {/* A handle for pointers only: "Monter" and "Descendre" are its keyboard equivalents. */}
        <span
          aria-hidden="true"
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            actions.dragStart(index);
          }}
          title="Glisser pour déplacer"
          data-testid="drag-handle"
          className="cursor-grab select-none rounded border border-slate-300 px-2 py-1 text-slate-600 text-sm"
        >
          ⠿ Position {index + 1}
        </span>
        <button
          type="button"
          className={smallButton}
          data-move="up"
          aria-disabled={index === 0}
          aria-label={`Monter l’${label}`}
          onClick={() => actions.move(index, index - 1)}
        >
          Monter
        </button>
        <button
          type="button"
          className={smallButton}
          data-move="down"
          aria-disabled={index === count - 1}
          aria-label={`Descendre l’${label}`}
          onClick={() => actions.move(index, index + 1)}
        >
          Descendre
        </button>
      </div>
      <FocalPointPicker
        src={imageUrl(image.path, imagesBase)}
        focal={image.focal}
        label={label}
        onChange={(focal) => actions.setFocal(index, focal)}
      />
      <label className="flex min-h-10 items-center gap-2 text-slate-800 text-sm">
        <input
          type="radio"
          name={`${groupName}-main`}
          checked={isMain}
          onChange={() => actions.setMain(image.path)}
          className="size-4 accent-teal-700"
        />
        Image principale
      </label>
      <div>
        <label htmlFor={altId} className="block font-medium text-slate-800 text-sm">
          Texte alternatif{isMain ? ' (obligatoire)' : ''}
        </label>
        <input
          id={altId}
          type="text"
          value={image.alt}
          maxLength={altMaxLength}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${altId}-error` : undefined}
          onChange={(event) => actions.setAlt(index, event.target.value)}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        />
        {altError ? (
          <p id={`${altId}-error`} className="mt-1 text-red-700 text-sm">
            {altError}
          </p>
        ) : null}
      </div>
    </li>
  );
}
