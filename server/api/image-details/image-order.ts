/**
 * PUT …/{id}/images (issue 24, docs/decisions/023): the gallery order, the main image and each
 * image's alt text and focal point, checked against the item's own current images.
 */
import {
  type ImageDetail,
  type ImagesUpdateBody,
  mainAltMessage,
  missingMainAlt,
} from '#domain/image-details.ts';
import { ApiError } from '../plumbing/errors.ts';

export interface CurrentImages {
  main: string | null;
  gallery: readonly string[];
  /** Every path the item names (a product's thumbnail too). */
  all: readonly (string | null)[];
}

/** What the write stores: the new order and main image, and the details of those images only. */
export interface ImagesWrite {
  main: string | null;
  gallery: string[];
  details: ImageDetail[];
}

/** 422 with a French message per field when the body names images the item does not have. */
export function checkImagesUpdate(current: CurrentImages, body: ImagesUpdateBody): ImagesWrite {
  const fields: Record<string, string> = {};
  const allowed = new Set(current.all.filter((path): path is string => path !== null));
  const seen = new Set<string>();
  body.gallery.forEach((entry, index) => {
    if (!allowed.has(entry.path)) fields[`gallery.${index}.path`] = 'image inconnue de cet élément';
    else if (seen.has(entry.path)) fields[`gallery.${index}.path`] = 'image en double';
    seen.add(entry.path);
  });
  if (current.gallery.some((path) => !seen.has(path))) {
    fields.gallery ??=
      'la galerie doit garder toutes ses images (retirez-les depuis le formulaire)';
  }
  if (body.main === null && body.gallery.length > 0) {
    fields.main = 'choisissez l’image principale';
  } else if (body.main !== null && !seen.has(body.main)) {
    fields.main = 'doit être une des images de la galerie';
  }
  const missingAlt = missingMainAlt(body.main, body.gallery);
  if (missingAlt >= 0) fields[`gallery.${missingAlt}.alt`] = mainAltMessage;
  const [first] = Object.entries(fields);
  if (first) {
    throw new ApiError(422, 'validation_failed', `Données invalides — ${first[0]} : ${first[1]}`, {
      fields,
    });
  }
  return {
    main: body.main,
    gallery: body.gallery.map((entry) => entry.path),
    details: body.gallery.map(({ path, alt, focal }) => ({ path, alt, focal })),
  };
}
