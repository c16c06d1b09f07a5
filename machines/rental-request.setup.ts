/**
 * The XState setup() of the rental request machine (issue 39): actor contracts, named actions and
 * guards. The statechart is in rental-request.machine.ts, the types in rental-request.types.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { RentalReceipt } from '#domain/rental-answers.schema.ts';
import { rangeProblem } from '#domain/rental-calendar.ts';
import {
  checkRentalRequest,
  emptyRentalFields,
  type RentalRequestFields,
  rentalCalendarFailed,
  rentalRequestBody,
  rentalSendFailed,
} from '#domain/rental-request.rules.ts';
import type {
  CalendarResult,
  RentalRequestContext,
  RentalRequestDraft,
  RentalRequestEvent,
  RentalRequestInput,
  RentalSendResult,
} from './rental-request.types.ts';

export type * from './rental-request.types.ts';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`rentalRequest: ${name} actor not provided`));

export const initialRentalContext = ({ product }: RentalRequestInput): RentalRequestContext => ({
  product,
  calendar: null,
  terms: null,
  debut: null,
  fin: null,
  datesError: null,
  fields: emptyRentalFields(),
  fieldErrors: {},
  error: null,
  loadError: null,
  receipt: null,
});

/** The request the form would send now (the honeypot is the page's to add). */
export const draftOf = (context: RentalRequestContext): RentalRequestDraft =>
  rentalRequestBody(context.fields, {
    produit_id: context.product.id,
    debut: context.debut ?? '',
    fin: context.fin ?? '',
  });

const datesProblem = (context: RentalRequestContext): string | null => {
  if (!context.calendar) return rentalCalendarFailed;
  if (!context.debut) return 'Choisissez la date de début.';
  if (!context.fin) return 'Choisissez la date de fin.';
  return rangeProblem(context.calendar, context.debut, context.fin);
};

export const setupRentalRequest = setup({
  types: {
    context: {} as RentalRequestContext,
    events: {} as RentalRequestEvent,
    input: {} as RentalRequestInput,
  },
  actors: {
    loadCalendar: fromPromise<CalendarResult, { produit: number }>(notProvided('loadCalendar')),
    send: fromPromise<RentalSendResult, RentalRequestDraft>(notProvided('send')),
  },
  actions: {
    storeCalendar: assign(({ context }, result: CalendarResult) => {
      if (!result.ok) return {};
      const { boutiques } = result.terms;
      // The only shop is chosen for the visitor; a shop the product no longer leaves from is not.
      const boutique = boutiques.includes(context.fields.boutique)
        ? context.fields.boutique
        : emptyRentalFields(boutiques).boutique;
      const delivered = result.terms.frais_livraison !== null;
      return {
        calendar: result.calendar,
        terms: result.terms,
        loadError: null,
        fields: {
          ...context.fields,
          boutique,
          retrait: delivered ? context.fields.retrait : ('boutique' as const),
        },
      };
    }),
    storeLoadError: assign((_, message: string) => ({ loadError: message })),
    setDates: assign((_, dates: { debut: string | null; fin: string | null }) => ({
      ...dates,
      datesError: null,
    })),
    storeDatesProblem: assign(({ context }) => ({ datesError: datesProblem(context) })),
    change: assign(({ context }, fields: Partial<RentalRequestFields>) => ({
      fields: { ...context.fields, ...fields },
      // Correcting a field clears its own message; the others stay until the next send.
      fieldErrors: Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([key]) => !(key in fields)),
      ),
    })),
    storeValidation: assign(({ context }) => {
      const check = checkRentalRequest(draftOf(context));
      return { fieldErrors: check.ok ? {} : check.fieldErrors, error: null };
    }),
    clearErrors: assign({ fieldErrors: {}, error: null, datesError: null }),
    storeReceipt: assign((_, receipt: RentalReceipt) => ({ receipt, error: null })),
    refuse: assign((_, result: RentalSendResult) => ({
      error: result.ok ? rentalSendFailed : result.message,
      fieldErrors: !result.ok && result.reason === 'champs' ? result.fieldErrors : {},
    })),
    /** 409: back to the dates, which are refreshed; the form keeps what was typed. */
    datesTaken: assign((_, message: string) => ({ datesError: message, error: null })),
    fail: assign({ error: rentalSendFailed }),
  },
  guards: {
    loaded: (_, result: CalendarResult) => result.ok,
    datesValid: ({ context }) => datesProblem(context) === null,
    isValid: ({ context }) => checkRentalRequest(draftOf(context)).ok,
    sent: (_, result: RentalSendResult) => result.ok,
    taken: (_, result: RentalSendResult) => !result.ok && result.reason === 'indisponible',
  },
});
