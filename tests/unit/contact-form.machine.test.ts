import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { site } from '#config';
import type { ContactSendResult } from '#domain/contact-form.schema.ts';
import { emptyContactFields } from '#domain/contact-form.schema.ts';
import { contactFormMachine } from '#machines/contact-form.machine.ts';

const typed = {
  firstName: '  Amel ',
  lastName: 'Ben Salah',
  email: 'amel.bensalah@exemple.tn',
  phone: '+216 98 123 456',
  subject: 'Location d’un lit médicalisé',
  department: 'Orthopédie',
  message: 'Bonjour,\nje souhaite louer un lit pour ma mère.',
  urgent: true,
} as const;

/** The machine with a fake `send` that answers after 200 ms (or as told). */
function start(answer: () => Promise<ContactSendResult> = async () => ({ ok: true })) {
  const send = vi.fn(async (_input: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return answer();
  });
  const machine = contactFormMachine.provide({
    actors: { send: fromPromise(({ input }) => send(input)) },
  });
  return { actor: createActor(machine).start(), send };
}
type Actor = ReturnType<typeof start>['actor'];
const state = (actor: Actor) => actor.getSnapshot();

function fillAndSubmit(actor: Actor) {
  actor.send({ type: 'change', fields: typed });
  actor.send({ type: 'submit' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('contact form machine (SPEC §4 "Contact form")', () => {
  it('starts editing an empty form', () => {
    const { actor } = start();
    expect(state(actor).value).toBe('editing');
    expect(state(actor).context).toEqual({
      fields: emptyContactFields(),
      fieldErrors: {},
      error: null,
    });
  });

  it('sends the trimmed values, shows the success screen, then an empty form after 3 s', async () => {
    const { actor, send } = start();
    fillAndSubmit(actor);
    expect(state(actor).value).toBe('submitting');
    expect(state(actor).hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(state(actor).value).toBe('submitted');
    expect(send).toHaveBeenCalledExactlyOnceWith({ ...typed, firstName: 'Amel' });

    await vi.advanceTimersByTimeAsync(2_999);
    expect(state(actor).value).toBe('submitted');
    await vi.advanceTimersByTimeAsync(1);
    expect(state(actor).value).toBe('editing');
    expect(state(actor).context).toEqual({
      fields: emptyContactFields(),
      fieldErrors: {},
      error: null,
    });
  });

  it('keeps everything typed when the send fails, with the phone number to call', async () => {
    const { actor } = start(() => Promise.reject(new Error('HTTP 500')));
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(200);
    expect(state(actor).value).toBe('editing');
    expect(state(actor).context.fields).toEqual(typed);
    expect(state(actor).context.error).toBe(
      `L'envoi a échoué. Vos informations sont conservées : réessayez ou appelez-nous au ${site.phone}.`,
    );
    // Nothing resets the form later on.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state(actor).context.fields).toEqual(typed);
  });

  it('shows the sentence of a refused send (too many requests) and keeps the content', async () => {
    const message = `Trop de demandes envoyées. Réessayez dans quelques minutes ou appelez-nous au ${site.phone}.`;
    const { actor } = start(async () => ({ ok: false, message }));
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(200);
    expect(state(actor).value).toBe('editing');
    expect(state(actor).context).toMatchObject({ fields: typed, error: message });
  });

  it('retries after a failure: the error goes, the request is sent again', async () => {
    let calls = 0;
    const { actor, send } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('réseau');
      return { ok: true };
    });
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(200);
    expect(state(actor).context.error).not.toBeNull();
    actor.send({ type: 'submit' });
    expect(state(actor).context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(state(actor).value).toBe('submitted');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('refuses an incomplete form with a French message per required field, sending nothing', async () => {
    const { actor, send } = start();
    actor.send({ type: 'change', fields: { phone: '71 750 750', urgent: true } });
    actor.send({ type: 'submit' });
    expect(state(actor).value).toBe('editing');
    expect(state(actor).context.fieldErrors).toEqual({
      firstName: 'Veuillez indiquer votre prénom.',
      lastName: 'Veuillez indiquer votre nom.',
      email: 'Veuillez indiquer votre adresse e-mail.',
      subject: 'Veuillez indiquer le sujet de votre demande.',
      message: 'Veuillez écrire votre message.',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail, and correcting a field clears only its own message', () => {
    const { actor } = start();
    actor.send({ type: 'change', fields: { ...typed, email: 'amel@', subject: '   ' } });
    actor.send({ type: 'submit' });
    expect(state(actor).context.fieldErrors).toEqual({
      email: 'Veuillez saisir une adresse e-mail valide (par exemple nom@exemple.tn).',
      subject: 'Veuillez indiquer le sujet de votre demande.',
    });
    actor.send({ type: 'change', fields: { email: 'amel@exemple.tn' } });
    expect(state(actor).context.fieldErrors).toEqual({
      subject: 'Veuillez indiquer le sujet de votre demande.',
    });
  });

  it('ignores typing and submits while the request is on its way', async () => {
    const { actor, send } = start();
    fillAndSubmit(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'change', fields: { firstName: 'Autre' } });
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledTimes(1);
    expect(state(actor).context.fields.firstName).toBe(typed.firstName);
  });

  it('never shows success when the page forgot to provide the send actor', async () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'change', fields: typed });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(actor).value).toBe('editing');
    expect(state(actor).context.error).toContain("L'envoi a échoué");
  });
});
