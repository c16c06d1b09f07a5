import * as v from 'valibot';
import { ContactStatusSchema } from './contact-status.ts';
import { ImagesDetailsField } from './image-details.ts';
import { RentalTermsSchema } from './rental-terms.schema.ts';

/** Lenient where SPEC §3 says values may arrive in two forms; strict on what the UI relies on. */
const Id = v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]);
const OptionalText = v.optional(v.nullable(v.string()), null);
const DateText = v.optional(v.nullable(v.string()), null);
const Bool = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false', '1', '0', 1, 0]),
    v.transform((value) => value === 'true' || value === '1' || value === 1),
  ),
]);

/** SPEC §3/§5: a list of image paths or its JSON text; entries that are not non-empty strings are dropped. */
export const GalleryField = v.pipe(
  v.optional(v.nullable(v.union([v.array(v.unknown()), v.string()])), null),
  v.transform((value): string[] => {
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value);
      } catch {
        list = [];
      }
    }
    return Array.isArray(list)
      ? list.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      : [];
  }),
);

const Price = v.optional(
  v.nullable(
    v.union([
      v.number(),
      v.pipe(
        v.string(),
        v.transform((text) => (text.trim() === '' ? null : Number(text))),
        v.nullable(v.number()),
      ),
    ]),
  ),
  null,
);

export const CategorySchema = v.object({
  id: Id,
  nom: v.string(),
  slug: v.optional(v.string(), ''),
  position: v.optional(v.number(), 0),
  est_active: v.optional(Bool, true),
  parent_id: v.optional(v.nullable(Id), null),
});
export type Category = v.InferOutput<typeof CategorySchema>;

export const ProductSchema = v.object({
  id: Id,
  titre: v.string(),
  slug: v.optional(v.string(), ''),
  reference: OptionalText,
  description: OptionalText,
  description_html: OptionalText,
  seo_description: OptionalText,
  description_courte: OptionalText,
  categorie_id: v.optional(v.nullable(Id), null),
  categorie_nom: OptionalText,
  sous_categorie_nom: OptionalText,
  prix: Price,
  devise: v.optional(v.nullable(v.string()), 'EUR'),
  image: OptionalText,
  image_miniature: OptionalText,
  galerie_json: GalleryField,
  /** Alt text and focal point per image (issue 24, our added field; others may omit it). */
  images_details: ImagesDetailsField,
  /** Label → value pairs (issue 37 §2, our added field): a server without them reads as none. */
  caracteristiques: v.fallback(v.array(v.object({ libelle: v.string(), valeur: v.string() })), []),
  /** Rental terms (issue 39, our added field): null or absent when the product is not rented. */
  location: v.fallback(v.nullable(RentalTermsSchema), null),
  est_actif: v.optional(Bool, true),
  /** The version an editor saves against (docs/decisions/002); other servers may omit it. */
  modifie_le: v.optional(v.nullable(v.string())),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const ArticleSchema = v.object({
  id: Id,
  titre: v.string(),
  slug: v.string(),
  nom_auteur: OptionalText,
  image_miniature: OptionalText,
  galerie_json: GalleryField,
  images_details: ImagesDetailsField,
  extrait: OptionalText,
  contenu_html: v.optional(v.nullable(v.string()), ''),
  statut: v.optional(v.nullable(v.string()), 'brouillon'),
  publie_le: DateText,
  cree_le: DateText,
  modifie_le: DateText,
  seo_titre: OptionalText,
  seo_description: OptionalText,
});
export type Article = v.InferOutput<typeof ArticleSchema>;

/** `{ rows, total }`; a server that omits total gets rows.length (SPEC: categories "reads rows"). */
export const listOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.pipe(
    v.object({ rows: v.array(item), total: v.optional(v.number()) }),
    v.transform(({ rows, total }) => ({ rows, total: total ?? rows.length })),
  );

export const LoginResponseSchema = v.object({ token: v.string(), refreshToken: v.string() });
/** SPEC §7 reads `token`; our API also rotates the refresh token. */
export const RefreshResponseSchema = v.object({
  token: v.string(),
  refreshToken: v.optional(v.string()),
});
export const UploadResponseSchema = v.object({ images: v.array(v.string()) });

/** A request sent from /contact, as the admin list reads it (docs/decisions/006). */
export const ContactRequestSchema = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: OptionalText,
  subject: v.string(),
  department: OptionalText,
  message: v.string(),
  urgent: v.optional(Bool, false),
  traite: v.optional(Bool, false),
  cree_le: DateText,
  traite_le: DateText,
  // Issue 36 §8: the follow-up (an older API without it reads as a new request nobody has).
  statut: v.optional(ContactStatusSchema, 'nouvelle'),
  note: v.optional(v.string(), ''),
  assigne_a: v.optional(v.nullable(Id), null),
  assigne_nom: v.optional(v.nullable(v.string()), null),
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;
export const ContactCreatedSchema = v.object({ id: Id });
