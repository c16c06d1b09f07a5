import { useActor } from '@xstate/react';
import { type RefObject, useState } from 'react';
import { fromPromise } from 'xstate';
import { contactFormMachine } from '#machines/contact-form.machine.ts';
import { sendContactRequest } from '#server/functions/contact.functions.ts';

/**
 * The contact form's machine with its `send` actor wired to the server function (STYLE: actors
 * provided by the page). The honeypot's value is read from its uncontrolled input at send time:
 * the machine never sees it, the API judges it.
 */
export function useContactForm(honeypot: RefObject<HTMLInputElement | null>) {
  const [machine] = useState(() =>
    contactFormMachine.provide({
      actors: {
        send: fromPromise(({ input }) =>
          sendContactRequest({
            data: { ...input, website: honeypot.current?.value || undefined },
          }),
        ),
      },
    }),
  );
  const [snapshot, send] = useActor(machine);
  return { snapshot, send, busy: snapshot.hasTag('busy') };
}
