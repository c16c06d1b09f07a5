import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RentalReceipt } from '#domain/rental-answers.schema.ts';
import type { RentalCalendar } from '#domain/rental-calendar.ts';
import { rentalPhoneMessage } from '#domain/rental-phone.ts';
import type { RentalSendResult } from '#domain/rental-request.rules.ts';
import { rentalMessages } from '#domain/rentals.schema.ts';
import { addDays } from '#domain/tunis-time.ts';
import type { CalendarResult } from '#machines/rental-request.machine.ts';
import { rentalRequestMachine } from '#machines/rental-request.machine.ts';
import { bedTerms as terms } from '#tests/shared/rental-terms.ts';

const today = '2026-12-01';
function calendar(full: string[] = []): RentalCalendar {
  const free: Record<string, number> = {};
  for (let day = today, index = 0; index < 366; index += 1, day = addDays(day, 1)) free[day] = 4;
  for (const day of full) free[day] = 0;
  return { today, maxDays: 180, terms, free };
}
const loaded = (full: string[] = []): CalendarResult => ({
  ok: true,
  calendar: calendar(full),
  terms,
});
const receipt: RentalReceipt = {
  reference: 'LOC-2026-0042',
  produit_titre: 'Lit médicalisé électrique 3 fonctions',
  debut: '2026-12-07',
  fin: '2026-12-27',
  quantite: 1,
  retrait: 'boutique',
  boutique: 'lafayette',
  prix_location: 420,
  detail_prix: { mois: 0, semaines: 3, jours: 0 },
  frais_livraison: 0,
  total: 420,
  caution: 500,
  expire_le: '2026-12-02T10:00:00.000Z',
};
const visitor = {
  nom: 'Amel Ben Salah',
  telephone: '98 750 750',
  boutique: 'lafayette',
  consentement: true,
};

/** The machine with fake actors: the days (answers in order) and the send. */
function start(
  calendars: CalendarResult[] = [loaded()],
  answer: () => Promise<RentalSendResult> = async () => ({ ok: true, receipt }),
) {
  const loadCalendar = vi.fn(async (_input: { produit: number }) => calendars.shift() ?? loaded());
  const send = vi.fn(async (_input: unknown) => answer());
  const machine = rentalRequestMachine.provide({
    actors: {
      loadCalendar: fromPromise(({ input }) => loadCalendar(input)),
      send: fromPromise(({ input }) => send(input)),
    },
  });
  const actor = createActor(machine, {
    input: { product: { id: 7, titre: 'Lit médicalisé électrique 3 fonctions' } },
  }).start();
  return { actor, loadCalendar, send };
}
type Actor = ReturnType<typeof start>['actor'];
const at = (actor: Actor, state: Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0]) =>
  waitFor(actor, (snapshot) => snapshot.matches(state));

async function toDetails(actor: Actor) {
  await at(actor, 'dates');
  actor.send({ type: 'dates.set', debut: '2026-12-07', fin: '2026-12-27' });
  actor.send({ type: 'next' });
  expect(actor.getSnapshot().value).toBe('details');
}

