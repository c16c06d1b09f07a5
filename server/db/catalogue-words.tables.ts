/** The search synonyms staff teach (issue 37 §3); re-exported by tables.ts. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
