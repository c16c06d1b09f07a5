import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { clampFocal, type Focal } from '#domain/image-details.ts';

const arrowSteps: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The focal point of one image (issue 24): a click on the picture puts it there, the arrow keys
 * move it by 5 % (1 % with Shift). The marker shows it; the label says where it is.
 */
export function FocalPointPicker({
  src,
  focal,
  label,
  onChange,
}: {
  src: string;
  focal: Focal;
  /** Which image, e.g. "image 2". */
  label: string;
  onChange: (focal: Focal) => void;
}) {
  const image = useRef<HTMLImageElement>(null);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no position: the arrows move the point instead.
    const box = image.current?.getBoundingClientRect();
    if (event.detail === 0 || !box || box.width === 0 || box.height === 0) return;
    onChange(
      clampFocal(
        ((event.clientX - box.left) / box.width) * 100,
        ((event.clientY - box.top) / box.height) * 100,
      ),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowSteps[event.key];
    if (!step) return;
    event.preventDefault();
    const size = event.shiftKey ? 1 : 5;
    onChange(clampFocal(focal.x + step[0] * size, focal.y + step[1] * size));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      onKeyDown={onKeyDown}
      aria-label={`Point focal de l’${label} : ${focal.x} % depuis la gauche, ${focal.y} % depuis le haut. Cliquez sur l’image ou utilisez les flèches pour le déplacer.`}
      className="relative block w-full cursor-crosshair overflow-hidden rounded-md border border-slate-200 bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      <span className="relative mx-auto block w-fit">
        <img
          ref={image}
          src={src}
          alt=""
          draggable={false}
          className="block max-h-48 w-auto max-w-full"
        />
        <span
          aria-hidden="true"
          data-testid="focal-marker"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-teal-600/70 shadow ring-2 ring-teal-900/60"
        />
      </span>
    </button>
  );
}