describe('the rental request machine', () => {
  it('loads the product’s days, takes valid dates and a valid form, and ends on the receipt', async () => {
    const { actor, loadCalendar, send } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await toDetails(actor);
    expect(loadCalendar).toHaveBeenCalledWith({ produit: 7 });
    actor.send({ type: 'change', fields: visitor });
    actor.send({ type: 'submit' });
    await at(actor, 'done');
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        produit_id: 7,
        debut: '2026-12-07',
        fin: '2026-12-27',
        nom: 'Amel Ben Salah',
        retrait: 'boutique',
        boutique: 'lafayette',
        consentement: true,
      }),
    );
    expect(actor.getSnapshot().context.receipt?.reference).toBe('LOC-2026-0042');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the visitor on the dates with the reason when they cannot be requested', async () => {
    const { actor } = start([loaded(['2026-12-15'])]);
    await at(actor, 'dates');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.datesError).toBe('Choisissez la date de début.');
    actor.send({ type: 'dates.set', debut: '2026-12-07', fin: '2026-12-27' });
    expect(actor.getSnapshot().context.datesError).toBeNull();
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context.datesError).toMatch(
      /Aucune unité n’est libre le 15 décembre/,
    );
  });

  it('refuses a wrong phone and a missing consent in French without sending, nothing lost', async () => {
    const { actor, send } = start();
    await toDetails(actor);
    actor.send({ type: 'change', fields: { ...visitor, telephone: '12 34', consentement: false } });
    actor.send({ type: 'submit' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('details');
    expect(context.fieldErrors).toEqual({
      telephone: rentalPhoneMessage,
      consentement: rentalMessages.consentement,
    });
    expect(context.fields.nom).toBe('Amel Ben Salah');
    expect(send).not.toHaveBeenCalled();
    // Correcting a field clears its own message only.
    actor.send({ type: 'change', fields: { telephone: '+216 98 750 750' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      consentement: rentalMessages.consentement,
    });
  });

  it('asks for the address when delivered, and goes back to the dates keeping the form', async () => {
    const { actor } = start();
    await toDetails(actor);
    actor.send({ type: 'change', fields: { ...visitor, retrait: 'livraison' } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ adresse: rentalMessages.adresse });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('dates');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ ...visitor, retrait: 'livraison' });
  });

  it('on 409 goes back to the dates with the message and the days loaded again', async () => {
    const { actor, loadCalendar } = start([loaded(), loaded(['2026-12-10'])], async () => ({
      ok: false,
      reason: 'indisponible',
      message: rentalMessages.indisponible,
    }));
    await toDetails(actor);
    actor.send({ type: 'change', fields: visitor });
    actor.send({ type: 'submit' });
    await at(actor, 'dates');
    const { context } = actor.getSnapshot();
    expect(loadCalendar).toHaveBeenCalledTimes(2);
    expect(context.datesError).toBe(rentalMessages.indisponible);
    expect(context.calendar?.free['2026-12-10']).toBe(0);
    expect(context.fields).toMatchObject(visitor);
    // The same dates are now refused by the picker's own check.
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.datesError).toMatch(/10 décembre 2026/);
  });

  it('shows the API’s field messages (422) and its sentence (429); a failure keeps the form', async () => {
    const answers: RentalSendResult[] = [
      { ok: false, reason: 'champs', message: 'Vérifiez', fieldErrors: { nom: 'Trop long.' } },
      { ok: false, reason: 'refus', message: rentalMessages.tropDUnites(3) },
    ];
    const { actor } = start([loaded()], async () => {
      const next = answers.shift();
      if (!next) throw new Error('network down');
      return next;
    });
    await toDetails(actor);
    actor.send({ type: 'change', fields: visitor });
    actor.send({ type: 'submit' });
    await at(actor, 'details');
    await waitFor(actor, (snapshot) => snapshot.context.fieldErrors.nom !== undefined);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ nom: 'Trop long.' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(rentalMessages.tropDUnites(3));
    actor.send({ type: 'submit' });
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches('details') && snapshot.context.error !== rentalMessages.tropDUnites(3),
    );
    expect(actor.getSnapshot().context.error).toMatch(/n’a pas pu être envoyée/);
    expect(actor.getSnapshot().context.fields).toMatchObject(visitor);
  });

  it('says when the days cannot be loaded, and tries again on retry', async () => {
    const { actor } = start([{ ok: false, message: rentalMessages.nonLouable }, loaded()]);
    await at(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toBe(rentalMessages.nonLouable);
    actor.send({ type: 'retry' });
    await at(actor, 'dates');
    // Two shops: none is chosen for the visitor.
    expect(actor.getSnapshot().context.fields.boutique).toBe('');
  });
});
