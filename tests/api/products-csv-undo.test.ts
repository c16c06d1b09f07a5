import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '#config';
import {
  LatestImportSchema,
  ProductImportPreviewSchema,
  ProductImportResultSchema,
  ProductImportUndoSchema,
} from '#domain/product-import.schema.ts';
import { JournalPageSchema } from '#server/client/journal.client.ts';
import { products } from '#server/db/tables.ts';
import type { ContentChange } from '#server/events/content-changes.ts';
import { call, expectBody, expectError, Product, unique } from './client.ts';
import { createProduct } from './fixtures.ts';
import type { TestApi } from './harness.ts';
import { csvApiPerFile } from './products-csv-fixtures.ts';

/** Issue 36 §5: the import's preview shows what changes; "Annuler cet import" for 10 minutes. */
let api: TestApi;
let token: string;
let editorToken: string;
let shelf: { id: number; slug: string };
const seen: ContentChange[] = [];
csvApiPerFile(
  { editorEmail: 'editeur@annulation.tn', shelfName: 'Rayon annulation' },
  seen,
  (started) => {
    ({ api, token, editorToken, shelf } = started);
  },
);
afterEach(() => {
  vi.useRealTimers();
});

function upload(text: string, mode: 'preview' | 'apply') {
  const data = new FormData();
  data.append('fichier', new Blob([text], { type: 'text/csv' }), 'produits.csv');
  return call(api, 'POST', `/crud/products/import?mode=${mode}`, { token, form: data });
}
const apply = async (text: string) =>
  expectBody(await upload(text, 'apply'), 200, ProductImportResultSchema);
const undo = (id: number, as = token) =>
  call(api, 'POST', `/crud/products/import/${id}/undo`, { token: as });
const latest = async () =>
  expectBody(
    await call(api, 'GET', '/crud/products/import/latest', { token }),
    200,
    LatestImportSchema,
  ).latest;
const product = (id: number) => call(api, 'GET', `/crud/products/${id}`, { token });

/** Products written straight to the table, as the seed does: they have no revision. */
async function seedProducts(tag: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    titre: `Canne ${tag} ${index + 1}`,
    slug: `canne-${tag}-${index + 1}`.toLowerCase(),
    reference: `ANN-${tag}-${index + 1}`,
    prix: 10,
    devise: 'TND',
    categorie_id: shelf.id,
  }));
  return api.runtime.database.db.insert(products).values(rows).returning({ id: products.id });
}

async function journal(action: string) {
  const response = await call(api, 'GET', `/journal?entite=produit&action=${action}&limit=100`, {
    token,
  });
  return expectBody(response, 200, JournalPageSchema).rows;
}

