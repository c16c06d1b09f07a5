import type { RefObject } from 'react';
import { lazyActorFailedMessage, useLazyActor } from '#app/components/use-lazy-actor.ts';
import { emptyContactFields } from '#domain/contact-fields.ts';
import type { ContactFormContext } from '#machines/contact-form.machine.ts';
import type { ContactActor } from './contact-actor.ts';

/** The machine's initial view, shown until its code has loaded. */
const initialView: ContactFormContext = {
  fields: emptyContactFields(),
  fieldErrors: {},
  error: null,
};

/**
 * The contact form's state: the machine (contact-actor.ts) once loaded, its initial view before.
 * The fields are uncontrolled inputs, so typing works before the machine runs; every change is
 * sent to it (kept and delivered in order if it is still loading).
 */
export function useContactForm(honeypot: RefObject<HTMLInputElement | null>) {
  const { snapshot, send, load, ready, failed } = useLazyActor<ContactActor>(() =>
    import('./contact-actor.ts').then(({ contactActorFactory }) => contactActorFactory(honeypot)),
  );
  const view = snapshot?.context ?? initialView;
  return {
    view: { ...view, error: view.error ?? (failed ? lazyActorFailedMessage : null) },
    submitted: snapshot?.matches('submitted') ?? false,
    busy: snapshot?.hasTag('busy') ?? false,
    send,
    load,
    // Ready to send, or ready to try loading again after a failed download.
    ready: ready || failed,
  };
}
