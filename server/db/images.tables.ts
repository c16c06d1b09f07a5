import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Raw bytes. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array: both are
 * Uint8Arrays; a Uint8Array is sent as a Buffer over the same memory (no copy).
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' })
  .notNull()
  .defaultNow();

/**
 * Uploaded images on PostgreSQL (docs/decisions/017): immutable, content-addressed bytes. The
 * same bytes uploaded twice are stored once; a blob goes when no path uses it any more.
 */
export const imageBlobs = pgTable(
  'image_blobs',
  {
    /** Lower-case hex SHA-256 of `bytes`. */
    sha256: text('sha256').primaryKey(),
    bytes: bytea('bytes').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: createdAt,
  },
  (table) => [
    check('image_blobs_sha256_hex', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
    check('image_blobs_size_not_negative', sql`${table.size} >= 0`),
  ],
);

/** The public path of an image (`/api/images/{path}`, what articles and products keep) → its bytes. */
export const imagePaths = pgTable(
  'image_paths',
  {
    path: text('path').primaryKey(),
    blob_sha256: text('blob_sha256')
      .notNull()
      .references(() => imageBlobs.sha256, { onDelete: 'restrict' }),
    created_at: createdAt,
  },
  (table) => [index('image_paths_blob_idx').on(table.blob_sha256)],
);

/**
 * Narrower WebP copies of a blob (`?w=`), made once for the whole cluster; they go with their blob.
 * Keyed by the blob's hash and the width, so a copy never goes stale.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    blob_sha256: text('blob_sha256')
      .notNull()
      .references(() => imageBlobs.sha256, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    created_at: createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.blob_sha256, table.width] }),
    check('image_variants_width_positive', sql`${table.width} > 0`),
  ],
);
