import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ArticleFields,
  sameFields,
  saveMessages,
  withPublicationDate,
} from '#domain/article-save.rules.ts';
import { createArticleSaveMachine } from '#machines/article-save.machine.ts';
import type {
  AttachInput,
  AttachOutput,
  UpdateInput,
  UploadInput,
  WriteOutput,
} from '#machines/article-save.setup.ts';

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
const edited: ArticleFields = { ...fields, titre: 'Bien choisir son lit médicalisé' };
const noFiles = { main: null, gallery: [] };
const files = { main: { name: 'main.jpg' }, gallery: [{ name: 'g1.jpg' }, { name: 'g2.jpg' }] };
const conflict = Object.assign(new Error('HTTP 409: conflit'), { status: 409 });
const expired = Object.assign(new Error('HTTP 401: session expirée'), { status: 401 });
const closed = Object.assign(new Error('HTTP 401: session fermée'), {
  status: 401,
  code: 'session_closed',
});

/** A fake effect that fails with `error` the first time and then does what `then` does. */
function failOnce<T>(error: unknown, then: () => Promise<T>) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? Promise.reject(error) : then();
  };
}

function start(
  articleId: number | null,
  overrides: Partial<
    Record<'create' | 'update' | 'upload' | 'attach', () => Promise<unknown>>
  > = {},
) {
  const create = vi.fn(
    async (_input: ArticleFields): Promise<WriteOutput> => ({ id: 7, modifie_le: 'v1' }),
  );
  const update = vi.fn(
    async (_input: UpdateInput): Promise<WriteOutput> => ({ id: 7, modifie_le: 'v2' }),
  );
  const upload = vi.fn(async (input: UploadInput<FakeFile>) =>
    input.files.map((file) => `articles/${file.name}.webp`),
  );
  const attach = vi.fn(
    async (_input: AttachInput): Promise<AttachOutput> => ({ modifie_le: 'v3' }),
  );
  // The spies record every call; an override decides what the call does.
  const effect =
    <I, O>(spy: (input: I) => Promise<O>, name: 'create' | 'update' | 'upload' | 'attach') =>
    async ({ input }: { input: I }) => {
      const result = spy(input);
      const override = overrides[name];
      return (override ? override() : result) as Promise<O>;
    };
  const machine = createArticleSaveMachine<FakeFile>().provide({
    actors: {
      create: fromPromise(effect(create, 'create')),
      update: fromPromise(effect(update, 'update')),
      upload: fromPromise(effect(upload, 'upload')),
      attach: fromPromise(effect(attach, 'attach')),
    },
  });
  const actor = createActor(machine, {
    input: { articleId, version: articleId ? 'v0' : null, fields },
  }).start();
  return { actor, create, update, upload, attach };
}

type Actor = ReturnType<typeof start>['actor'];
const failedWith = (actor: Actor) =>
  waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);

afterEach(() => {
  vi.useRealTimers();
});

