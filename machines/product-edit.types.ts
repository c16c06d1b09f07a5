/** The types of the product edit machine (SPEC §2 "Product edit form"): context, events, actor I/O. */
import type { ProductEditFields, ProductFieldErrors } from '#domain/product-form.rules.ts';

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
  /** That 401 said an administrator ended the session (issue 36 §6): the dialog says so. */
  sessionClosed: boolean;
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
