import { assign, fromPromise, setup } from 'xstate';
import { limits } from '#config';
import type {
  ProductImportPreview,
  ProductImportResult,
  ProductImportUndo,
} from '#domain/product-import.schema.ts';
import type { ProductImportContext, ProductImportEvent } from './product-import.types.ts';

export type { ProductImportContext, ProductImportEvent };

const undoWindowMs = limits.importUndoMinutes * 60_000;

const failureMessage = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Le serveur ne répond pas. Réessayez dans un instant.';

/**
 * The products CSV import (issue 24): a file chosen is previewed at once (nothing written);
 * "Importer" is offered only for a preview without refused rows and with something to write;
 * the apply is all or nothing. A failure keeps the preview on screen with the reason. Choosing
 * another file starts over. After an apply that wrote something, "Annuler cet import" is offered
 * for `limits.importUndoMinutes` (issue 36 §5), counted on this browser's clock from the answer.
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
    undo: fromPromise<ProductImportUndo, number>(() =>
      Promise.reject(new Error('productImport: undo actor not provided')),
    ),
  },
  delays: {
    undoWindow: ({ context }) => Math.max(0, (context.undoUntil ?? 0) - Date.now()),
  },
  actions: {
    choose: assign((_, file: File) => ({
      file,
      preview: null,
      result: null,
      undoUntil: null,
      undone: null,
      error: null,
    })),
    fail: assign((_, error: unknown) => ({ error: failureMessage(error) })),
    showPreview: assign((_, preview: ProductImportPreview) => ({ preview })),
    showResult: assign((_, result: ProductImportResult) => ({
      result,
      undoUntil: result.undo ? Date.now() + undoWindowMs : null,
    })),
    showUndone: assign((_, undone: ProductImportUndo) => ({ undone, undoUntil: null })),
    closeUndo: assign({ undoUntil: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    canApply: ({ context }) =>
      context.preview !== null &&
      context.preview.refused.length === 0 &&
      context.preview.create + context.preview.update > 0,
    canUndo: ({ context }) => context.result?.undo != null && context.undoUntil !== null,
  },
}).createMachine({
  id: 'productImport',
  context: { file: null, preview: null, result: null, undoUntil: null, undone: null, error: null },
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
    done: {
      after: { undoWindow: { guard: 'canUndo', actions: 'closeUndo' } },
      on: { undo: { guard: 'canUndo', target: 'undoing', actions: 'clearError' } },
    },
    undoing: {
      invoke: {
        src: 'undo',
        input: ({ context }) => context.result?.undo?.id ?? 0,
        onDone: {
          target: 'undone',
          actions: { type: 'showUndone', params: ({ event }) => event.output },
        },
        onError: {
          target: 'done',
          actions: {
            type: 'fail',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    undone: {},
  },
});
