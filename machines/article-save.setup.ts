/**
 * The named implementations (actors, actions, guards) of the article save machine (SPEC §4
 * "Article save"): its XState setup(). The statechart is in article-save.machine.ts, the types in
 * article-save.types.ts, the context's first value and the actor inputs in article-save.context.ts.
 */

import { assign, fromPromise, setup } from 'xstate';
import {
  type ArticleFields,
  failureMessage,
  isConflict,
  isUnauthorized,
  type PendingFiles,
  sameFields,
  validateArticle,
} from '#domain/article-save.rules.ts';
import { endedByAdministrator } from '#domain/session-end.ts';
import { hasFiles } from './article-save.context.ts';
import {
  type AttachInput,
  type AttachOutput,
  type FieldErrors,
  type SaveContext,
  type SaveEvent,
  type SaveInput,
  type SaveStep,
  saveSteps,
  type UpdateInput,
  type UploadInput,
  type WriteOutput,
} from './article-save.types.ts';

export type * from './article-save.types.ts';
export { saveSteps };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`articleSave: ${name} actor not provided`));

/** Default actors fail loudly: the UI provides the real ones (server functions). */
export const defaultSaveActors = <TFile>() => ({
  create: fromPromise<WriteOutput, ArticleFields>(notProvided('create')),
  update: fromPromise<WriteOutput, UpdateInput>(notProvided('update')),
  upload: fromPromise<string[], UploadInput<TFile>>(notProvided('upload')),
  attach: fromPromise<AttachOutput, AttachInput>(notProvided('attach')),
});

export const setupArticleSave = <TFile>() =>
  setup({
    types: {
      context: {} as SaveContext<TFile>,
      events: {} as SaveEvent<TFile>,
      input: {} as SaveInput,
    },
    actors: defaultSaveActors<TFile>(),
    actions: {
      // A new attempt: the previous messages go (a retry keeps the written article and the files).
      storeEdit: assign((_, edit: { fields: ArticleFields; pending: PendingFiles<TFile> }) => ({
        fields: edit.fields,
        pending: edit.pending,
        fieldErrors: {},
        flagged: [],
        error: null,
        outcome: null,
      })),
      storeFieldErrors: assign(({ context }) => {
        const fieldErrors = validateArticle(context.fields);
        return { fieldErrors, flagged: Object.keys(fieldErrors) as (keyof FieldErrors)[] };
      }),
      // A flagged field keeps its message while still wrong, loses it once fixed and gets it back
      // if broken again; a field not flagged stays quiet until the next save.
      recheckFields: assign(({ context }, fields: ArticleFields) => {
        const current = validateArticle(fields);
        const fieldErrors: FieldErrors = {};
        for (const name of context.flagged) {
          if (current[name]) fieldErrors[name] = current[name];
        }
        return { fieldErrors };
      }),
      storeCreated: assign(({ context }, output: WriteOutput) => ({
        articleId: output.id,
        version: output.modifie_le,
        created: true,
        written: context.fields,
      })),
      storeUpdated: assign(({ context }, output: WriteOutput) => ({
        version: output.modifie_le,
        written: context.fields,
      })),
      storeAttached: assign((_, output: AttachOutput) => ({
        version: output.modifie_le,
        pending: { main: null, gallery: [] },
        uploaded: [],
        error: null,
        outcome: 'uploaded' as const,
      })),
      storeOutcome: assign(({ context }) => ({
        outcome: context.created ? ('created' as const) : ('updated' as const),
      })),
      rememberStep: assign(({ event }, params: { step: SaveStep }) => ({
        failedStep: params.step,
        sessionClosed: endedByAdministrator(event),
      })),
      forgetStep: assign({ failedStep: null }),
      fail: assign(({ context, event }, params: { step: SaveStep }) => ({
        error: failureMessage(params.step, context.created, 'error' in event ? event.error : null),
      })),
    },
    guards: {
      isValid: ({ context }) => Object.keys(validateArticle(context.fields)).length === 0,
      isNew: ({ context }) => context.articleId === null,
      isUnchanged: ({ context }) =>
        context.written !== null && sameFields(context.written, context.fields),
      hasFiles: ({ context }) => hasFiles(context),
      isUnauthorized: ({ event }) => 'error' in event && isUnauthorized(event.error),
      isConflict: ({ event }) => 'error' in event && isConflict(event.error),
      failedAt: ({ context }, params: { step: SaveStep }) => context.failedStep === params.step,
    },
  });

/** The transitions out of a failed step: a 401 waits for a new sign-in, anything else is shown. */
export const expireAt = (step: SaveStep) =>
  ({
    guard: 'isUnauthorized',
    target: '#articleSave.sessionExpired',
    actions: { type: 'rememberStep', params: { step } },
  }) as const;
export const failAt = (step: SaveStep) =>
  ({ target: '#articleSave.editing', actions: { type: 'fail', params: { step } } }) as const;
