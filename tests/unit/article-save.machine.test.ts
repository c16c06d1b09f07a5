import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createArticleSaveMachine } from '../../machines/article-save.machine';
import {
  type ArticleFields,
  saveMessages,
  withPublicationDate,
} from '../../machines/article-save.rules';

type FakeFile = { name: string };
const fields: ArticleFields = {
  titre: 'Bien choisir son lit',
  slug: 'bien-choisir-son-lit',
  nom_auteur: null,
  extrait: null,
  contenu_html: '<p>Texte</p>',
  statut: 'brouillon',
  publie_le: null,
  seo_titre: null,
  seo_description: null,
  image_miniature: 'articles/old-main.webp',
  galerie_json: ['articles/kept.webp'],
};
const noFiles = { main: null, gallery: [] };
const files = { main: { name: 'main.jpg' }, gallery: [{ name: 'g1.jpg' }, { name: 'g2.jpg' }] };
const conflict = Object.assign(new Error('HTTP 409: conflit'), { status: 409 });

function start(
  articleId: number | null,
  overrides: Partial<
    Record<'create' | 'update' | 'upload' | 'attach', () => Promise<unknown>>
  > = {},
) {
  const create = vi.fn(async (_input: ArticleFields) => ({ id: 7, modifie_le: 'v1' }));
  const update = vi.fn(
    async (_input: { id: number; fields: ArticleFields; version: string | null }) => ({
      id: 7,
      modifie_le: 'v2',
    }),
  );
  const upload = vi.fn(async (input: { titre: string; files: FakeFile[] }) =>
    input.files.map((file) => `articles/${file.name}.webp`),
  );
  const attach = vi.fn(
    async (_input: { id: number; image_miniature?: string; galerie_json: string[] }) => ({
      modifie_le: 'v3',
    }),
  );
  const pick = <T>(name: 'create' | 'update' | 'upload' | 'attach', fallback: T) =>
    (overrides[name] ?? fallback) as T;
  const machine = createArticleSaveMachine<FakeFile>().provide({
    actors: {
      create: fromPromise(({ input }) => pick('create', create)(input)),
      update: fromPromise(({ input }) => pick('update', update)(input)),
      upload: fromPromise(({ input }) => pick('upload', upload)(input)),
      attach: fromPromise(({ input }) => pick('attach', attach)(input)),
    },
  });
  const actor = createActor(machine, {
    input: { articleId, version: articleId ? 'v0' : null, fields },
  }).start();
  return { actor, create, update, upload, attach };
}

describe('article save machine (SPEC §4 "Article save")', () => {
  it('creates an article without files', async () => {
    const { actor, create, upload } = start(null);
    actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(actor, (state) => state.status === 'done');
    expect(create).toHaveBeenCalledWith(fields);
    expect(upload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ articleId: 7, outcome: 'created' });
  });

  it('creates, uploads the main image first, then attaches main + appended gallery', async () => {
    const { actor, upload, attach } = start(null);
    actor.send({ type: 'save', fields, pending: files });
    await waitFor(actor, (state) => state.status === 'done');
    expect(upload).toHaveBeenCalledWith({
      titre: fields.titre,
      files: [files.main, ...files.gallery],
    });
    expect(attach).toHaveBeenCalledWith({
      id: 7,
      image_miniature: 'articles/main.jpg.webp',
      galerie_json: ['articles/kept.webp', 'articles/g1.jpg.webp', 'articles/g2.jpg.webp'],
    });
    expect(actor.getSnapshot().context.outcome).toBe('uploaded');
  });

  it('appends every file to the gallery when no main image was chosen', async () => {
    const { actor, attach } = start(3);
    actor.send({ type: 'save', fields, pending: { main: null, gallery: [{ name: 'a.png' }] } });
    await waitFor(actor, (state) => state.status === 'done');
    expect(attach).toHaveBeenCalledWith({
      id: 3,
      galerie_json: ['articles/kept.webp', 'articles/a.png.webp'],
    });
  });

  it('updates an existing article with the version it was loaded at', async () => {
    const { actor, update, create } = start(3);
    actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(actor, (state) => state.status === 'done');
    expect(create).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith({ id: 3, fields, version: 'v0' });
    expect(actor.getSnapshot().context.outcome).toBe('updated');
  });

  it('keeps the form on invalid input, with a message per required field', () => {
    const { actor, create } = start(null);
    actor.send({
      type: 'save',
      fields: { ...fields, titre: ' ', contenu_html: '' },
      pending: noFiles,
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'contenu_html',
      'titre',
    ]);
    expect(create).not.toHaveBeenCalled();
  });

  it('reports a failed create and a failed update with the SPEC wording', async () => {
    const creating = start(null, { create: () => Promise.reject(new Error('HTTP 500: boom')) });
    creating.actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(
      creating.actor,
      (state) => state.matches('editing') && state.context.error !== null,
    );
    expect(creating.actor.getSnapshot().context.error).toBe(
      'Erreur lors de la création: HTTP 500: boom',
    );

    const updating = start(3, { update: () => Promise.reject(new Error('HTTP 422: titre')) });
    updating.actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(
      updating.actor,
      (state) => state.matches('editing') && state.context.error !== null,
    );
    expect(updating.actor.getSnapshot().context.error).toBe(
      'Erreur lors de la mise à jour: HTTP 422: titre',
    );
  });

  it('after a create whose upload failed, keeps the article and files; the next save updates and uploads (no duplicate)', async () => {
    let uploads = 0;
    const { actor, create, update, attach } = start(null, {
      upload: async () => {
        uploads += 1;
        if (uploads === 1) throw new Error('HTTP 415: pas une image');
        return ['articles/main.webp', 'articles/g1.webp', 'articles/g2.webp'];
      },
    });
    actor.send({ type: 'save', fields, pending: files });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: saveMessages.uploadAfterCreate,
      articleId: 7,
      pending: files,
    });

    actor.send({ type: 'save', fields, pending: files });
    await waitFor(actor, (state) => state.status === 'done');
    expect(create).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ id: 7, fields, version: 'v1' });
    expect(attach).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.outcome).toBe('uploaded');
  });

  it('stops on a stale version (409) and can overwrite deliberately', async () => {
    let calls = 0;
    const { actor } = start(3, {
      update: async () => {
        calls += 1;
        if (calls === 1) throw conflict;
        return { id: 3, modifie_le: 'v9' };
      },
    });
    actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(actor, (state) => state.matches('conflict'));
    actor.send({ type: 'overwrite' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().context).toMatchObject({ version: 'v9', outcome: 'updated' });
  });

  it('reports a failed attach after upload as an update error', async () => {
    const { actor } = start(3, { attach: () => Promise.reject(new Error('HTTP 500: x')) });
    actor.send({ type: 'save', fields, pending: files });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Erreur lors de la mise à jour: HTTP 500: x');
  });
});

describe('withPublicationDate', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  it('sets publie_le when publishing without one, keeps it otherwise', () => {
    expect(withPublicationDate({ ...fields, statut: 'publie' }, now).publie_le).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(
      withPublicationDate(
        { ...fields, statut: 'publie', publie_le: '2025-01-01T00:00:00.000Z' },
        now,
      ).publie_le,
    ).toBe('2025-01-01T00:00:00.000Z');
    expect(withPublicationDate(fields, now).publie_le).toBeNull();
  });
});
