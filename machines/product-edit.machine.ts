import { assign } from 'xstate';
import { submitWhenValid } from './form-submit.ts';
import { emptyEditContext, setupProductEdit } from './product-edit.setup.ts';

/**
 * SPEC §4 "Edit product": loading → editing → saving → success → (SPEC §9: 2 s) `redirect`, the
 * final state the UI navigates on. Load failure → `loadFailed` ("Impossible de charger le
 * produit.", `retry`); save failure → editing with "Erreur lors de la mise à jour du produit" and
 * every value kept. Additions (issue 8): a 409 `stale_version` → `conflict` (`reload` the saved
 * copy, `overwrite` without a version, `cancel`); a 401 → `sessionExpired` until `reauthenticated`
 * (the failed step runs again) or `cancel`. Tag `busy` while saving.
 */
export function createProductEditMachine<TFile>() {
  const productEdit = setupProductEdit<TFile>();
  const loading = productEdit.createStateConfig({
    invoke: {
      src: 'load',
      input: ({ context }) => ({ id: context.productId }),
      onDone: {
        target: 'editing',
        actions: { type: 'storeLoaded', params: ({ event }) => event.output },
      },
      onError: [
        {
          guard: 'isUnauthorized',
          target: 'sessionExpired',
          actions: { type: 'expireAt', params: 'loading' },
        },
        { target: 'loadFailed' },
      ],
    },
  });
  // The saved copy replaces the typed values; chosen files stay chosen.
  const loadSavedCopy = productEdit.createStateConfig({
    tags: ['busy'],
    invoke: { ...loading.invoke, onError: { target: 'editing', actions: 'failReload' } },
  });
  return productEdit.createMachine({
    id: 'productEdit',
    context: ({ input }) => emptyEditContext<TFile>(input.productId),
    initial: 'loading',
    states: {
      loading,
      loadFailed: { on: { retry: 'loading' } },
      editing: {
        on: {
          change: { actions: 'edit' },
          'gallery.remove': { actions: 'edit' },
          'main.choose': { actions: 'edit' },
          'files.add': { actions: 'edit' },
          'files.remove': { actions: 'edit' },
          // A version restored from the Historique, or the images panel saved (issue 24): the
          // saved copy replaces the typed values.
          reload: 'refreshing',
          save: submitWhenValid('saving'),
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ context }) => ({
            id: context.productId,
            fields: context.fields,
            main: context.main,
            files: context.files,
            version: context.version,
          }),
          onDone: {
            target: 'success',
            actions: { type: 'storeSaved', params: ({ event }) => event.output },
          },
          onError: [
            {
              guard: 'isUnauthorized',
              target: 'sessionExpired',
              actions: { type: 'expireAt', params: 'saving' },
            },
            { guard: 'isStale', target: 'conflict' },
            { target: 'editing', actions: 'failSave' },
          ],
        },
      },
      conflict: {
        on: {
          // Save over the newer version deliberately: no version sent.
          overwrite: { target: 'saving', actions: assign({ version: null }) },
          reload: 'reloading',
          // The version is kept, so the next save meets the conflict again.
          cancel: 'editing',
        },
      },
      reloading: loadSavedCopy,
      // As `reloading`, outside a conflict (after a restore): no conflict dialog meanwhile.
      refreshing: loadSavedCopy,
      sessionExpired: {
        on: {
          reauthenticated: [
            { guard: 'failedWhileLoading', target: 'loading' },
            { target: 'saving' },
          ],
          cancel: [
            { guard: 'failedWhileLoading', target: 'loadFailed' },
            { target: 'editing', actions: 'cancelExpired' },
          ],
        },
      },
      success: { after: { redirectDelay: 'redirect' } },
      redirect: { type: 'final' },
    },
  });
}
