/**
 * Per-image details of products and articles (issue 24, docs/decisions/023): the alternative
 * text and the focal point of each image, the gallery order and the main image. The same rules
 * run in the edit form (browser) and the API.
 */
import * as v from 'valibot';

export const altMaxLength = 250;
export const galleryMaxImages = 50;

/** A focal point in percent of the width and height: where a cropped image stays centred. */
export interface Focal {
  x: number;
  y: number;
}

export const centreFocal: Focal = { x: 50, y: 50 };

const Percent = v.pipe(
  v.number('doit être un nombre'),
  v.minValue(0, 'doit être compris entre 0 et 100'),
  v.maxValue(100, 'doit être compris entre 0 et 100'),
);

const ImagePath = v.pipe(
  v.string('doit être un chemin d’image'),
  v.minLength(1, 'doit être un chemin d’image'),
  v.maxLength(500, 'chemin trop long'),
);

export const ImageDetailSchema = v.object({
  path: ImagePath,
  alt: v.pipe(
    v.string('doit être un texte'),
    v.trim(),
    v.maxLength(altMaxLength, `${altMaxLength} caractères au plus`),
    v.check((alt) => !alt.includes('\u0000'), 'le caractère nul (\\u0000) n’est pas accepté'),
  ),
  focal: v.object({ x: Percent, y: Percent }),
});
export type ImageDetail = v.InferOutput<typeof ImageDetailSchema>;

/**
 * `images_details` as the API answers it (an added field; other servers may omit it, and
 * readers fall back to no alt text and the centre: `imageDetail`).
 */
export const ImagesDetailsField = v.optional(v.array(ImageDetailSchema));

/** PUT /api/crud/{products|articles}/{id}/images. */
export const ImagesUpdateBodySchema = v.strictObject({
  modifie_le: v.pipe(
    v.string('doit être une date ISO 8601'),
    v.isoTimestamp('doit être une date ISO 8601 (ex. 2026-11-22T10:00:00.000Z)'),
  ),
  main: v.nullable(ImagePath),
  gallery: v.pipe(
    v.array(v.strictObject(ImageDetailSchema.entries)),
    v.maxLength(galleryMaxImages, `${galleryMaxImages} images au plus`),
  ),
});
export type ImagesUpdateBody = v.InferOutput<typeof ImagesUpdateBodySchema>;

export const mainAltMessage = 'Texte alternatif obligatoire pour l’image principale.';

/** Clamps a focal point into the image and rounds it to a whole percent. */
export function clampFocal(x: number, y: number): Focal {
  const clamp = (value: number) =>
    Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 50;
  return { x: clamp(x), y: clamp(y) };
}

/** The list with the item at `from` moved to `to` (both clamped into the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(list.length - 1, Math.max(0, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The details kept for a path, or an empty text and the centre. */
export function imageDetail(
  details: readonly ImageDetail[] | undefined,
  path: string | null | undefined,
): { alt: string; focal: Focal } {
  const found = path ? details?.find((detail) => detail.path === path) : undefined;
  return found ? { alt: found.alt, focal: found.focal } : { alt: '', focal: centreFocal };
}

/** CSS `object-position` for a cropped image (object-cover). */
export const objectPosition = (focal: Focal) => `${focal.x}% ${focal.y}%`;

/** The index of the main image's entry when its alt text is blank, else -1. */
export function missingMainAlt(main: string | null, gallery: readonly ImageDetail[]): number {
  if (main === null) return -1;
  const index = gallery.findIndex((entry) => entry.path === main);
  return index >= 0 && (gallery[index]?.alt.trim() ?? '') === '' ? index : -1;
}

/**
 * The editor's list: the main image first when the gallery does not hold it, then the gallery,
 * each once, with its details.
 */
export function editableImages(
  main: string | null,
  gallery: readonly string[],
  details: readonly ImageDetail[] | undefined,
): ImageDetail[] {
  const paths = [...new Set([...(main && !gallery.includes(main) ? [main] : []), ...gallery])];
  return paths.map((path) => ({ path, ...imageDetail(details, path) }));
}
