import { submitWhenValid } from './form-submit.ts';
import { draftOf, initialRentalContext, setupRentalRequest } from './rental-request.setup.ts';

export type * from './rental-request.types.ts';
export { draftOf };

/**
 * Issue 39, a visitor's rental request from « Louer »: loading the days → dates (the picker) →
 * details (the form, the price) → sending → done (the receipt). A 409 (the units were taken
 * meanwhile) goes back to the dates with its message, the days refreshed; a 422 back to the form
 * with each field's message; any other refusal keeps the form with a sentence. Nothing typed is
 * lost on the way. The actors (the server functions) are provided by the dialog.
 */
export const rentalRequestMachine = setupRentalRequest.createMachine({
  id: 'rentalRequest',
  context: ({ input }) => initialRentalContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadCalendar',
        input: ({ context }) => ({ produit: context.product.id }),
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => event.output },
            target: 'dates',
            actions: { type: 'storeCalendar', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: {
              type: 'storeLoadError',
              params: ({ event }) => (event.output.ok ? '' : event.output.message),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeLoadError',
            params:
              'Impossible de charger les disponibilités. Vérifiez votre connexion, puis réessayez.',
          },
        },
      },
    },
    failed: { on: { retry: 'loading' } },
    dates: {
      on: {
        'dates.set': { actions: { type: 'setDates', params: ({ event }) => event } },
        next: [
          { guard: 'datesValid', target: 'details', actions: 'clearErrors' },
          { actions: 'storeDatesProblem' },
        ],
      },
    },
    details: {
      on: {
        change: { actions: { type: 'change', params: ({ event }) => event.fields } },
        back: 'dates',
        submit: submitWhenValid('sending'),
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        input: ({ context }) => draftOf(context),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'done',
            actions: {
              type: 'storeReceipt',
              params: ({ event }) => {
                if (!event.output.ok) throw new Error('rentalRequest: no receipt');
                return event.output.receipt;
              },
            },
          },
          {
            guard: { type: 'taken', params: ({ event }) => event.output },
            target: 'refreshing',
            actions: {
              type: 'datesTaken',
              params: ({ event }) => (event.output.ok ? '' : event.output.message),
            },
          },
          {
            target: 'details',
            actions: { type: 'refuse', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'details', actions: 'fail' },
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'loadCalendar',
        input: ({ context }) => ({ produit: context.product.id }),
        onDone: {
          target: 'dates',
          actions: { type: 'storeCalendar', params: ({ event }) => event.output },
        },
        // The old days stay; the message already says to choose others.
        onError: 'dates',
      },
    },
    done: { type: 'final' },
  },
});
