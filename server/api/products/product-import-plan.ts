import { inArray } from 'drizzle-orm';
import {
  type ProductCsvColumn,
  type ProductCsvRow,
  readProductCsvRow,
} from '#domain/product-csv.ts';
import { type ImportFields, sameImportValue } from '#domain/product-csv-diff.ts';
import type { ImportRefusal } from '#domain/product-import.schema.ts';
import { normalizeSlug, slugifyProduct } from '#domain/slugify.ts';
import type { Database } from '#server/db/connection.ts';
import { baseQuery, type ProductRow } from '#server/db/repositories/products.repository.ts';
import { trashedProductKeys } from '#server/db/repositories/trash.repository.ts';
import { categories, products } from '#server/db/tables.ts';
import type { CsvRow } from '../plumbing/read-csv.ts';
import { freeSlugs } from './product-import-slugs.ts';
import { descriptions } from './product-write-steps.ts';

/** The editable fields an imported row sets (images are kept: a CSV has none). */
export interface ImportValues extends ImportFields {
  /** The plain text of `description_html`, written beside it. */
  description: string | null;
}

export interface ImportPlan {
  creates: { line: number; reference: string | null; values: ImportValues }[];
  updates: { line: number; before: ProductRow; values: ImportValues }[];
  unchanged: { line: number; before: ProductRow }[];
  refused: ImportRefusal[];
}

interface Parsed {
  line: number;
  row: ProductCsvRow;
}

const chunkSize = 1_000;

async function inChunks<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>) {
  const found: R[] = [];
  for (let start = 0; start < items.length; start += chunkSize) {
    found.push(...(await read(items.slice(start, start + chunkSize))));
  }
  return found;
}

/** The row's values: its cells where the file has the column, else the product's (or defaults). */
function valuesOf(row: ProductCsvRow, before: ProductRow | undefined, categoryId: number | null) {
  const html = row.description_html === undefined ? before?.description_html : row.description_html;
  // The stored HTML is already clean: sanitising it again (1 ms a row) would change nothing.
  const described =
    before && html === before.description_html
      ? { description_html: before.description_html, description: before.description }
      : descriptions(html ?? null);
  return {
    titre: row.titre,
    categorie_id: row.categorie === undefined ? (before?.categorie_id ?? null) : categoryId,
    prix: row.prix === undefined ? (before?.prix ?? null) : row.prix,
    devise: row.devise ?? before?.devise ?? 'EUR',
    est_actif: row.est_actif ?? before?.est_actif ?? true,
    description_courte:
      row.description_courte === undefined
        ? (before?.description_courte ?? null)
        : row.description_courte,
    description_html: described.description_html ?? null,
    description: described.description ?? null,
    seo_description:
      row.seo_description === undefined ? (before?.seo_description ?? null) : row.seo_description,
    // The stored list itself when the file leaves it as it is: its journal line then shows none.
    caracteristiques:
      row.caracteristiques === undefined ||
      (before && sameImportValue(before.caracteristiques, row.caracteristiques))
        ? (before?.caracteristiques ?? [])
        : row.caracteristiques,
    // Issue 39: the same for the rental terms (jsonb answers its keys in its own order).
    location:
      row.location === undefined || (before && sameImportValue(before.location, row.location))
        ? (before?.location ?? null)
        : row.location,
  };
}

const sameValues = (before: ProductRow, values: ImportValues) =>
  (Object.keys(values) as (keyof ImportValues)[]).every((key) =>
    sameImportValue(before[key], values[key]),
  );

/**
 * What an import would do (issue 24), read in the transaction that applies it or for a preview:
 * each row created, updated (matched by reference), unchanged or refused with its line and reason.
 */
