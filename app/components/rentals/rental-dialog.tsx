import { useActor } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { rentalMachineFor } from './rental-actor.ts';
import { RentalDatePicker } from './rental-date-picker.tsx';
import { RentalForm } from './rental-form.tsx';
import { RentalQuoteSummary } from './rental-quote.tsx';
import { RentalSuccess } from './rental-success.tsx';

interface Props {
  product: { id: number; titre: string };
  onClose: () => void;
}

/**
 * Issue 39: the rental flow of « Louer », a native modal <dialog> (focus moved in and trapped,
 * Escape closes, focus back on « Louer » after), a full-screen sheet on phones. Its steps follow
 * the request machine: the days load, the dates, the form with the price, the receipt.
 */
export default function RentalDialog({ product, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [machine] = useState(() => rentalMachineFor(honeypot));
  const [snapshot, send] = useActor(machine, { input: { product } });
  const titleId = useId();
  const { context } = snapshot;
  const step = snapshot.value;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // Each step's heading takes the focus, so the change is announced and Tab starts from it.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shown = step === 'sending' ? 'details' : step === 'refreshing' ? 'dates' : step;
  useEffect(() => {
    if (shown !== 'loading') stepHeading.current?.focus();
  }, [shown]);

  // Closing goes through the native close(), which gives the focus back to « Louer ».
  const close = () => dialog.current?.close();
  const heading = (text: string) => (
    <h3
      ref={stepHeading}
      tabIndex={-1}
      className="font-semibold text-lg text-slate-900 focus:outline-none"
    >
      {text}
    </h3>
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-busy={snapshot.hasTag('busy') || undefined}
      // Inside the product popup (a <dialog> too), React would pass these on to it and close it.
      onCancel={(event) => event.stopPropagation()}
      onClose={(event) => {
        event.stopPropagation();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none sm:max-h-[calc(100dvh-2rem)]"
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-slate-200 border-b bg-white px-5 py-4">
        <h2 id={titleId} className="font-bold text-slate-900 text-xl [overflow-wrap:anywhere]">
          Louer : {product.titre}
        </h2>
        <button
          type="button"
          aria-label="Fermer"
          onClick={close}
          className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-md text-2xl text-slate-500 leading-none hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          ×
        </button>
      </div>
      <div className="space-y-6 px-5 py-5">
        {shown === 'loading' ? (
          <p role="status" className="text-slate-600">
            Chargement des disponibilités…
          </p>
        ) : null}
        {shown === 'failed' ? (
          <div className="space-y-4">
            {heading('Disponibilités indisponibles')}
            <p role="alert" className="text-red-700">
              {context.loadError}
            </p>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'retry' })}>
              Réessayer
            </button>
          </div>
        ) : null}
        {shown === 'dates' && context.calendar && context.terms ? (
          <div className="space-y-5">
            {heading('1. Choisissez vos dates')}
            <RentalDatePicker
              calendar={context.calendar}
              debut={context.debut}
              fin={context.fin}
              busy={step === 'refreshing'}
              onChange={(debut, fin) => send({ type: 'dates.set', debut, fin })}
            />
            {context.datesError ? (
              <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
                {context.datesError}
              </p>
            ) : null}
            {context.debut && context.fin && !context.datesError ? (
              <RentalQuoteSummary
                terms={context.terms}
                debut={context.debut}
                fin={context.fin}
                livraison={false}
              />
            ) : null}
            <div className="flex justify-end">
              <button
                type="button"
                className={primaryButton}
                onClick={() => send({ type: 'next' })}
              >
                Continuer
              </button>
            </div>
          </div>
        ) : null}
        {shown === 'details' && context.terms && context.debut && context.fin ? (
          <div className="space-y-5">
            {heading('2. Vos coordonnées')}
            <RentalQuoteSummary
              terms={context.terms}
              debut={context.debut}
              fin={context.fin}
              livraison={context.fields.retrait === 'livraison'}
            />
            <button
              type="button"
              className={secondaryButton}
              onClick={() => send({ type: 'back' })}
            >
              Modifier les dates
            </button>
            <RentalForm
              terms={context.terms}
              fields={context.fields}
              fieldErrors={context.fieldErrors}
              error={context.error}
              busy={step === 'sending'}
              honeypot={honeypot}
              onChange={(fields) => send({ type: 'change', fields })}
              onSubmit={() => send({ type: 'submit' })}
            />
          </div>
        ) : null}
        {shown === 'done' && context.receipt ? (
          <RentalSuccess receipt={context.receipt} heading={heading} onClose={close} />
        ) : null}
      </div>
    </dialog>
  );
}
