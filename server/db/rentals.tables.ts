/**
 * Rentals (issue 39, docs/decisions/037); re-exported by tables.ts. A product is rentable when
 * `products.location` holds its terms (domain/rental-terms.ts). A reservation (`rentals`) holds one
 * row per unit it takes in `rental_units`, whose days, buffer included, no other row of the same
 * unit may overlap: an exclusion constraint (btree_gist) added by migration 0024, with triggers
 * that keep every unit number within the product's units. The database, not the code, enforces
 * "never more units reserved than the product has", on PostgreSQL and PGlite alike.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RentalPriceBreakdown } from '#domain/rental-price.ts';

/** `daterange` as PostgreSQL writes it (`[2026-12-01,2026-12-09)`); queries read its bounds in SQL. */
const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

const money = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    /** `LOC-2026-0042`: the year it was made and its number in that year (rental_references). */
    reference: text('reference').notNull().unique(),
    /**
     * Null once the product is deleted (foreign key ON DELETE SET NULL, written in migration 0024:
     * tables.ts re-exports this file, which cannot import `products` back); `produit_titre` keeps
     * what was rented.
     */
    product_id: integer('product_id'),
    produit_titre: text('produit_titre').notNull(),
    quantite: integer('quantite').notNull().default(1),
    /** First and last day the customer has the equipment (inclusive), Africa/Tunis days. */
    debut: date('debut', { mode: 'string' }).notNull(),
    fin: date('fin', { mode: 'string' }).notNull(),
    /** The product's buffer days when this was reserved: the units stay blocked after `fin`. */
    jours_tampon: integer('jours_tampon').notNull().default(0),
    /** domain/rental-status.ts */
    statut: text('statut', {
      enum: ['demande', 'confirmee', 'en_cours', 'retournee', 'annulee', 'expiree'],
    }).notNull(),
    /** The status before the last change and when it changed: the 10-second undo. */
    statut_precedent: text('statut_precedent', {
      enum: ['demande', 'confirmee', 'en_cours', 'retournee', 'annulee', 'expiree'],
    }),
    statut_change_le: timestamp('statut_change_le', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** A request holds its units until then (RENTAL_HOLD_HOURS) unless staff confirm it. */
    expire_le: timestamp('expire_le', { withTimezone: true, mode: 'date' }),
    /** `site`: the public form; `bureau`: taken by staff (phone, shop). */
    source: text('source', { enum: ['site', 'bureau'] }).notNull(),
    nom: text('nom').notNull(),
    /** Normalised `+216XXXXXXXX` (domain/rental-phone.ts): a customer's rentals are found by it. */
    telephone: text('telephone').notNull(),
    email: text('email'),
    retrait: text('retrait', { enum: ['boutique', 'livraison'] }).notNull(),
    /** A shop id of app.config.ts `shops` when `retrait` is `boutique`. */
    boutique: text('boutique'),
    adresse: text('adresse'),
    note: text('note'),
    /** Computed by the server for the duration (domain/rental-price.ts), TND. */
    prix_location: money('prix_location').notNull(),
    detail_prix: jsonb('detail_prix').$type<RentalPriceBreakdown>().notNull(),
    caution: money('caution').notNull(),
    frais_livraison: money('frais_livraison').notNull().default(0),
    total: money('total').notNull(),
    /** Keyed hash of the requester's address (public requests only): the per-address unit cap. */
    origine: text('origine'),
    /** The day the equipment actually came back (`retournee`). */
    rendu_le: date('rendu_le', { mode: 'string' }),
    cree_par: integer('cree_par'),
    cree_le: timestamp('cree_le', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    modifie_le: timestamp('modifie_le', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check('rentals_dates_order', sql`${table.fin} >= ${table.debut}`),
    check('rentals_quantite_positive', sql`${table.quantite} >= 1`),
    check('rentals_tampon_positive', sql`${table.jours_tampon} >= 0`),
    index('rentals_debut_idx').on(table.debut, table.id),
    index('rentals_fin_idx').on(table.fin, table.id),
    index('rentals_statut_idx').on(table.statut, table.debut),
    index('rentals_product_idx').on(table.product_id, table.debut),
    index('rentals_telephone_idx').on(table.telephone, table.debut),
    index('rentals_cree_le_idx').on(table.cree_le, table.id),
    index('rentals_expire_idx').on(table.expire_le).where(sql`${table.statut} = 'demande'`),
    index('rentals_origine_idx')
      .on(table.origine)
      .where(sql`${table.statut} in ('demande', 'confirmee')`),
  ],
);

/**
 * The units a reservation takes: `jours` is `[debut, fin + 1 + jours_tampon)`, shortened to the
 * return day plus the buffer once returned. Cancelled and expired reservations have none. The
 * exclusion constraint `rental_units_no_overlap` (migration 0024) refuses two rows of one unit
 * whose days overlap, with SQLSTATE 23P01; a trigger refuses a unit number above the product's.
 */
export const rentalUnits = pgTable(
  'rental_units',
  {
    rental_id: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    /** Foreign key ON DELETE CASCADE (migration 0024): a deleted product frees its units. */
    product_id: integer('product_id').notNull(),
    unite: integer('unite').notNull(),
    jours: daterange('jours').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.rental_id, table.unite] }),
    check('rental_units_unite_positive', sql`${table.unite} >= 1`),
  ],
);

/** The last reference number given each year: `LOC-<annee>-<dernier>` (one row per year). */
export const rentalReferences = pgTable('rental_references', {
  annee: integer('annee').primaryKey(),
  dernier: integer('dernier').notNull(),
});
