import { assign, fromPromise, setup } from 'xstate';
import {
  type CategoryCreateInput,
  type CategoryDraft,
  categoryMessages,
  emptyCategoryDraft,
  failureDetail,
  nameError,
  toCreateInput,
} from '#domain/category-admin.rules.ts';

export interface CategoryAdminContext {
  draft: CategoryDraft;
  /** SPEC §5: the inline message under the name field. */
  nameError: string | null;
  /** SPEC §8: "Erreur lors de l'ajout de la catégorie", shown in red in the form. */
  error: string | null;
  /** The API's explanation of the refusal, under that line, when it gave one. */
  errorDetail: string | null;
}

export type CategoryAdminEvent =
  | { type: 'add' }
  | { type: 'change'; draft: Partial<CategoryDraft> }
  | { type: 'submit' }
  | { type: 'cancel' }
  | { type: 'ok' };

const initialContext = (): CategoryAdminContext => ({
  draft: emptyCategoryDraft(),
  nameError: null,
  error: null,
  errorDetail: null,
});

/**
 * SPEC §4 "Categories page": list ↔ "Nouvelle catégorie" form; a valid form is saved (`create`,
 * provided by the UI), then the success panel, whose OK returns to the list. On success the form
 * resets (empty name, position 0, visible) and `reloadList` (provided by the UI) reloads the
 * list. A failed create returns to the form with the values kept and the SPEC §8 message.
 * "Annuler" returns to the list and forgets what was typed. Tag `busy` while saving.
 */
export const categoryAdminMachine = setup({
  types: {
    context: {} as CategoryAdminContext,
    events: {} as CategoryAdminEvent,
  },
  actors: {
    // The UI provides the real call; a missing wiring fails loudly.
    create: fromPromise<unknown, CategoryCreateInput>(() =>
      Promise.reject(new Error('categoryAdmin: create actor not provided')),
    ),
  },
  actions: {
    // The UI reloads the list it shows (the route's loader); nothing to do without a UI.
    reloadList: () => undefined,
    reset: assign(initialContext),
    edit: assign(({ context }, change: Partial<CategoryDraft>) => {
      const draft = { ...context.draft, ...change };
      // An error already shown goes away as soon as a name is typed, never appears while typing.
      return { draft, nameError: context.nameError && nameError(draft.nom) };
    }),
    showNameError: assign(({ context }) => ({ nameError: nameError(context.draft.nom) })),
    clearErrors: assign({ nameError: null, error: null, errorDetail: null }),
    fail: assign(({ event }) => ({
      error: categoryMessages.createFailed,
      errorDetail: failureDetail('error' in event ? event.error : null),
    })),
  },
  guards: {
    isValid: ({ context }) => nameError(context.draft.nom) === null,
  },
}).createMachine({
  id: 'categoryAdmin',
  context: initialContext,
  initial: 'list',
  states: {
    list: {
      on: { add: 'form' },
    },
    form: {
      on: {
        change: { actions: { type: 'edit', params: ({ event }) => event.draft } },
        submit: [
          { guard: 'isValid', target: 'saving', actions: 'clearErrors' },
          { actions: 'showNameError' },
        ],
        cancel: { target: 'list', actions: 'reset' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'create',
        input: ({ context }) => toCreateInput(context.draft),
        onDone: { target: 'success', actions: ['reset', 'reloadList'] },
        onError: { target: 'form', actions: 'fail' },
      },
    },
    success: {
      on: { ok: 'list' },
    },
  },
});
