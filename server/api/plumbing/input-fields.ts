import * as v from 'valibot';
import { isSafeImagePath } from '#server/storage/image-storage.ts';

const integerText = (message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

/** `page` ≥ 1 (page=0 is an error, not a silent fallback). */
export const PageParam = v.optional(
  v.pipe(
    integerText('doit être un entier positif'),
    v.minValue(1, 'doit être supérieur ou égal à 1'),
  ),
  '1',
);

/** `limit` ≥ 1, capped at `max` so a huge value cannot exhaust the server. */
export const limitParam = (fallback: number, max: number) =>
  v.optional(
    v.pipe(
      integerText('doit être un entier positif'),
      v.minValue(1, 'doit être supérieur ou égal à 1'),
      v.transform((limit) => Math.min(limit, max)),
    ),
    String(fallback),
  );

export const SearchParam = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(200, '200 caractères au maximum'),
    // Searches send their words to the database, never the raw text: refused here, not there.
    v.check((text) => !text.includes('\u0000'), 'le caractère nul (\\u0000) n’est pas accepté'),
  ),
);

export const BooleanParam = v.optional(
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], 'doit valoir true ou false'),
    v.transform((value) => value === 'true' || value === '1'),
  ),
);

export const IdParam = v.optional(
  v.pipe(
    integerText('doit être un identifiant numérique'),
    v.minValue(1, 'doit être un identifiant numérique'),
  ),
);

/** A row id in a JSON body: a positive PostgreSQL integer (larger would be a database error). */
export const RowId = v.pipe(
  v.number('doit être un identifiant'),
  v.integer('doit être un identifiant'),
  v.minValue(1, 'doit être un identifiant'),
  v.maxValue(2_147_483_647, 'doit être un identifiant'),
);

/**
 * Line breaks as `\n`: a browser sends a text area's lines as `\r\n` in a multipart form, and
 * storing them so would make a save of unchanged text a change (issue 36 §4).
 */
const oneLineBreak = (value: string) => value.replace(/\r\n?/g, '\n');

/** A required, trimmed, non-empty text. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string('doit être du texte'),
    v.trim(),
    v.transform(oneLineBreak),
    v.minLength(1, 'est obligatoire'),
    v.maxLength(max, `${max} caractères au maximum`),
  );

/** An optional text: blank or null becomes null. */
export const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string('doit être du texte')),
      v.transform((value) =>
        value === null || value.trim() === '' ? null : oneLineBreak(value.trim()),
      ),
      v.nullable(v.pipe(v.string(), v.maxLength(max, `${max} caractères au maximum`))),
    ),
  );

/** A stored image path (relative, safe) or an absolute http(s) URL. */
export const ImageRef = v.pipe(
  v.string('doit être un chemin d’image'),
  v.trim(),
  v.check(
    (value) => isSafeImagePath(value) || /^https?:\/\/[^\s]{1,2000}$/i.test(value),
    'doit être un chemin d’image relatif ou une URL http(s)',
  ),
);

export const OptionalImageRef = v.optional(
  v.pipe(
    v.nullable(v.string('doit être un chemin d’image')),
    v.transform((value) => (value === null || value.trim() === '' ? null : value)),
    v.nullable(ImageRef),
  ),
);

/** SPEC §3: a list of image paths, or the JSON text of such a list. Always stored as a list. */
export const Gallery = v.pipe(
  v.union([v.array(v.unknown()), v.string()], 'doit être une liste de chemins d’images'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (Array.isArray(dataset.value)) return dataset.value;
    const text = dataset.value.trim();
    if (text === '') return [];
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // reported below
    }
    addIssue({ message: 'doit être une liste JSON de chemins d’images' });
    return NEVER;
  }),
  v.array(ImageRef, 'doit être une liste de chemins d’images'),
  v.maxLength(50, '50 images au maximum'),
);

/** A price in the shop's currency: ≥ 0, at most 2 decimals; null means "on request". */
export const Price = v.nullable(
  v.pipe(
    v.number('doit être un nombre'),
    v.finite('doit être un nombre'),
    v.minValue(0, 'ne peut pas être négatif'),
    v.maxValue(10_000_000, 'est trop élevé'),
    v.check(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      '2 décimales au maximum',
    ),
  ),
);

/** Multipart/text form of a price: "12.50", "12,50" or "" (no price). */
export const PriceText = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || /^\d{1,8}([.,]\d{1,2})?$/.test(value),
    'doit être un prix positif (2 décimales au maximum)',
  ),
  v.transform((value) => (value === '' ? null : Number(value.replace(',', '.')))),
);

export const BooleanText = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'on', 'off'], 'doit valoir "true" ou "false"'),
  v.transform((value) => value === 'true' || value === '1' || value === 'on'),
);

export const SlugInput = v.optional(
  v.pipe(
    v.nullable(v.string('doit être du texte')),
    v.transform((value) => value ?? ''),
  ),
);