describe('the preview of an import', () => {
  it('shows the one changed row of 100 first, its price old → new, then unchanged rows', async () => {
    const tag = unique();
    await seedProducts(tag, 100);
    const lines = Array.from(
      { length: 100 },
      (_, index) =>
        `ANN-${tag}-${index + 1};Canne ${tag} ${index + 1};${index === 99 ? '12' : '10'}`,
    );
    const preview = expectBody(
      await upload(['reference;titre;prix', ...lines].join('\r\n'), 'preview'),
      200,
      ProductImportPreviewSchema,
    );
    expect(preview).toMatchObject({ create: 0, update: 1, unchanged: 99 });
    expect(preview.sample[0]).toMatchObject({
      line: 101,
      action: 'modification',
      changes: [{ label: 'Prix', before: '10,00 TND', after: '12,00 TND' }],
    });
    const rest = preview.sample.slice(1);
    expect(rest.map((row) => row.line)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    expect(rest.every((row) => row.action === 'inchange' && row.changes.length === 0)).toBe(true);
  });
});

describe('POST /crud/products/import/{id}/undo', () => {
  /** Two products updated (one created through the API, one without revision) and two created. */
  async function importFour() {
    const tag = unique();
    const saved = await createProduct(api, token, {
      titre: `Lit ${tag}`,
      categorie_id: String(shelf.id),
      prix: '100',
      devise: 'TND',
    });
    const [seeded] = await seedProducts(tag, 1);
    const file = [
      'reference;titre;prix;est_actif',
      `${saved.reference};Lit ${tag} modifié;150;non`,
      `ANN-${tag}-1;Canne ${tag} 1;11;oui`,
      `;Fauteuil ${tag};300;oui`,
      `NEUF-${tag};Déambulateur ${tag};40;oui`,
    ].join('\r\n');
    const result = await apply(file);
    expect(result).toMatchObject({ created: 2, updated: 2 });
    const list = await call(api, 'GET', `/crud/products?search=${tag}&limit=10`, { token });
    const rows = v.parse(v.object({ rows: v.array(Product) }), list.body).rows;
    const created = rows.filter((row) => /Fauteuil|Déambulateur/.test(row.titre));
    expect(created).toHaveLength(2);
    if (!result.undo || !seeded) throw new Error('no undo offered');
    return {
      tag,
      saved,
      seededId: seeded.id,
      created,
      undoId: result.undo.id,
      until: result.undo.until,
    };
  }

  it('puts updated products back, removes created ones for good, journals it, and only once', async () => {
    const { tag, saved, seededId, created, undoId, until } = await importFour();
    const deadline = new Date(until).getTime() - Date.now();
    expect(deadline).toBeGreaterThan((limits.importUndoMinutes - 1) * 60_000);
    expect(deadline).toBeLessThanOrEqual(limits.importUndoMinutes * 60_000);

    expect(await latest()).toMatchObject({
      id: undoId,
      until,
      label: 'Import CSV : 2 produits créés, 2 mis à jour',
      by: 'admin@test.tn',
    });
    seen.length = 0;
    const answer = expectBody(await undo(undoId), 200, ProductImportUndoSchema);
    expect(answer).toEqual({ restored: 2, removed: 2 });
    // The public pages' cache is dropped once for the whole undo.
    expect(seen).toEqual([{ resource: 'products', origin: 'local' }]);
    const lit = expectBody(await product(saved.id), 200, Product);
    expect(lit).toMatchObject({ titre: `Lit ${tag}`, prix: 100, est_actif: true });
    expect(expectBody(await product(seededId), 200, Product).prix).toBe(10);
    for (const row of created) expectError(await product(row.id), 404, 'not_found');
    expect(await latest()).toBeNull();
    // Deleted for good, not in the Corbeille: its reference is free for the corrected file.
    const trash = await call(api, 'GET', '/trash?limit=100', { token });
    expect(trash.status).toBe(200);
    expect(trash.text).not.toContain(tag);
    expect(await apply(`reference;titre;prix\r\nNEUF-${tag};Déambulateur ${tag};45`)).toMatchObject(
      {
        created: 1,
      },
    );

    const undone = await journal('annulation_import');
    expect(undone.find((line) => line.entity_id === String(undoId))?.entity_label).toMatch(
      /annulé : 2 produit\(s\) rétabli\(s\), 2 supprimé\(s\)$/,
    );
    const restored = (await journal('restauration')).filter(
      (line) => line.entity_label === `Lit ${tag}`,
    );
    expect(restored).toHaveLength(1);
    const gone = await journal('suppression_definitive');
    expect(gone.map((line) => line.entity_label)).toContain(`Fauteuil ${tag}`);

    const again = expectError(await undo(undoId), 409, 'already_undone');
    expect(again.message).toMatch(/^Cet import a déjà été annulé, le .+ par admin@test\.tn\.$/);
  });

  it('is refused after 10 minutes, with a French message, and changes nothing', async () => {
    const { saved, undoId } = await importFour();
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (limits.importUndoMinutes * 60 + 5) * 1000,
    });
    const late = expectError(await undo(undoId), 409, 'undo_expired');
    expect(await latest()).toBeNull();
    expect(late.message).toContain('possible pendant 10 minutes après l’import');
    vi.useRealTimers();
    expect(expectBody(await product(saved.id), 200, Product).prix).toBe(150);
  });

  it('is refused when a product was edited since, naming it, and changes nothing', async () => {
    const { tag, saved, created, undoId } = await importFour();
    const current = expectBody(await product(saved.id), 200, Product);
    const edit = await call(api, 'PATCH', `/crud/products/${saved.id}`, {
      token: editorToken,
      json: { prix: 175, modifie_le: current.modifie_le },
    });
    expect(edit.status).toBe(200);
    const refused = expectError(await undo(undoId), 409, 'edited_since');
    expect(refused.message).toContain(`${saved.reference} « Lit ${tag} modifié » (modifié)`);
    expect(refused.message).toContain('Rien n’a été annulé');
    expect(expectBody(await product(saved.id), 200, Product).prix).toBe(175);
    for (const row of created) expect((await product(row.id)).status).toBe(200);
  });

  it('runs once when two administrators undo at the same moment', async () => {
    const { undoId } = await importFour();
    const answers = await Promise.all([undo(undoId), undo(undoId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    if (refused) expectError(refused, 409, 'already_undone');
  });

  it('is for administrators, as the import: an éditeur gets 403; an unknown import 404', async () => {
    const { saved, undoId } = await importFour();
    expectError(await undo(undoId, editorToken), 403, 'forbidden');
    const read = await call(api, 'GET', '/crud/products/import/latest', { token: editorToken });
    expectError(read, 403, 'forbidden');
    expect(expectBody(await product(saved.id), 200, Product).prix).toBe(150);
    expectError(await undo(999_999_999), 404, 'not_found');
  });
});
