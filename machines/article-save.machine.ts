import { assign, fromPromise, setup } from 'xstate';
import {
  type ArticleFields,
  isConflict,
  messageOf,
  type PendingFiles,
  type SaveOutcome,
  saveMessages,
  validateArticle,
} from './article-save.rules';

interface Context<TFile> {
  articleId: number | null;
  version: string | null;
  fields: ArticleFields;
  pending: PendingFiles<TFile>;
  fieldErrors: Partial<Record<'titre' | 'slug' | 'contenu_html', string>>;
  error: string | null;
  created: boolean;
  /** Paths of the files just uploaded, waiting to be attached. */
  uploaded: string[];
  outcome: SaveOutcome | null;
}

type SaveEvent<TFile> =
  | { type: 'save'; fields: ArticleFields; pending: PendingFiles<TFile> }
  | { type: 'overwrite' };

/**
 * SPEC §4 "Article save": create or update → upload pending files (title + files) → patch the
 * article with their paths (first file = main image when one was chosen; the rest appended to the
 * gallery) → done. A failed upload after a create keeps the created article and the files, so the
 * next "Enregistrer" retries only the upload. A 409 on update is a conflict the editor resolves.
 */
export function createArticleSaveMachine<TFile>() {
  return setup({
    types: {
      context: {} as Context<TFile>,
      events: {} as SaveEvent<TFile>,
      input: {} as { articleId: number | null; version: string | null; fields: ArticleFields },
    },
    actors: {
      create: fromPromise<{ id: number; modifie_le: string | null }, ArticleFields>(() =>
        Promise.reject(new Error('create not provided')),
      ),
      update: fromPromise<
        { id: number; modifie_le: string | null },
        { id: number; fields: ArticleFields; version: string | null }
      >(() => Promise.reject(new Error('update not provided'))),
      upload: fromPromise<string[], { titre: string; files: TFile[] }>(() =>
        Promise.reject(new Error('upload not provided')),
      ),
      attach: fromPromise<
        { modifie_le: string | null },
        { id: number; image_miniature?: string; galerie_json: string[] }
      >(() => Promise.reject(new Error('attach not provided'))),
    },
    guards: {
      isValid: ({ context }) => Object.keys(validateArticle(context.fields)).length === 0,
      isNew: ({ context }) => context.articleId === null,
      hasFiles: ({ context }) =>
        context.pending.main !== null || context.pending.gallery.length > 0,
    },
  }).createMachine({
    id: 'articleSave',
    context: ({ input }) => ({
      articleId: input.articleId,
      version: input.version,
      fields: input.fields,
      pending: { main: null, gallery: [] },
      fieldErrors: {},
      error: null,
      created: false,
      uploaded: [],
      outcome: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          save: {
            target: 'validating',
            actions: assign({
              fields: ({ event }) => event.fields,
              pending: ({ event }) => event.pending,
              outcome: null,
            }),
          },
        },
      },
      validating: {
        always: [
          {
            guard: 'isValid',
            target: 'writing',
            actions: assign({ fieldErrors: {}, error: null }),
          },
          {
            target: 'editing',
            actions: assign({ fieldErrors: ({ context }) => validateArticle(context.fields) }),
          },
        ],
      },
      writing: {
        always: [{ guard: 'isNew', target: 'creating' }, { target: 'updating' }],
      },
      creating: {
        invoke: {
          src: 'create',
          input: ({ context }) => context.fields,
          onDone: {
            target: 'afterWrite',
            actions: assign({
              articleId: ({ event }) => event.output.id,
              version: ({ event }) => event.output.modifie_le,
              created: true,
            }),
          },
          onError: {
            target: 'editing',
            actions: assign({
              error: ({ event }) => `Erreur lors de la création: ${messageOf(event.error)}`,
            }),
          },
        },
      },
      updating: {
        invoke: {
          src: 'update',
          input: ({ context }) => ({
            id: context.articleId ?? 0,
            fields: context.fields,
            version: context.version,
          }),
          onDone: {
            target: 'afterWrite',
            actions: assign({ version: ({ event }) => event.output.modifie_le }),
          },
          onError: [
            { guard: ({ event }) => isConflict(event.error), target: 'conflict' },
            {
              target: 'editing',
              actions: assign({
                error: ({ event }) => `Erreur lors de la mise à jour: ${messageOf(event.error)}`,
              }),
            },
          ],
        },
      },
      conflict: {
        on: {
          // Save over the newer version deliberately: update without a version.
          overwrite: { target: 'updating', actions: assign({ version: null }) },
          save: {
            target: 'validating',
            actions: assign({
              fields: ({ event }) => event.fields,
              pending: ({ event }) => event.pending,
            }),
          },
        },
      },
      afterWrite: {
        always: [
          { guard: 'hasFiles', target: 'uploading' },
          {
            target: 'done',
            actions: assign({
              outcome: ({ context }) => (context.created ? 'created' : 'updated'),
            }),
          },
        ],
      },
      uploading: {
        invoke: {
          src: 'upload',
          input: ({ context }) => ({
            titre: context.fields.titre,
            files: [
              ...(context.pending.main ? [context.pending.main] : []),
              ...context.pending.gallery,
            ],
          }),
          onDone: {
            target: 'attaching',
            actions: assign({ uploaded: ({ event }) => event.output }),
          },
          onError: {
            target: 'editing',
            actions: assign({
              error: ({ context, event }) =>
                context.created
                  ? saveMessages.uploadAfterCreate
                  : `Erreur lors de la mise à jour: ${messageOf(event.error)}`,
            }),
          },
        },
      },
      attaching: {
        invoke: {
          src: 'attach',
          input: ({ context }) => {
            const paths = context.uploaded;
            const [first, ...rest] = paths;
            return context.pending.main && first
              ? {
                  id: context.articleId ?? 0,
                  image_miniature: first,
                  galerie_json: [...context.fields.galerie_json, ...rest],
                }
              : {
                  id: context.articleId ?? 0,
                  galerie_json: [...context.fields.galerie_json, ...paths],
                };
          },
          onDone: {
            target: 'done',
            actions: assign({
              version: ({ event }) => event.output.modifie_le,
              pending: { main: null, gallery: [] },
              uploaded: [],
              error: null,
              outcome: 'uploaded',
            }),
          },
          onError: {
            target: 'editing',
            actions: assign({
              error: ({ event }) => `Erreur lors de la mise à jour: ${messageOf(event.error)}`,
            }),
          },
        },
      },
      done: { type: 'final' },
    },
  });
}
