import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SaveError } from '#app/lib/save-error.ts';
import {
  type CreatedProduct,
  emptyAddFields,
  validateProduct,
} from '#domain/product-form.rules.ts';
import { priceMessages } from '#domain/product-price.rules.ts';
import { emptyRentalTermsFields } from '#domain/rental-terms-form.rules.ts';
import { createProductAddMachine, type ProductCreateInput } from '#machines/product-add.machine.ts';

type FakeFile = { name: string };
const typed = {
  titre: 'Lit médicalisé électrique',
  categorie_id: '3',
  prix: '1250.50',
  reference: '',
  description: 'Trois fonctions',
  description_courte: 'Lit à trois fonctions, livré monté.',
  seo_description: 'Location et vente de lit médicalisé électrique à Tunis.',
  est_actif: true,
  caracteristiques: [{ libelle: 'Charge maximale', valeur: '170 kg' }],
  location: { ...emptyRentalTermsFields(), loue: true, prix_jour: '25', prix_semaine: '140' },
};
const photos = [{ name: 'face.png' }, { name: 'profil.png' }];
const expired = new SaveError(401, 'Session expirée : reconnectez-vous.', 'unauthorized');
const closed = new SaveError(
  401,
  'Votre session a été fermée par un administrateur.',
  'session_closed',
);

function start(create?: (input: ProductCreateInput<FakeFile>) => Promise<CreatedProduct>) {
  const spy = vi.fn(create ?? (async () => ({ id: 42, titre: typed.titre })));
  const machine = createProductAddMachine<FakeFile>().provide({
    actors: { create: fromPromise(({ input }) => spy(input)) },
  });
  return { actor: createActor(machine).start(), create: spy };
}
type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor) {
  actor.send({ type: 'change', fields: typed });
  actor.send({ type: 'files.add', files: photos });
}

