/**
 * Types, actor contracts and the form-editing reducer of the product edit machine (SPEC §2
 * "Product edit form"); the statechart itself is in product-edit.machine.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import { limits } from '#config';
import {
  apiFieldErrors,
  detailOf,
  isStaleVersion,
  isUnauthorized,
  isValid,
  type ProductEditFields,
  type ProductFieldErrors,
  productMessages,
  recheck,
  validateProduct,
} from '#domain/product-form.rules.ts';

/** The product as the form opens it; `version` (its modifie_le) goes back with the save. */
export interface LoadedProduct {
  fields: ProductEditFields;
  version: string | null;
  /** Shown, not edited here: the current main image path and the price's currency. */
  image: string | null;
  devise: string | null;
}

export interface ProductSaveInput<TFile> {
  id: number;
  fields: ProductEditFields;
  /** A new main image (SPEC §7 `image_miniature`), or null to keep the current one. */
  main: TFile | null;
  /** New gallery images (SPEC §7 `images[]`), appended after the kept ones. */
  files: TFile[];
  /** null: overwrite whatever is saved (no precondition). */
  version: string | null;
}
export interface ProductSaveOutput {
  modifie_le: string | null;
  /** The price as saved, for the success screen (another server may not answer it). */
  prix?: number | null;
  devise?: string | null;
}

export interface ProductEditInput {
  productId: number;
}

export interface ProductEditContext<TFile> {
  productId: number;
  /** The last copy loaded from the server (the baseline of "unsaved changes"). */
  loaded: LoadedProduct | null;
  fields: ProductEditFields;
  version: string | null;
  main: TFile | null;
  files: TFile[];
  fieldErrors: ProductFieldErrors;
  /** The fields the last save refused, checked again as they change until the next one. */
  flagged: string[];
  /** The SPEC §5/§8 sentence shown above the form. */
  error: string | null;
  /** What the server said, under that sentence. */
  errorDetail: string | null;
  /** The step a 401 interrupted, run again on `reauthenticated`. */
  failedStep: 'loading' | 'saving' | null;
  /** What the last save stored, shown on the success screen. */
  saved: ProductSaveOutput | null;
}

export type ProductEditEvent<TFile> =
  | { type: 'retry' }
  | { type: 'change'; fields: Partial<Omit<ProductEditFields, 'galerie_json'>> }
  | { type: 'gallery.remove'; index: number }
  | { type: 'main.choose'; file: TFile | null }
  | { type: 'files.add'; files: TFile[] }
  | { type: 'files.remove'; index: number }
  | { type: 'save' }
  | { type: 'overwrite' }
  | { type: 'reload' }
  | { type: 'reauthenticated' }
  | { type: 'cancel' };

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
  fields: {
    titre: '',
    reference: '',
    description_html: '',
    categorie_id: '',
    prix: '',
    est_actif: true,
    galerie_json: [],
  },
  version: null,
  main: null,
  files: [],
  fieldErrors: {},
  flagged: [],
  error: null,
  errorDetail: null,
  failedStep: null,
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
      expireAt: assign((_, step: 'loading' | 'saving') => ({ failedStep: step })),
      cancelExpired: assign({ failedStep: null, error: productMessages.sessionExpired }),
    },
    guards: {
      isValid: ({ context }) => isValid(validate(context)),
      isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
      isStale: ({ event }) => 'error' in event && isStaleVersion(event.error),
      failedWhileLoading: ({ context }) => context.failedStep === 'loading',
    },
  });
