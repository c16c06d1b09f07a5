import type { RefObject } from 'react';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine } from '#machines/contact-form.machine.ts';
import { sendContactRequest } from '#server/functions/contact.functions.ts';

/**
 * The contact form's machine with its `send` actor wired to the server function (STYLE: actors
 * provided by the page). Loaded with `import()` by `useContactForm`, so the page's initial
 * JavaScript holds neither XState nor the machine. The honeypot's value is read from its
 * uncontrolled input at send time: the machine never sees it, the API judges it.
 */
export function contactActorFactory(honeypot: RefObject<HTMLInputElement | null>) {
  const machine = contactFormMachine.provide({
    actors: {
      send: fromPromise(({ input }) =>
        sendContactRequest({
          data: { ...input, website: honeypot.current?.value || undefined },
        }),
      ),
    },
  });
  return () => createActor(machine);
}

export type ContactActor = ReturnType<ReturnType<typeof contactActorFactory>>;