describe('article save machine (SPEC §4 "Article save")', () => {
  it('creates an article without files', async () => {
    const { actor, create, upload } = start(null);
    actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(actor, (state) => state.status === 'done');
    expect(create).toHaveBeenCalledWith(fields);
    expect(upload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ articleId: 7, outcome: 'created' });
  });

  it('creates, uploads the main image first, then attaches main + appended gallery at the new version', async () => {
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
      version: 'v1',
    });
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'uploaded', version: 'v3' });
  });

  it('appends every file to the gallery when no main image was chosen', async () => {
    const { actor, attach } = start(3);
    actor.send({ type: 'save', fields, pending: { main: null, gallery: [{ name: 'a.png' }] } });
    await waitFor(actor, (state) => state.status === 'done');
    expect(attach).toHaveBeenCalledWith({
      id: 3,
      galerie_json: ['articles/kept.webp', 'articles/a.png.webp'],
      version: 'v2',
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

  it('checks flagged fields again as the form changes, and never flags a new one (issue 20)', () => {
    const { actor } = start(null);
    actor.send({
      type: 'save',
      fields: { ...fields, titre: ' ', contenu_html: '' },
      pending: noFiles,
    });
    // The title is fixed, the content still empty, and the slug emptied (not flagged yet).
    actor.send({ type: 'edit', fields: { ...fields, contenu_html: '', slug: '' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      contenu_html: 'Ce champ est obligatoire.',
    });
    actor.send({ type: 'edit', fields });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().value).toBe('editing');
    // Broken again before any save: flagged again at once.
    actor.send({ type: 'edit', fields: { ...fields, titre: '' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ titre: 'Ce champ est obligatoire.' });
  });

  it('reports a failed create and a failed update with the SPEC wording', async () => {
    const creating = start(null, { create: () => Promise.reject(new Error('HTTP 500: boom')) });
    creating.actor.send({ type: 'save', fields, pending: noFiles });
    await failedWith(creating.actor);
    expect(creating.actor.getSnapshot().context.error).toBe(
      'Erreur lors de la création: HTTP 500: boom',
    );

    const updating = start(3, { update: () => Promise.reject(new Error('HTTP 422: titre')) });
    updating.actor.send({ type: 'save', fields, pending: noFiles });
    await failedWith(updating.actor);
    expect(updating.actor.getSnapshot().context.error).toBe(
      'Erreur lors de la mise à jour: HTTP 422: titre',
    );
  });

  it('fails loudly when an effect is not provided', async () => {
    const actor = createActor(createArticleSaveMachine<FakeFile>(), {
      input: { articleId: null, version: null, fields },
    }).start();
    actor.send({ type: 'save', fields, pending: noFiles });
    await failedWith(actor);
    expect(actor.getSnapshot().context.error).toBe(
      'Erreur lors de la création: articleSave: create actor not provided',
    );
  });

  it('saves a restored local draft against the version it was written from (rebase)', async () => {
    const { actor, update } = start(3);
    actor.send({ type: 'rebase', version: 'v-draft' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'save', fields: edited, pending: noFiles });
    await waitFor(actor, (state) => state.status === 'done');
    expect(update).toHaveBeenCalledWith({ id: 3, fields: edited, version: 'v-draft' });
  });

  describe('retry after a failed upload', () => {
    const uploadFailsOnce = () =>
      failOnce(new Error('HTTP 415: pas une image'), async () => [
        'articles/main.webp',
        'articles/g1.webp',
        'articles/g2.webp',
      ]);

    it('after a create, keeps the article and files; unchanged fields → only upload + attach', async () => {
      const { actor, create, update, upload, attach } = start(null, { upload: uploadFailsOnce() });
      actor.send({ type: 'save', fields, pending: files });
      await failedWith(actor);
      expect(actor.getSnapshot().context).toMatchObject({
        error: saveMessages.uploadAfterCreate,
        articleId: 7,
        pending: files,
      });

      actor.send({ type: 'save', fields: { ...fields }, pending: files });
      await waitFor(actor, (state) => state.status === 'done');
      expect(create).toHaveBeenCalledTimes(1);
      expect(update).not.toHaveBeenCalled();
      expect(upload).toHaveBeenCalledTimes(2);
      expect(attach).toHaveBeenCalledExactlyOnceWith({
        id: 7,
        image_miniature: 'articles/main.webp',
        galerie_json: ['articles/kept.webp', 'articles/g1.webp', 'articles/g2.webp'],
        version: 'v1',
      });
      expect(actor.getSnapshot().context).toMatchObject({ outcome: 'uploaded', error: null });
    });

    it('after a create, changed fields → update (no duplicate create), then upload + attach', async () => {
      const { actor, create, update, upload, attach } = start(null, { upload: uploadFailsOnce() });
      actor.send({ type: 'save', fields, pending: files });
      await failedWith(actor);

      actor.send({ type: 'save', fields: edited, pending: files });
      await waitFor(actor, (state) => state.status === 'done');
      expect(create).toHaveBeenCalledTimes(1);
      expect(update).toHaveBeenCalledExactlyOnceWith({ id: 7, fields: edited, version: 'v1' });
      expect(upload).toHaveBeenLastCalledWith({
        titre: edited.titre,
        files: [files.main, ...files.gallery],
      });
      expect(attach).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ version: 'v2' }));
      expect(actor.getSnapshot().context.outcome).toBe('uploaded');
    });

    it('after an update, unchanged fields are not sent twice', async () => {
      const { actor, update, attach } = start(3, { upload: uploadFailsOnce() });
      actor.send({ type: 'save', fields, pending: files });
      await failedWith(actor);
      expect(actor.getSnapshot().context.error).toBe(
        'Erreur lors de la mise à jour: HTTP 415: pas une image',
      );

      actor.send({ type: 'save', fields, pending: files });
      await waitFor(actor, (state) => state.status === 'done');
      expect(update).toHaveBeenCalledTimes(1);
      expect(attach).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ version: 'v2' }));
    });
  });

  it('reports a failed attach after upload as an update error', async () => {
    const { actor } = start(3, { attach: () => Promise.reject(new Error('HTTP 500: x')) });
    actor.send({ type: 'save', fields, pending: files });
    await failedWith(actor);
    expect(actor.getSnapshot().context.error).toBe('Erreur lors de la mise à jour: HTTP 500: x');
  });

  describe('stale version (409)', () => {
    const updateConflictsOnce = () => failOnce(conflict, async () => ({ id: 3, modifie_le: 'v9' }));

    it('stops on a stale version and can overwrite deliberately', async () => {
      const { actor, update } = start(3, { update: updateConflictsOnce() });
      actor.send({ type: 'save', fields, pending: noFiles });
      await waitFor(actor, (state) => state.matches('conflict'));
      actor.send({ type: 'overwrite' });
      await waitFor(actor, (state) => state.status === 'done');
      expect(update).toHaveBeenLastCalledWith({ id: 3, fields, version: null });
      expect(actor.getSnapshot().context).toMatchObject({ version: 'v9', outcome: 'updated' });
    });

    it('reload replaces the fields and the version with the server copy', async () => {
      const { actor, update } = start(3, { update: updateConflictsOnce() });
      actor.send({ type: 'save', fields: edited, pending: files });
      await waitFor(actor, (state) => state.matches('conflict'));
      const server = { ...fields, titre: 'Titre changé ailleurs' };
      actor.send({ type: 'reload', version: 'v5', fields: server });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        version: 'v5',
        fields: server,
        pending: files,
      });

      actor.send({ type: 'save', fields: server, pending: files });
      await waitFor(actor, (state) => state.status === 'done');
      expect(update).toHaveBeenLastCalledWith({ id: 3, fields: server, version: 'v5' });
    });

    it('cancel keeps the stale version, so the next save meets the conflict again', async () => {
      const { actor, update } = start(3, { update: () => Promise.reject(conflict) });
      actor.send({ type: 'save', fields: edited, pending: noFiles });
      await waitFor(actor, (state) => state.matches('conflict'));
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({ version: 'v0', fields: edited });

      actor.send({ type: 'save', fields: edited, pending: noFiles });
      await waitFor(actor, (state) => state.matches('conflict'));
      expect(update).toHaveBeenCalledTimes(2);
      expect(update).toHaveBeenLastCalledWith({ id: 3, fields: edited, version: 'v0' });
    });
  });

  describe('session expiry (401)', () => {
    it('during create: waits for a new sign-in, then creates and completes', async () => {
      const { actor, create } = start(null, {
        create: failOnce(expired, async () => ({ id: 7, modifie_le: 'v1' })),
      });
      actor.send({ type: 'save', fields, pending: noFiles });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      expect(actor.getSnapshot().context).toMatchObject({
        failedStep: 'creating',
        error: null,
        sessionClosed: false,
      });

      actor.send({ type: 'reauthenticated' });
      await waitFor(actor, (state) => state.status === 'done');
      expect(create).toHaveBeenCalledTimes(2);
      expect(create).toHaveBeenLastCalledWith(fields);
      expect(actor.getSnapshot().context).toMatchObject({ articleId: 7, outcome: 'created' });
    });

    it('during create: says when an administrator ended the session (issue 36 §6)', async () => {
      const { actor } = start(null, { create: () => Promise.reject(closed) });
      actor.send({ type: 'save', fields, pending: noFiles });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      expect(actor.getSnapshot().context.sessionClosed).toBe(true);
    });

    it('during update: retries the update with the same version', async () => {
      const { actor, update } = start(3, {
        update: failOnce(expired, async () => ({ id: 3, modifie_le: 'v2' })),
      });
      actor.send({ type: 'save', fields: edited, pending: noFiles });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      actor.send({ type: 'reauthenticated' });
      await waitFor(actor, (state) => state.status === 'done');
      expect(update.mock.calls).toEqual([
        [{ id: 3, fields: edited, version: 'v0' }],
        [{ id: 3, fields: edited, version: 'v0' }],
      ]);
    });

    it('during upload: retries the upload only (no second create), then attaches', async () => {
      const { actor, create, upload, attach } = start(null, {
        upload: failOnce(expired, async () => ['articles/main.webp', 'articles/g1.webp']),
      });
      actor.send({ type: 'save', fields, pending: files });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      expect(actor.getSnapshot().context).toMatchObject({
        failedStep: 'uploading',
        articleId: 7,
        pending: files,
      });

      actor.send({ type: 'reauthenticated' });
      await waitFor(actor, (state) => state.status === 'done');
      expect(create).toHaveBeenCalledTimes(1);
      expect(upload).toHaveBeenCalledTimes(2);
      expect(upload).toHaveBeenLastCalledWith({
        titre: fields.titre,
        files: [files.main, ...files.gallery],
      });
      expect(attach).toHaveBeenCalledExactlyOnceWith({
        id: 7,
        image_miniature: 'articles/main.webp',
        galerie_json: ['articles/kept.webp', 'articles/g1.webp'],
        version: 'v1',
      });
    });

    it('during attach: re-attaches the paths already uploaded (no second upload)', async () => {
      const { actor, upload, attach } = start(3, {
        attach: failOnce(expired, async () => ({ modifie_le: 'v3' })),
      });
      actor.send({ type: 'save', fields, pending: files });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      actor.send({ type: 'reauthenticated' });
      await waitFor(actor, (state) => state.status === 'done');
      expect(upload).toHaveBeenCalledTimes(1);
      expect(attach).toHaveBeenCalledTimes(2);
      expect(attach.mock.calls[1]).toEqual(attach.mock.calls[0]);
      expect(actor.getSnapshot().context).toMatchObject({ outcome: 'uploaded', version: 'v3' });
    });

    it('cancel returns to the form with everything kept and the session message', async () => {
      const { actor, create } = start(null, {
        upload: () => Promise.reject(expired),
      });
      actor.send({ type: 'save', fields: edited, pending: files });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        fields: edited,
        pending: files,
        articleId: 7,
        failedStep: null,
        error: 'Votre session a expiré. Reconnectez-vous puis enregistrez à nouveau.',
      });
      expect(create).toHaveBeenCalledTimes(1);
    });
  });

  it('tags every working state busy, and the upload uploading', async () => {
    vi.useFakeTimers();
    const later = <T>(value: T) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(value), 1_000));
    const { actor } = start(null, {
      create: () => later({ id: 7, modifie_le: 'v1' }),
      upload: () => later(['articles/main.webp']),
      attach: () => later({ modifie_le: 'v3' }),
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'save', fields, pending: { main: { name: 'main.jpg' }, gallery: [] } });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('uploading')).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('attaching');
    expect(actor.getSnapshot().hasTag('uploading')).toBe(false);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is not busy while waiting for the editor (conflict, session expired)', async () => {
    const conflicting = start(3, { update: () => Promise.reject(conflict) });
    conflicting.actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(conflicting.actor, (state) => state.matches('conflict'));
    expect(conflicting.actor.getSnapshot().hasTag('busy')).toBe(false);

    const expiring = start(3, { update: () => Promise.reject(expired) });
    expiring.actor.send({ type: 'save', fields, pending: noFiles });
    await waitFor(expiring.actor, (state) => state.matches('sessionExpired'));
    expect(expiring.actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('sameFields', () => {
  it('compares every field, the gallery item by item', () => {
    expect(sameFields(fields, { ...fields, galerie_json: [...fields.galerie_json] })).toBe(true);
    expect(sameFields(fields, { ...fields, galerie_json: [] })).toBe(false);
    expect(sameFields(fields, { ...fields, galerie_json: ['articles/other.webp'] })).toBe(false);
    expect(sameFields(fields, { ...fields, extrait: '' })).toBe(false);
    expect(sameFields(fields, edited)).toBe(false);
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
