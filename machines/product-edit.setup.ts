/**
 * The XState setup() of the product edit machine (SPEC §2 "Product edit form"): actor contracts,
 * the form-editing reducer, named actions and guards. The statechart is in
 * product-edit.machine.ts, the types in product-edit.types.ts.
 */

import { assign, fromPromise, setup } from 'xstate';
import { limits } from '#config';
import {
  apiFieldErrors,
  detailOf,
  emptyEditFields,
  isStaleVersion,
  isUnauthorized,
  isValid,
  type ProductEditFields,
  productMessages,
  recheck,
  validateProduct,
} from '#domain/product-form.rules.ts';
import { endedByAdministrator } from '#domain/session-end.ts';
import type {
  LoadedProduct,
  ProductEditContext,
  ProductEditEvent,
  ProductEditInput,
  ProductSaveInput,
  ProductSaveOutput,
} from './product-edit.types.ts';

export type * from './product-edit.types.ts';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`productEdit: ${name} actor not provided`));

/** Default actors fail loudly: the UI provides the real ones (server function, multipart POST). */
export const defaultEditActors = <TFile>() => ({
  load: fromPromise<LoadedProduct, { id: number }>(notProvided('load')),
  save: fromPromise<ProductSaveOutput, ProductSaveInput<TFile>>(notProvided('save')),
});

export const emptyEditContext = <TFile>(productId: number): ProductEditContext<TFile> => ({
  productId,
  loaded: null,
  fields: emptyEditFields(),
  version: null,
  main: null,
  files: [],
  fieldErrors: {},
  flagged: [],
  error: null,
  errorDetail: null,
  failedStep: null,
  sessionClosed: false,
  saved: null,
});

/** The form's values and chosen files after one editing event (other events change nothing). */
export function pendingEdit<TFile>(
  context: ProductEditContext<TFile>,
  event: ProductEditEvent<TFile>,
): Pick<ProductEditContext<TFile>, 'fields' | 'main' | 'files'> {
  const { fields, main, files } = context;
  switch (event.type) {
    case 'change':
      return { fields: { ...fields, ...event.fields }, main, files };
    case 'gallery.remove':
      return {
        fields: {
          ...fields,
          galerie_json: fields.galerie_json.filter((_, at) => at !== event.index),
        },
        main,
        files,
      };
    case 'main.choose':
      return { fields, main: event.file, files };
    case 'files.add':
      return { fields, main, files: [...files, ...event.files] };
    case 'files.remove':
      return { fields, main, files: files.filter((_, at) => at !== event.index) };
    default:
      return { fields, main, files };
  }
}

const validate = (context: { fields: ProductEditFields }) =>
  validateProduct(context.fields, { priceRequired: false });

/** The machine's named actions, guards and delays (SPEC §9: the 2 s redirect). */
export const setupProductEdit = <TFile>() =>
  setup({
    types: {
      context: {} as ProductEditContext<TFile>,
      events: {} as ProductEditEvent<TFile>,
      input: {} as ProductEditInput,
    },
    actors: defaultEditActors<TFile>(),
    delays: { redirectDelay: limits.editProductRedirectMs },
    actions: {
      storeLoaded: assign((_, loaded: LoadedProduct) => ({
        loaded,
        fields: loaded.fields,
        version: loaded.version,
        fieldErrors: {},
        flagged: [],
        error: null,
        errorDetail: null,
      })),
      edit: assign(({ context, event }) => {
        const next = pendingEdit(context, event);
        const changed = event.type === 'change' ? Object.keys(event.fields) : [];
        return { ...next, ...recheck(context, changed, next.fields, { priceRequired: false }) };
      }),
      storeValidation: assign(({ context }) => {
        const validation = validate(context);
        return { ...validation, errorDetail: null, flagged: Object.keys(validation.fieldErrors) };
      }),
      clearErrors: assign({ fieldErrors: {}, error: null, errorDetail: null, flagged: [] }),
      storeSaved: assign((_, saved: ProductSaveOutput) => ({ version: saved.modifie_le, saved })),
      failSave: assign(({ event }) => {
        const error = 'error' in event ? event.error : null;
        const fieldErrors = apiFieldErrors(error);
        return {
          error: productMessages.saveFailed,
          errorDetail: detailOf(error),
          fieldErrors,
          flagged: Object.keys(fieldErrors),
        };
      }),
      failReload: assign({ error: productMessages.reloadFailed, errorDetail: null }),
      expireAt: assign(({ event }, step: 'loading' | 'saving') => ({
        failedStep: step,
        sessionClosed: endedByAdministrator(event),
      })),
      cancelExpired: assign({ failedStep: null, error: productMessages.sessionExpired }),
    },
    guards: {
      isValid: ({ context }) => isValid(validate(context)),
      isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
      isStale: ({ event }) => 'error' in event && isStaleVersion(event.error),
      failedWhileLoading: ({ context }) => context.failedStep === 'loading',
    },
  });
