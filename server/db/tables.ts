import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Characteristic } from '#domain/characteristics.ts';
import type { ImageDetail } from '#domain/image-details.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The gallery of a product or an article: image paths in order, and their details. */
const gallery = {
  galerie_json: jsonb('galerie_json').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Alt text and focal point per image (issue 24, docs/decisions/023). */
  images_details: jsonb('images_details')
    .$type<ImageDetail[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
};

const timestamps = {
  cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modifie_le: timestamp('modifie_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/**
 * Accent- and case-free short text (titles, references, summaries) as space-separated words with a
 * space at each end, so `LIKE '% word%'` finds word starts with a trigram index; long bodies are
 * searched through the stemmed full-text vector only (`f_unaccent`: migration 0000).
 */
const folded = (expression: SQL) =>
  sql`' ' || regexp_replace(f_unaccent(lower(${expression})), '[^a-z0-9]+', ' ', 'g') || ' '`;
const stripTags = (column: string) =>
  sql.raw(`regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull().default(0),
    est_active: boolean('est_active').notNull().default(true),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    ...timestamps,
  },
  (table) => [index('categories_parent_idx').on(table.parent_id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    titre: text('titre').notNull(),
    slug: text('slug').notNull().unique(),
    reference: text('reference')
      .notNull()
      .unique()
      .default(sql`('REF-' || lpad(nextval('product_reference_seq')::text, 6, '0'))`),
    description: text('description'),
    description_html: text('description_html'),
    seo_description: text('seo_description'),
    description_courte: text('description_courte'),
    categorie_id: integer('categorie_id').references(() => categories.id, {
      onDelete: 'restrict',
    }),
    prix: numeric('prix', { precision: 12, scale: 2, mode: 'number' }),
    devise: text('devise').notNull().default('EUR'),
    image: text('image'),
    image_miniature: text('image_miniature'),
    ...gallery,
    /** Label → value pairs in the order staff gave them (issue 37 §2): domain/characteristics.ts. */
    caracteristiques: jsonb('caracteristiques')
      .$type<Characteristic[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Rental terms, null when the product is not rented (issue 39): domain/rental-terms.ts. */
    location: jsonb('location').$type<RentalTerms>(),
    est_actif: boolean('est_actif').notNull().default(true),
    ...timestamps,
    /**
     * Kept by triggers (migration 0005, docs/decisions/012): the product and its category and
     * parent category are all online, and the top-level category it belongs to. Public lists and
     * category filters then read one row, never a join, and walk the sort indexes below.
     */
    est_visible: boolean('est_visible').notNull().default(true),
    categorie_racine_id: integer('categorie_racine_id'),
    /** The French sort key of the title (accents and case folded): `frenchOrder` as stored. */
    titre_tri: text('titre_tri').generatedAlwaysAs(sql`f_unaccent(lower(titre))`),
    /** The title alone as `search_text` words: a search ranks title matches first. */
    titre_mots: text('titre_mots').generatedAlwaysAs(folded(sql.raw('titre'))),
    search_text: text('search_text').generatedAlwaysAs(
      folded(
        sql.raw(
          "coalesce(titre, '') || ' ' || coalesce(reference, '') || ' ' || coalesce(description_courte, '')",
        ),
      ),
    ),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(titre, ''))), 'A') || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(reference, '') || ' ' || coalesce(description_courte, '') || ' ' || coalesce(description, '') || ' ' || ${stripTags('description_html')})), 'B')`,
    ),
  },
  (table) => {
    const flags = [table.est_visible, table.est_actif];
    return [
      // Every order a list asks for (product-list.repository.ts `orderTerms`), ties broken by the French
      // title then the id, alone or after a category: the planner walks one and stops after the page.
      // The visibility flags close each key, so the walk skips hidden rows without reading them.
      index('products_titre_tri_idx').on(table.titre_tri, table.id, ...flags),
      index('products_prix_asc_idx').on(
        table.prix.asc().nullsLast(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_prix_desc_idx').on(
        table.prix.desc().nullsLast(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_cree_le_asc_idx').on(
        table.cree_le.asc(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_cree_le_desc_idx').on(
        table.cree_le.desc(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_modifie_le_asc_idx').on(
        table.modifie_le.asc(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_modifie_le_desc_idx').on(
        table.modifie_le.desc(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_racine_titre_idx').on(
        table.categorie_racine_id,
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_racine_prix_asc_idx').on(
        table.categorie_racine_id,
        table.prix.asc().nullsLast(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_racine_prix_desc_idx').on(
        table.categorie_racine_id,
        table.prix.desc().nullsLast(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_categorie_titre_idx').on(
        table.categorie_id,
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_categorie_prix_asc_idx').on(
        table.categorie_id,
        table.prix.asc().nullsLast(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_categorie_prix_desc_idx').on(
        table.categorie_id,
        table.prix.desc().nullsLast(),
        table.titre_tri,
        table.id,
        ...flags,
      ),
      index('products_search_vector_idx').using('gin', table.search_vector),
      index('products_search_text_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
      check('products_prix_not_negative', sql`${table.prix} IS NULL OR ${table.prix} >= 0`),
    ];
  },
);

/**
 * Slugs a product no longer answers to (issue 37 §1), kept by a trigger on `products` (migration 0022) so
 * `/produits/<old>` answers 301 to the current one. A slug a product holds today always wins:
 * the trigger removes a history row whose slug a product takes again.
 */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    slug: text('slug').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('product_slug_history_product_idx').on(table.product_id)],
);

export const articleStatuses = ['brouillon', 'publie', 'archive'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    titre: text('titre').notNull(),
    slug: text('slug').notNull().unique(),
    nom_auteur: text('nom_auteur'),
    image_miniature: text('image_miniature'),
    ...gallery,
    extrait: text('extrait'),
    contenu_html: text('contenu_html').notNull().default(''),
    statut: text('statut', { enum: articleStatuses }).notNull().default('brouillon'),
    publie_le: timestamp('publie_le', { withTimezone: true, mode: 'date' }),
    seo_titre: text('seo_titre'),
    seo_description: text('seo_description'),
    ...timestamps,
    /** The French sort key of the title, as for products. */
    titre_tri: text('titre_tri').generatedAlwaysAs(sql`f_unaccent(lower(titre))`),
    search_text: text('search_text').generatedAlwaysAs(
      folded(
        sql.raw(
          "coalesce(titre, '') || ' ' || coalesce(extrait, '') || ' ' || coalesce(nom_auteur, '') || ' ' || coalesce(seo_titre, '')",
        ),
      ),
    ),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(titre, ''))), 'A') || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(extrait, '') || ' ' || ${stripTags('contenu_html')})), 'B')`,
    ),
  },
  (table) => [
    // Every order a list asks for (articles.repository.ts), ties broken by the id.
    index('articles_publies_idx').on(table.statut, table.publie_le.desc().nullsLast(), table.id),
    index('articles_publie_le_asc_idx').on(table.publie_le.asc().nullsLast(), table.id),
    index('articles_publie_le_desc_idx').on(table.publie_le.desc().nullsLast(), table.id),
    index('articles_cree_le_idx').on(table.cree_le, table.id),
    index('articles_cree_le_desc_idx').on(table.cree_le.desc().nullsLast(), table.id),
    index('articles_modifie_le_asc_idx').on(table.modifie_le.asc().nullsLast(), table.id),
    index('articles_modifie_le_desc_idx').on(table.modifie_le.desc().nullsLast(), table.id),
    index('articles_titre_tri_idx').on(table.titre_tri, table.id),
    index('articles_titre_tri_desc_idx').on(table.titre_tri.desc().nullsLast(), table.id),
    index('articles_search_vector_idx').using('gin', table.search_vector),
    index('articles_search_text_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
    check('articles_statut_valid', sql`${table.statut} IN ('brouillon', 'publie', 'archive')`),
  ],
);

export * from './auth.tables.ts';
// Backups taken and their outcome (issue 35 §1).
export * from './backup.tables.ts';
// The search synonyms staff teach (issue 37 §3).
export * from './catalogue-words.tables.ts';
// List versions and server-wide settings; requests sent from /contact.
export * from './contact.tables.ts';
// Uploaded images when the database is PostgreSQL (docs/decisions/017).
export * from './images.tables.ts';
// Staff accounts and their sessions (docs/decisions/010, issue 23); the journal.
export * from './journal.tables.ts';
// Login and contact-form limits shared by every instance (docs/decisions/016).
export * from './limits.tables.ts';
// Rentals: reservations and the units they hold (issue 39, docs/decisions/037).
export * from './rentals.tables.ts';
// Revisions of articles and products (issue 24, docs/decisions/020).
export * from './revisions.tables.ts';
export * from './settings.tables.ts';
// First-party statistics: raw events, salts, rollups (issue 38, docs/decisions/035).
export * from './stats.tables.ts';
// The Corbeille: deleted articles and products, restorable for 30 days (docs/decisions/021).
export * from './trash.tables.ts';
// Two-factor sign-in: authenticator secrets and recovery codes (issue 23).
export * from './two-factor.tables.ts';
