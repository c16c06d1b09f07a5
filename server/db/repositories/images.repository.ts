import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { PgCodes, pgErrorInfo } from '../pg-error.ts';
import { imageBlobs, imagePaths, imageVariants } from '../tables.ts';

/**
 * The image tables of docs/decisions/017: public paths point at immutable, content-addressed
 * blobs. A blob is written and removed only under a transaction-scoped advisory lock on its hash,
 * so a path added to a blob and the blob's removal (its last path gone) never interleave.
 */

export interface ImageBlobInfo {
  sha256: string;
  contentType: string;
  size: number;
  /** When the path was stored: the same on every instance (Last-Modified). */
  storedAt: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const lockBlob = (tx: Transaction, sha256: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`image-blob:${sha256}`}, 0))`);

/** Removes the blob unless a path still uses it (caller holds the blob's lock). */
async function removeBlobIfUnused(tx: Transaction, sha256: string): Promise<void> {
  await tx
    .delete(imageBlobs)
    .where(
      and(
        eq(imageBlobs.sha256, sha256),
        sql`not exists (select 1 from ${imagePaths} where ${imagePaths.blob_sha256} = ${sha256})`,
      ),
    );
}

/**
 * Points `path` at these bytes (stored once per hash). A path that pointed at other bytes is
 * moved, and its former blob removed when nothing else uses it, in the same transaction.
 */
export async function saveImage(
  db: Database,
  image: { path: string; sha256: string; bytes: Uint8Array; contentType: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ sha256: imagePaths.blob_sha256 })
      .from(imagePaths)
      .where(eq(imagePaths.path, image.path))
      .for('update');
    const replaced = previous && previous.sha256 !== image.sha256 ? previous.sha256 : null;
    // Always in hash order, so two transactions taking the same two locks cannot deadlock.
    for (const sha256 of [image.sha256, replaced].filter((hash) => hash !== null).sort()) {
      await lockBlob(tx, sha256);
    }
    await tx
      .insert(imageBlobs)
      .values({
        sha256: image.sha256,
        bytes: image.bytes,
        content_type: image.contentType,
        size: image.bytes.byteLength,
      })
      .onConflictDoNothing();
    await tx
      .insert(imagePaths)
      .values({ path: image.path, blob_sha256: image.sha256 })
      .onConflictDoUpdate({
        target: imagePaths.path,
        set: { blob_sha256: image.sha256, created_at: sql`now()` },
      });
    if (replaced) await removeBlobIfUnused(tx, replaced);
  });
}

/** Removes a path, and its blob (with the blob's variants) when no other path uses it. */
export async function deleteImage(db: Database, path: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(imagePaths)
      .where(eq(imagePaths.path, path))
      .returning({ sha256: imagePaths.blob_sha256 });
    if (!removed) return;
    await lockBlob(tx, removed.sha256);
    await removeBlobIfUnused(tx, removed.sha256);
  });
}

/** What a path points at, without the bytes. */
export async function findImage(db: Database, path: string): Promise<ImageBlobInfo | null> {
  const [row] = await db
    .select({
      sha256: imageBlobs.sha256,
      contentType: imageBlobs.content_type,
      size: imageBlobs.size,
      storedAt: imagePaths.created_at,
    })
    .from(imagePaths)
    .innerJoin(imageBlobs, eq(imageBlobs.sha256, imagePaths.blob_sha256))
    .where(eq(imagePaths.path, path));
  return row ?? null;
}

export async function readBlob(db: Database, sha256: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: imageBlobs.bytes })
    .from(imageBlobs)
    .where(eq(imageBlobs.sha256, sha256));
  return row?.bytes ?? null;
}

export async function findVariant(
  db: Database,
  sha256: string,
  width: number,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes, contentType: imageVariants.content_type })
    .from(imageVariants)
    .where(and(eq(imageVariants.blob_sha256, sha256), eq(imageVariants.width, width)));
  return row ?? null;
}

/** Keeps a narrower copy of a blob; nothing happens if another instance was first or the blob went. */
export async function saveVariant(
  db: Database,
  variant: { sha256: string; width: number; bytes: Uint8Array; contentType: string },
): Promise<void> {
  try {
    await db
      .insert(imageVariants)
      .values({
        blob_sha256: variant.sha256,
        width: variant.width,
        bytes: variant.bytes,
        content_type: variant.contentType,
        size: variant.bytes.byteLength,
      })
      .onConflictDoNothing();
  } catch (error) {
    // The image was deleted while its copy was being made: the copy has nothing to belong to.
    if (pgErrorInfo(error)?.code !== PgCodes.foreignKeyViolation) throw error;
  }
}

/** Stored paths in order, `limit` after `after` (for walking all of them, e.g. images:migrate). */
export async function listImagePaths(db: Database, after: string, limit: number) {
  const rows = await db
    .select({ path: imagePaths.path })
    .from(imagePaths)
    .where(gt(imagePaths.path, after))
    .orderBy(asc(imagePaths.path))
    .limit(limit);
  return rows.map((row) => row.path);
}

/** Rows in the image tables (images:migrate reports them). */
export async function countImageRows(db: Database) {
  const count = (table: typeof imageBlobs | typeof imagePaths | typeof imageVariants) =>
    db.$count(table);
  return {
    paths: await count(imagePaths),
    blobs: await count(imageBlobs),
    variants: await count(imageVariants),
  };
}
