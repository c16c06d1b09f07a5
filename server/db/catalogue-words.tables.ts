/** A product's former addresses and the search synonyms staff teach (issue 37); re-exported by tables.ts. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './tables.ts';

/**
 * Slugs a product no longer answers to, kept by a trigger on `products` (migration 0022) so
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

export const synonymKinds = ['equivalents', 'expansion'] as const;
export type SynonymKind = (typeof synonymKinds)[number];

/**
 * What staff taught the search (screen « Synonymes de recherche »): a group of equivalent terms
 * (`termes`, each finds the others), or a one-way expansion (each of `termes` also finds each of
 * `cibles`). Terms are words or phrases as typed; the search folds accents and case. Any write
 * bumps the products list version (migration 0022), so cached rankings and answers are dropped.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    genre: text('genre', { enum: synonymKinds }).notNull(),
    termes: text('termes').array().notNull(),
    cibles: text('cibles').array().notNull().default(sql`'{}'::text[]`),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    modifie_le: timestamp('modifie_le', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check('search_synonyms_genre', sql`${table.genre} IN ('equivalents', 'expansion')`),
    index('search_synonyms_modifie_le_idx').on(table.modifie_le),
  ],
);