describe('product add machine (SPEC §4 "Add product")', () => {
  it('starts on an empty form, est_actif true by default', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context).toMatchObject({ fields: emptyAddFields(), files: [] });
    expect(actor.getSnapshot().context.fields.est_actif).toBe(true);
  });

  it('submits the typed values and the chosen files, then shows the success screen', async () => {
    const { actor, create } = start();
    fill(actor);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.matches('success'));
    expect(create).toHaveBeenCalledExactlyOnceWith({ fields: typed, files: photos });
    expect(actor.getSnapshot().context.created).toEqual({ id: 42, titre: typed.titre });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('"Ajouter un autre" returns to an empty form', async () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('success'));
    actor.send({ type: 'addAnother' });
    expect(actor.getSnapshot().value).toBe('form');
    // The very context a fresh form opens with, and that one is empty.
    const fresh = start().actor.getSnapshot().context;
    expect(actor.getSnapshot().context).toEqual(fresh);
    expect(fresh).toMatchObject({
      fields: emptyAddFields(),
      files: [],
      error: null,
      created: null,
    });
  });

  it('refuses to submit without titre, categorie and prix (SPEC §5 message, each field marked)', () => {
    const { actor, create } = start();
    actor.send({ type: 'change', fields: { description: 'seule' } });
    actor.send({ type: 'submit' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('form');
    expect(context.error).toBe('Veuillez remplir tous les champs obligatoires');
    expect(Object.keys(context.fieldErrors).sort()).toEqual(['categorie_id', 'prix', 'titre']);
    expect(create).not.toHaveBeenCalled();

    // Correcting a field clears its own message only.
    actor.send({ type: 'change', fields: { titre: 'Canne' } });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'categorie_id',
      'prix',
    ]);
  });

  it('refuses a negative price or more than 2 decimals, in French', () => {
    const { actor, create } = start();
    actor.send({ type: 'change', fields: { ...typed, prix: '-3' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors.prix).toBe('Le prix ne peut pas être négatif.');
    // Only a format problem: no "required" sentence.
    expect(actor.getSnapshot().context.error).toBeNull();
    // Once flagged, the field is checked again as it changes (issue 20), with its new reason.
    actor.send({ type: 'change', fields: { prix: '12.345' } });
    expect(actor.getSnapshot().context.fieldErrors.prix).toMatch(/^Prix ambigu/);
    actor.send({ type: 'change', fields: { prix: '12,3456' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors.prix).toMatch(/2 décimales/);
    actor.send({ type: 'change', fields: { prix: '12,34' } });
    expect(actor.getSnapshot().context.fieldErrors.prix).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });

  it('a failed submit keeps the values and the files, with the SPEC §8 message and the detail', async () => {
    const refused = new SaveError(422, 'Données invalides.', 'validation_failed', {
      reference: '60 caractères au maximum',
    });
    const { actor } = start(() => Promise.reject(refused));
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('form') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      fields: typed,
      files: photos,
      error: "Erreur lors de l'ajout du produit",
      errorDetail: 'Données invalides.',
      fieldErrors: { reference: '60 caractères au maximum' },
    });
  });

  it('removes a chosen file before sending', async () => {
    const { actor, create } = start();
    fill(actor);
    actor.send({ type: 'files.remove', index: 0 });
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.matches('success'));
    expect(create).toHaveBeenCalledWith({ fields: typed, files: [{ name: 'profil.png' }] });
  });

  it('fails loudly when create is not provided', async () => {
    const actor = createActor(createProductAddMachine<FakeFile>()).start();
    fill(actor);
    actor.send({ type: 'submit' });
    await waitFor(actor, (state) => state.context.error !== null);
    expect(actor.getSnapshot().context.errorDetail).toBe('productAdd: create actor not provided');
  });

  describe('session expiry (401)', () => {
    it('waits for a new sign-in, then submits again and succeeds', async () => {
      let calls = 0;
      const { actor, create } = start(async () => {
        calls += 1;
        if (calls === 1) throw expired;
        return { id: 43, titre: typed.titre };
      });
      fill(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      actor.send({ type: 'reauthenticated' });
      await waitFor(actor, (state) => state.matches('success'));
      expect(create).toHaveBeenCalledTimes(2);
      expect(create).toHaveBeenLastCalledWith({ fields: typed, files: photos });
    });

    it('tells whether an administrator ended the session (issue 36 §6)', async () => {
      for (const [error, sessionClosed] of [
        [expired, false],
        [closed, true],
      ] as const) {
        const { actor } = start(() => Promise.reject(error));
        fill(actor);
        actor.send({ type: 'submit' });
        await waitFor(actor, (state) => state.matches('sessionExpired'));
        expect(actor.getSnapshot().context.sessionClosed).toBe(sessionClosed);
      }
    });

    it('cancel returns to the form with everything kept and the session message', async () => {
      const { actor } = start(() => Promise.reject(expired));
      fill(actor);
      actor.send({ type: 'submit' });
      await waitFor(actor, (state) => state.matches('sessionExpired'));
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().value).toBe('form');
      expect(actor.getSnapshot().context).toMatchObject({
        fields: typed,
        files: photos,
        error: 'Votre session a expiré. Reconnectez-vous puis enregistrez à nouveau.',
      });
    });
  });
});

describe('product form rules (SPEC §5)', () => {
  it('accepts prices with up to 2 decimals, a comma or a point', () => {
    const priceError = (prix: string) =>
      validateProduct({ titre: 'Canne', categorie_id: '1', prix }, { priceRequired: true })
        .fieldErrors.prix;
    for (const ok of ['0', '12', '12.5', '12,50', ' 1250.99 '])
      expect(priceError(ok)).toBeUndefined();
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '12.'])
      expect(priceError(bad)).toBeDefined();
  });

  it('the edit form does not require a price, but checks one when given', () => {
    const base = { titre: 'Canne', categorie_id: '1', prix: '' };
    expect(validateProduct(base, { priceRequired: false })).toEqual({
      fieldErrors: {},
      error: null,
    });
    expect(
      validateProduct({ ...base, prix: '9.999' }, { priceRequired: false }).fieldErrors,
    ).toEqual({ prix: priceMessages.threeDecimals });
  });
});
