import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SaveError } from '#app/lib/save-error.ts';
import type { ProductEditFields } from '#domain/product-form.rules.ts';
import { priceMessages } from '#domain/product-price.rules.ts';
import { emptyRentalTermsFields } from '#domain/rental-terms-form.rules.ts';
import { createProductEditMachine } from '#machines/product-edit.machine.ts';
import type {
  LoadedProduct,
  ProductSaveInput,
  ProductSaveOutput,
} from '#machines/product-edit.setup.ts';

type FakeFile = { name: string };
const saved: ProductEditFields = {
  titre: 'Fauteuil roulant léger',
  reference: 'FR-001',
  description_html: '<p>Pliable</p>',
  description_courte: 'Fauteuil pliable de 13 kg.',
  seo_description: '',
  categorie_id: '4',
  prix: '890',
  est_actif: true,
  galerie_json: ['products/a.webp', 'products/b.webp'],
  caracteristiques: [{ libelle: 'Poids', valeur: '13 kg' }],
  location: emptyRentalTermsFields(),
};
const loaded: LoadedProduct = {
  fields: saved,
  version: '2026-11-22T10:00:00.000Z',
  image: 'products/a.webp',
  devise: 'TND',
};
const stale = new SaveError(409, 'Ce produit a été modifié…', 'stale_version');
const expired = new SaveError(401, 'Session expirée : reconnectez-vous.', 'unauthorized');
const closed = new SaveError(
  401,
  'Votre session a été fermée par un administrateur.',
  'session_closed',
);

type Effects = {
  load?: (input: { id: number }) => Promise<LoadedProduct>;
  save?: (input: ProductSaveInput<FakeFile>) => Promise<ProductSaveOutput>;
};

function start(effects: Effects = {}) {
  const load = vi.fn(effects.load ?? (async () => loaded));
  const save = vi.fn(effects.save ?? (async () => ({ modifie_le: '2026-11-22T10:05:00.000Z' })));
  const machine = createProductEditMachine<FakeFile>().provide({
    actors: {
      load: fromPromise(({ input }) => load(input)),
      save: fromPromise(({ input }) => save(input)),
    },
  });
  const actor = createActor(machine, { input: { productId: 12 } }).start();
  return { actor, load, save };
}
type Actor = ReturnType<typeof start>['actor'];

/** Fails with `error` on the first call, then answers `value`. */
function failOnce<T>(error: unknown, value: T) {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls === 1) throw error;
    return value;
  };
}

const editing = (actor: Actor) => waitFor(actor, (state) => state.matches('editing'));

afterEach(() => {
  vi.useRealTimers();
});

