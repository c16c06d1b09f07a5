import { describe, expect, it } from 'vitest';
import {
  productCreateForm,
  productEditForm,
  toCategoryOptions,
  versionOf,
} from '#server/functions/admin-product-form.server.ts';

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function browserForm(entries: Record<string, string>, files: Record<string, File[]> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) form.append(name, file, file.name);
  }
  return form;
}

const textOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));

describe('product create multipart (SPEC §7 POST /crud/products/upload)', () => {
  it('adds the slug from titre (SPEC §5 product rule) and the site currency, drops a blank reference and extra fields', () => {
    const built = productCreateForm(
      browserForm(
        {
          titre: 'Fauteuil roulant léger (pliable)',
          description: 'Léger',
          categorie_id: '3',
          prix: '349.5',
          est_actif: 'true',
          reference: '  ',
          role: 'admin',
        },
        { 'images[]': [png('a.png'), png('b.png')] },
      ),
    );
    if (!('form' in built)) throw new Error('refused');
    expect(textOf(built.form)).toEqual({
      titre: 'Fauteuil roulant léger (pliable)',
      description: 'Léger',
      categorie_id: '3',
      prix: '349.5',
      est_actif: 'true',
      slug: 'fauteuil-roulant-leger-pliable',
      // Our prices are in dinars; SPEC §3 makes EUR the API default, so it is sent.
      devise: 'TND',
    });
    expect(
      built.form.getAll('images[]').map((file) => (typeof file === 'string' ? file : file.name)),
    ).toEqual(['a.png', 'b.png']);
  });

  it('keeps a reference that was given', () => {
    const built = productCreateForm(browserForm({ titre: 'Canne', reference: 'CAN-01' }));
    if (!('form' in built)) throw new Error('refused');
    expect(built.form.get('reference')).toBe('CAN-01');
  });

  it('refuses a non-image and a file where text is expected', async () => {
    const text = new File(['x'], 'notice.txt', { type: 'text/plain' });
    const notImage = productCreateForm(browserForm({ titre: 'Canne' }, { 'images[]': [text] }));
    expect('refused' in notImage && notImage.refused.status).toBe(415);
    const misplaced = productCreateForm(browserForm({}, { titre: [png('t.png')] }));
    expect('refused' in misplaced && misplaced.refused.status).toBe(422);
  });
});

describe('product edit multipart (SPEC §7 POST /crud/products/{id})', () => {
  it('sends the kept gallery, one main image, new images and the version', () => {
    const built = productEditForm(
      browserForm(
        {
          titre: 'Canne',
          galerie_json: '["products/b.webp"]',
          modifie_le: '2026-11-22T10:00:00.000Z',
        },
        { image_miniature: [png('main.png')], 'images[]': [png('c.png')] },
      ),
    );
    if (!('form' in built)) throw new Error('refused');
    expect(textOf(built.form)).toEqual({
      titre: 'Canne',
      galerie_json: '["products/b.webp"]',
      modifie_le: '2026-11-22T10:00:00.000Z',
    });
    expect(built.form.getAll('image_miniature')).toHaveLength(1);
  });

  it('omits a blank version (overwrite) and refuses two main images', () => {
    const overwrite = productEditForm(browserForm({ titre: 'Canne', modifie_le: '' }));
    expect('form' in overwrite && overwrite.form.has('modifie_le')).toBe(false);
    const two = productEditForm(browserForm({}, { image_miniature: [png('a.png'), png('b.png')] }));
    expect('refused' in two && two.refused.status).toBe(400);
  });
});

describe('category options and versions', () => {
  const category = (id: number, nom: string, parent_id: number | null = null) => ({
    id,
    nom,
    slug: '',
    position: 0,
    est_active: true,
    parent_id,
  });

  it('lists sub-categories right after their parent, named with it', () => {
    expect(
      toCategoryOptions([
        category(1, 'Mobilité'),
        category(2, 'Confort'),
        category(3, 'Fauteuils roulants', 1),
        category(4, 'Orpheline', 99),
      ]),
    ).toEqual([
      { id: 1, nom: 'Mobilité', parent: null },
      { id: 3, nom: 'Fauteuils roulants', parent: 'Mobilité' },
      { id: 2, nom: 'Confort', parent: null },
      { id: 4, nom: 'Orpheline', parent: null },
    ]);
  });

  it('reads modifie_le as ISO 8601, null when missing or invalid', () => {
    expect(versionOf({ modifie_le: '2026-11-22T10:00:00.123Z' })).toBe('2026-11-22T10:00:00.123Z');
    expect(versionOf({ modifie_le: '2026-11-22T11:00:00+01:00' })).toBe('2026-11-22T10:00:00.000Z');
    expect(versionOf({})).toBeNull();
    expect(versionOf({ modifie_le: 'hier' })).toBeNull();
  });
});
