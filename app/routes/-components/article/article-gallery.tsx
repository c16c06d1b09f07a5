import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { imageSrcSet } from '#domain/image-url.ts';

const navClass =
  'rounded-full bg-white/90 px-4 py-2 font-medium text-slate-900 text-sm hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-400';

/**
 * SPEC §2 public article page: gallery thumbnails opening a lightbox. The native <dialog>
 * gives focus trapping and Escape for free; arrows step through the images.
 */
export function ArticleGallery({
  images,
  meta = [],
  title,
}: {
  images: string[];
  /** Alt text and crop position per image (issue 24), in the same order. */
  meta?: readonly { alt: string; position: string }[];
  title: string;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  if (images.length === 0) return null;
  const step = (delta: number) =>
    setIndex((current) =>
      current === null ? null : (current + delta + images.length) % images.length,
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  const current = index === null ? undefined : images[index];

  return (
    <section className="mt-12">
      <h2 className="font-bold text-2xl text-slate-900">Galerie d'images</h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              aria-label={`Agrandir l’image ${i + 1}`}
              onClick={() => setIndex(i)}
              className="block aspect-square w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
            >
              <img
                src={src}
                srcSet={imageSrcSet(src)}
                sizes="(min-width: 768px) 240px, (min-width: 640px) 33vw, 50vw"
                alt=""
                loading="lazy"
                style={{ objectPosition: meta[i]?.position }}
                className="h-full w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={`${title} : image ${(index ?? 0) + 1} sur ${images.length}`}
        onClose={() => setIndex(null)}
        onKeyDown={onKeyDown}
        className="m-auto max-h-[95vh] max-w-5xl bg-transparent p-0 backdrop:bg-slate-950/85"
      >
        {current ? (
          <div className="flex flex-col items-center gap-4 p-4">
            <img
              src={current}
              alt={meta[index ?? 0]?.alt || `${title} (${(index ?? 0) + 1}/${images.length})`}
              className="max-h-[75vh] max-w-full rounded-xl object-contain"
            />
            <div className="flex gap-3">
              <button type="button" className={navClass} onClick={() => step(-1)}>
                Précédent
              </button>
              <button type="button" className={navClass} onClick={() => step(1)}>
                Suivant
              </button>
              <button type="button" className={navClass} onClick={() => setIndex(null)}>
                Fermer
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </section>
  );
}