export async function planImport(
  db: Database,
  rows: readonly CsvRow[],
  columns: ReadonlyMap<ProductCsvColumn, number>,
): Promise<ImportPlan> {
  const plan: ImportPlan = { creates: [], updates: [], unchanged: [], refused: [] };
  const refuse = (line: number, reason: string) => plan.refused.push({ line, reason });
  const parsed: Parsed[] = [];
  const referenceLines = new Map<string, number>();
  for (const { cells, line } of rows) {
    const read = readProductCsvRow(cells, columns);
    if (!read.ok) refuse(line, read.reason);
    else if (read.row.reference !== null && referenceLines.has(read.row.reference)) {
      refuse(line, `reference : déjà présente ligne ${referenceLines.get(read.row.reference)}.`);
    } else {
      if (read.row.reference !== null) referenceLines.set(read.row.reference, line);
      parsed.push({ line, row: read.row });
    }
  }
  const existing = new Map(
    (
      await inChunks([...referenceLines.keys()], (chunk) =>
        baseQuery(db).where(inArray(products.reference, chunk)),
      )
    ).map((product) => [product.reference, product]),
  );
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  // Slugs named by the file, and whose products hold them now.
  const named = [...new Set(parsed.flatMap(({ row }) => (row.slug ? [row.slug] : [])))];
  const owners = new Map(
    (
      await inChunks(named, (chunk) =>
        db
          .select({ slug: products.slug, reference: products.reference })
          .from(products)
          .where(inArray(products.slug, chunk)),
      )
    ).map((owner) => [owner.slug, owner.reference]),
  );
  // Held by a product in the Corbeille: its restore needs them (docs/decisions/021).
  const trashed = await trashedProductKeys(db, [...referenceLines.keys()], named);
  const slugLines = new Map<string, number>();
  const needSlug: { entry: Parsed; values: Omit<ImportValues, 'slug'> }[] = [];
  for (const entry of parsed) {
    const { line, row } = entry;
    const before = row.reference === null ? undefined : existing.get(row.reference);
    const categoryId = row.categorie ? categoryIds.get(row.categorie) : null;
    if (categoryId === undefined) {
      refuse(line, `categorie : « ${row.categorie} » introuvable (slug de catégorie attendu).`);
      continue;
    }
    if (!before && row.reference !== null && trashed.references.has(row.reference)) {
      refuse(
        line,
        `reference : « ${row.reference} » est celle d’un produit de la Corbeille (restaurez-le d’abord).`,
      );
      continue;
    }
    if (row.slug && trashed.slugs.has(row.slug)) {
      refuse(
        line,
        `slug : « ${row.slug} » est celui d’un produit de la Corbeille (restaurez-le d’abord).`,
      );
      continue;
    }
    const slug = row.slug ?? before?.slug;
    const owner = row.slug ? owners.get(row.slug) : undefined;
    if (owner !== undefined && owner !== row.reference) {
      refuse(line, `slug : « ${row.slug} » est déjà celui du produit ${owner}.`);
      continue;
    }
    if (slug !== undefined && slugLines.has(slug)) {
      refuse(line, `slug : « ${slug} » déjà utilisé ligne ${slugLines.get(slug)}.`);
      continue;
    }
    const values = valuesOf(row, before, categoryId);
    if (slug === undefined) {
      needSlug.push({ entry, values });
      continue;
    }
    slugLines.set(slug, line);
    const full = { ...values, slug };
    if (!before) plan.creates.push({ line, reference: row.reference, values: full });
    else if (sameValues(before, full)) plan.unchanged.push({ line, before });
    else plan.updates.push({ line, before, values: full });
  }
  const slugs = await freeSlugs(
    db,
    needSlug.map(({ entry }) => normalizeSlug(slugifyProduct(entry.row.titre)) || 'produit'),
    new Set(slugLines.keys()),
  );
  for (const [index, { entry, values }] of needSlug.entries()) {
    const slug = slugs[index] ?? 'produit';
    plan.creates.push({
      line: entry.line,
      reference: entry.row.reference,
      values: { ...values, slug },
    });
  }
  plan.refused.sort((a, b) => a.line - b.line);
  plan.creates.sort((a, b) => a.line - b.line);
  return plan;
}
