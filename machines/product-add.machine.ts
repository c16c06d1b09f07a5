import { assign, fromPromise, setup } from 'xstate';
import {
  apiFieldErrors,
  type CreatedProduct,
  detailOf,
  emptyAddFields,
  isUnauthorized,
  isValid,
  type ProductAddFields,
  type ProductFieldErrors,
  productMessages,
  recheck,
  validateProduct,
} from '#domain/product-form.rules.ts';
import { endedByAdministrator } from '#domain/session-end.ts';
import { submitWhenValid } from './form-submit.ts';

export interface ProductCreateInput<TFile> {
  fields: ProductAddFields;
  files: TFile[];
}

export interface ProductAddContext<TFile> {
  fields: ProductAddFields;
  files: TFile[];
  fieldErrors: ProductFieldErrors;
  /** The fields the last submit refused, checked again as they change until the next one. */
  flagged: string[];
  /** The SPEC §5/§8 sentence shown above the form. */
  error: string | null;
  /** What the server said, under that sentence. */
  errorDetail: string | null;
  created: CreatedProduct | null;
  /** The 401 that opened `sessionExpired` said an administrator ended the session (issue 36 §6). */
  sessionClosed: boolean;
}

export type ProductAddEvent<TFile> =
  | { type: 'change'; fields: Partial<ProductAddFields> }
  | { type: 'files.add'; files: TFile[] }
  | { type: 'files.remove'; index: number }
  | { type: 'submit' }
  | { type: 'addAnother' }
  | { type: 'reauthenticated' }
  | { type: 'cancel' };

const emptyForm = <TFile>(): ProductAddContext<TFile> => ({
  fields: emptyAddFields(),
  files: [],
  fieldErrors: {},
  flagged: [],
  error: null,
  errorDetail: null,
  created: null,
  sessionClosed: false,
});

const validate = (fields: ProductAddFields) => validateProduct(fields, { priceRequired: true });

/**
 * SPEC §4 "Add product": form → submitting → success → "Ajouter un autre" → empty form. The
 * machine holds what was typed and the chosen files, so a failed submit (SPEC §8 "Erreur lors de
 * l'ajout du produit") loses nothing. Addition: a 401 waits in `sessionExpired` for a new sign-in
 * (`reauthenticated` submits again, `cancel` returns to the form). Tag `busy` while submitting.
 */
export function createProductAddMachine<TFile>() {
  return setup({
    types: {
      context: {} as ProductAddContext<TFile>,
      events: {} as ProductAddEvent<TFile>,
    },
    actors: {
      // Provided by the UI (a multipart POST); the default fails loudly.
      create: fromPromise<CreatedProduct, ProductCreateInput<TFile>>(() =>
        Promise.reject(new Error('productAdd: create actor not provided')),
      ),
    },
    actions: {
      change: assign(({ context }, patch: Partial<ProductAddFields>) => {
        const fields = { ...context.fields, ...patch };
        const checked = recheck(context, Object.keys(patch), fields, { priceRequired: true });
        return { fields, ...checked };
      }),
      addFiles: assign(({ context }, files: TFile[]) => ({ files: [...context.files, ...files] })),
      removeFile: assign(({ context }, index: number) => ({
        files: context.files.filter((_, at) => at !== index),
      })),
      storeValidation: assign(({ context }) => {
        const { fieldErrors, error } = validate(context.fields);
        return { fieldErrors, error, errorDetail: null, flagged: Object.keys(fieldErrors) };
      }),
      clearErrors: assign({ fieldErrors: {}, error: null, errorDetail: null, flagged: [] }),
      storeCreated: assign((_, created: CreatedProduct) => ({ created })),
      fail: assign(({ event }) => {
        const error = 'error' in event ? event.error : null;
        const fieldErrors = apiFieldErrors(error);
        return {
          error: productMessages.addFailed,
          errorDetail: detailOf(error),
          fieldErrors,
          flagged: Object.keys(fieldErrors),
        };
      }),
      expired: assign({ error: productMessages.sessionExpired, errorDetail: null }),
      reset: assign(() => emptyForm<TFile>()),
      noteSessionEnd: assign(({ event }) => ({ sessionClosed: endedByAdministrator(event) })),
    },
    guards: {
      isValid: ({ context }) => isValid(validate(context.fields)),
      isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
    },
  }).createMachine({
    id: 'productAdd',
    context: () => emptyForm<TFile>(),
    initial: 'form',
    states: {
      form: {
        on: {
          change: { actions: { type: 'change', params: ({ event }) => event.fields } },
          'files.add': { actions: { type: 'addFiles', params: ({ event }) => event.files } },
          'files.remove': { actions: { type: 'removeFile', params: ({ event }) => event.index } },
          submit: submitWhenValid('submitting'),
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: 'create',
          input: ({ context }) => ({ fields: context.fields, files: context.files }),
          onDone: {
            target: 'success',
            actions: { type: 'storeCreated', params: ({ event }) => event.output },
          },
          onError: [
            { guard: 'isUnauthorized', target: 'sessionExpired', actions: 'noteSessionEnd' },
            { target: 'form', actions: 'fail' },
          ],
        },
      },
      sessionExpired: {
        on: {
          reauthenticated: { target: 'submitting' },
          cancel: { target: 'form', actions: 'expired' },
        },
      },
      success: { on: { addAnother: { target: 'form', actions: 'reset' } } },
    },
  });
}