describe('product edit machine (SPEC §4 "Edit product")', () => {
  it('loads the product, then edits it', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await editing(actor);
    expect(load).toHaveBeenCalledWith({ id: 12 });
    expect(actor.getSnapshot().context).toMatchObject({
      fields: saved,
      version: loaded.version,
      loaded,
    });
  });

  it('saves the edited values, kept gallery, new main image and new images with the version', async () => {
    const { actor, save } = start();
    await editing(actor);
    actor.send({ type: 'change', fields: { prix: '799.90' } });
    actor.send({ type: 'gallery.remove', index: 0 });
    actor.send({ type: 'main.choose', file: { name: 'main.png' } });
    actor.send({ type: 'files.add', files: [{ name: 'c.png' }, { name: 'd.png' }] });
    actor.send({ type: 'files.remove', index: 0 });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('success'));
    expect(save).toHaveBeenCalledExactlyOnceWith({
      id: 12,
      fields: { ...saved, prix: '799.90', galerie_json: ['products/b.webp'] },
      main: { name: 'main.png' },
      files: [{ name: 'd.png' }],
      version: loaded.version,
    });
  });

  it('shows the success screen for 2 s (named delay), then reaches the final redirect state', async () => {
    vi.useFakeTimers();
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('redirect');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed load offers a retry (SPEC §8 message shown by the UI)', async () => {
    const { actor, load } = start({ load: failOnce(new SaveError(500, 'HTTP 500'), loaded) });
    await waitFor(actor, (state) => state.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await editing(actor);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('requires titre and category (SPEC §5), the price only when given', async () => {
    const { actor, save } = start();
    await editing(actor);
    actor.send({ type: 'change', fields: { titre: ' ', categorie_id: '', prix: '' } });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Veuillez remplir tous les champs obligatoires');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'categorie_id',
      'titre',
    ]);
    actor.send({ type: 'change', fields: { titre: 'Canne', categorie_id: '4', prix: '1.999' } });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ prix: priceMessages.threeDecimals });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses characteristics that break the rules until fixed, blank rows dropped (issue 37 §2)', async () => {
    const { actor, save } = start();
    await editing(actor);
    const caracteristiques = [
      { libelle: 'Poids', valeur: '13 kg' },
      { libelle: ' ', valeur: '' },
      { libelle: 'poids', valeur: '14 kg' },
    ];
    actor.send({ type: 'change', fields: { caracteristiques } });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      caracteristiques: 'Caractéristique n° 3 : Le libellé « poids » est déjà utilisé.',
    });
    const fixed = [
      caracteristiques[0],
      caracteristiques[1],
      { libelle: 'Largeur', valeur: '46 cm' },
    ];
    actor.send({
      type: 'change',
      fields: { caracteristiques: fixed.flatMap((row) => (row ? [row] : [])) },
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'save' });
    await waitFor(actor, (state) => state.matches('success'));
    expect(save.mock.calls[0]?.[0]?.fields.caracteristiques).toHaveLength(3);
  });

  it('refuses rental terms that break the rules until fixed, then saves them (issue 39)', async () => {
    const { actor, save } = start();
    await editing(actor);
    const location = { ...emptyRentalTermsFields(), loue: true, prix_jour: '25,5000' };
    actor.send({ type: 'change', fields: { location } });
    // Quiet until the first save: nothing was refused yet.
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      location:
        'Prix par jour : Montant invalide : un nombre avec 3 décimales au plus, par exemple 1 234,500.',
    });
    actor.send({ type: 'change', fields: { location: { ...location, boutiques: [] } } });
    expect(actor.getSnapshot().context.fieldErrors.location).toMatch(/^Prix par jour : /);
    actor.send({ type: 'change', fields: { location: { ...location, prix_jour: '1 234,5' } } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'save' });
    await waitFor(actor, (state) => state.matches('success'));
    expect(save.mock.calls[0]?.[0]?.fields.location).toMatchObject({
      loue: true,
      prix_jour: '1 234,5',
    });
  });

  it('shows the API’s refusal of the terms (409, units reserved) next to them, values kept', async () => {
    const message =
      'Des unités sont réservées à partir d’aujourd’hui : impossible de descendre sous ce nombre d’unités ou d’arrêter la location.';
    const { actor } = start({
      save: () => Promise.reject(new SaveError(409, message, 'conflict', { location: message })),
    });
    await editing(actor);
    actor.send({ type: 'change', fields: { location: emptyRentalTermsFields() } });
    actor.send({ type: 'save' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { location: emptyRentalTermsFields() },
      fieldErrors: { location: message },
      errorDetail: message,
    });
  });

  it('a failed save returns to the form with every value kept and the SPEC §8 message', async () => {
    const { actor } = start({
      save: () =>
        Promise.reject(new SaveError(409, 'Cette référence est déjà utilisée.', 'conflict')),
    });
    await editing(actor);
    actor.send({ type: 'change', fields: { reference: 'PRIS' } });
    actor.send({ type: 'files.add', files: [{ name: 'x.png' }] });
    actor.send({ type: 'save' });
    await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fields: { ...saved, reference: 'PRIS' },
      files: [{ name: 'x.png' }],
      error: 'Erreur lors de la mise à jour du produit',
      errorDetail: 'Cette référence est déjà utilisée.',
    });
  });

  describe('stale version (409 stale_version)', () => {
    it('stops on the conflict, then overwrites deliberately without a version', async () => {
      const { actor, save } = start({ save: failOnce(stale, { modifie_le: 'v9' }) });
      await editing(actor);
      actor.send({ type: 'change', fields: { prix: '10' } });
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('conflict'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      actor.send({ type: 'overwrite' });
      await waitFor(actor, (state) => state.matches('success'));
      expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ version: null }));
      expect(actor.getSnapshot().context.version).toBe('v9');
    });

    it('reload replaces the values and the version with the saved copy, files stay chosen', async () => {
      const newer: LoadedProduct = {
        ...loaded,
        fields: { ...saved, titre: 'Changé ailleurs' },
        version: '2026-11-22T11:00:00.000Z',
      };
      let loads = 0;
      const { actor, save } = start({
        load: async () => {
          loads += 1;
          return loads === 1 ? loaded : newer;
        },
        save: failOnce(stale, { modifie_le: 'v10' }),
      });
      await editing(actor);
      actor.send({ type: 'files.add', files: [{ name: 'x.png' }] });
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('conflict'));
      actor.send({ type: 'reload' });
      await editing(actor);
      expect(actor.getSnapshot().context).toMatchObject({
        fields: newer.fields,
        version: newer.version,
        files: [{ name: 'x.png' }],
      });
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('success'));
      expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ version: newer.version }));
    });

    it('reload while editing (a restored version, the images panel saved) shows the saved copy, no conflict on the way', async () => {
      const restored: LoadedProduct = {
        ...loaded,
        fields: { ...saved, titre: 'Titre restauré' },
        version: '2026-11-22T12:00:00.000Z',
      };
      let loads = 0;
      const { actor, save } = start({
        load: async () => {
          loads += 1;
          return loads === 1 ? loaded : restored;
        },
      });
      await editing(actor);
      actor.send({ type: 'change', fields: { prix: '10' } });
      const seen: string[] = [];
      actor.subscribe((state) => seen.push(String(state.value)));
      actor.send({ type: 'reload' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await editing(actor);
      expect(seen).not.toContain('conflict');
      expect(seen).not.toContain('reloading');
      expect(actor.getSnapshot().context).toMatchObject({
        fields: restored.fields,
        version: restored.version,
      });
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('success'));
      expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ version: restored.version }));
    });

    it('a failed reload returns to the form with a message, the version unchanged', async () => {
      let loads = 0;
      const { actor } = start({
        load: async () => {
          loads += 1;
          if (loads > 1) throw new SaveError(0, 'injoignable');
          return loaded;
        },
        save: () => Promise.reject(stale),
      });
      await editing(actor);
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('conflict'));
      actor.send({ type: 'reload' });
      await waitFor(actor, (state) => state.matches('editing') && state.context.error !== null);
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'Impossible de recharger le produit. Veuillez réessayer.',
        version: loaded.version,
      });
    });

    it('cancel keeps the stale version: the next save meets the conflict again', async () => {
      const { actor, save } = start({ save: () => Promise.reject(stale) });
      await editing(actor);
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('conflict'));
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().value).toBe('editing');
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('conflict'));
      expect(save).toHaveBeenCalledTimes(2);
      expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ version: loaded.version }));
    });
  });

  describe('session expiry (401)', () => {
    it('during the save: waits for a new sign-in, then saves the same values again', async () => {
      const { actor, save } = start({ save: failOnce(expired, { modifie_le: 'v2' }) });
      await editing(actor);
      actor.send({ type: 'change', fields: { titre: 'Saisi avant expiration' } });
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      actor.send({ type: 'reauthenticated' });
      await waitFor(actor, (state) => state.matches('success'));
      expect(save).toHaveBeenCalledTimes(2);
      expect(save.mock.calls[1]).toEqual(save.mock.calls[0]);
    });

    it('during the save: tells whether an administrator ended the session (issue 36 §6)', async () => {
      for (const [error, sessionClosed] of [
        [expired, false],
        [closed, true],
      ] as const) {
        const { actor } = start({ save: () => Promise.reject(error) });
        await editing(actor);
        actor.send({ type: 'save' });
        await waitFor(actor, (state) => state.matches('sessionExpired'));
        expect(actor.getSnapshot().context.sessionClosed).toBe(sessionClosed);
      }
    });

    it('during the save: cancel keeps everything, with the session message', async () => {
      const { actor } = start({ save: () => Promise.reject(expired) });
      await editing(actor);
      actor.send({ type: 'change', fields: { prix: '12' } });
      actor.send({ type: 'save' });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context).toMatchObject({
        fields: { ...saved, prix: '12' },
        error: 'Votre session a expiré. Reconnectez-vous puis enregistrez à nouveau.',
        failedStep: null,
      });
    });

    it('during the load: signing in again loads; cancelling shows the load failure', async () => {
      const first = start({ load: failOnce(expired, loaded) });
      await waitFor(first.actor, (state) => state.matches('sessionExpired'));
      first.actor.send({ type: 'reauthenticated' });
      await editing(first.actor);
      expect(first.load).toHaveBeenCalledTimes(2);

      const second = start({ load: () => Promise.reject(expired) });
      await waitFor(second.actor, (state) => state.matches('sessionExpired'));
      second.actor.send({ type: 'cancel' });
      expect(second.actor.getSnapshot().value).toBe('loadFailed');
    });
  });

  it('fails loudly when its effects are not provided', async () => {
    const failures: unknown[] = [];
    const actor = createActor(createProductEditMachine<FakeFile>(), {
      input: { productId: 1 },
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.event') return;
        const { event } = inspection;
        if (event.type.startsWith('xstate.error.actor')) failures.push(event.error);
      },
    }).start();
    const settled = await waitFor(actor, (state) => !state.matches('loading'), { timeout: 1_000 });
    expect(settled.value).toBe('loadFailed');
    expect(failures).toEqual([new Error('productEdit: load actor not provided')]);
  });
});
