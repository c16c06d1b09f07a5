import { assign, fromPromise, setup } from 'xstate';
import type { ProductImportPreview, ProductImportResult } from '#domain/product-import.schema.ts';

export interface ProductImportContext {
  /** The file chosen, kept for the apply (the same bytes as previewed). */
  file: File | null;
  preview: ProductImportPreview | null;
  result: ProductImportResult | null;
  /** The last failure, in French (the API's message), else null. */
  error: string | null;
}

export type ProductImportEvent = { type: 'choose'; file: File } | { type: 'apply' };

const failureMessage = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Le serveur ne répond pas. Réessayez dans un instant.';

/**
 * The products CSV import (issue 24): a file chosen is previewed at once (nothing written);
 * "Importer" is offered only for a preview without refused rows and with something to write;
 * the apply is all or nothing. A failure keeps the preview on screen with the reason. Choosing
 * another file starts over.
 */
export const productImportMachine = setup({
  types: {
    context: {} as ProductImportContext,
    events: {} as ProductImportEvent,
  },
  actors: {
    preview: fromPromise<ProductImportPreview, File>(() =>
      Promise.reject(new Error('productImport: preview actor not provided')),
    ),
    apply: fromPromise<ProductImportResult, File>(() =>
      Promise.reject(new Error('productImport: apply actor not provided')),
    ),
  },
  actions: {
    choose: assign((_, file: File) => ({ file, preview: null, result: null, error: null })),
    fail: assign((_, error: unknown) => ({ error: failureMessage(error) })),
    showPreview: assign((_, preview: ProductImportPreview) => ({ preview })),
    showResult: assign((_, result: ProductImportResult) => ({ result })),
    clearError: assign({ error: null }),
  },
  guards: {
    canApply: ({ context }) =>
      context.preview !== null &&
      context.preview.refused.length === 0 &&
      context.preview.create + context.preview.update > 0,
  },
}).createMachine({
  id: 'productImport',
  context: { file: null, preview: null, result: null, error: null },
  initial: 'choosing',
  on: {
    choose: {
      target: '.previewing',
      actions: { type: 'choose', params: ({ event }) => event.file },
    },
  },
  states: {
    choosing: {},
    previewing: {
      invoke: {
        src: 'preview',
        input: ({ context }) => context.file ?? new File([], 'vide.csv'),
        onDone: {
          target: 'previewed',
          actions: { type: 'showPreview', params: ({ event }) => event.output },
        },
        onError: {
          target: 'choosing',
          actions: {
            type: 'fail',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    previewed: {
      on: { apply: { guard: 'canApply', target: 'applying', actions: 'clearError' } },
    },
    applying: {
      invoke: {
        src: 'apply',
        input: ({ context }) => context.file ?? new File([], 'vide.csv'),
        onDone: {
          target: 'done',
          actions: { type: 'showResult', params: ({ event }) => event.output },
        },
        onError: {
          target: 'previewed',
          actions: {
            type: 'fail',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    done: {},
  },
});
