import { assign, not } from 'xstate';
import { saveMessages } from '#domain/article-save.rules.ts';
import { attachInput, initialContext, updateInput, uploadInput } from './article-save.context.ts';
import { expireAt, failAt, saveSteps, setupArticleSave } from './article-save.setup.ts';

/**
 * SPEC §4 "Article save": create or update → upload pending files (title + files) → patch the
 * article with their paths (first file = main image when one was chosen; the rest appended to the
 * gallery) → done. A failed upload after a write keeps the article and the files: the next save
 * re-sends the fields only if they changed since the last successful write (context `written`),
 * then uploads. A 409 on update is a `conflict` (overwrite, save, reload the server copy, cancel).
 * Additions to the first version: a 401 in any step goes to `sessionExpired` (context
 * `failedStep`), where `reauthenticated` re-enters that step with nothing lost and `cancel` returns
 * to editing; `rebase` (editing) sets the version a restored draft is saved against; `attach` also
 * receives `version`, the version after the write; tags `busy` on every working state (button
 * "Enregistrement...") and `uploading` while files are sent.
 */
export function createArticleSaveMachine<TFile>() {
  return setupArticleSave<TFile>().createMachine({
    id: 'articleSave',
    context: ({ input }) => initialContext<TFile>(input),
    initial: 'editing',
    states: {
      editing: {
        on: {
          save: {
            target: 'validating',
            actions: { type: 'storeEdit', params: ({ event }) => event },
          },
          edit: { actions: { type: 'recheckFields', params: ({ event }) => event.fields } },
          // A restored local draft is saved against the version it was written from.
          rebase: { actions: assign(({ event }) => ({ version: event.version, written: null })) },
        },
      },
      validating: {
        tags: ['busy'],
        always: [
          { guard: not('isValid'), target: 'editing', actions: 'storeFieldErrors' },
          { guard: 'isNew', target: 'creating' },
          // Already written (a retry after a failed upload): no new create, no PATCH.
          { guard: 'isUnchanged', target: 'afterWrite' },
          { target: 'updating' },
        ],
      },
      creating: {
        tags: ['busy'],
        invoke: {
          src: 'create',
          input: ({ context }) => context.fields,
          onDone: {
            target: 'afterWrite',
            actions: { type: 'storeCreated', params: ({ event }) => event.output },
          },
          onError: [expireAt('creating'), failAt('creating')],
        },
      },
      updating: {
        tags: ['busy'],
        invoke: {
          src: 'update',
          input: ({ context }) => updateInput(context),
          onDone: {
            target: 'afterWrite',
            actions: { type: 'storeUpdated', params: ({ event }) => event.output },
          },
          // After a 409 the server copy is no longer what we last wrote.
          onError: [
            expireAt('updating'),
            { guard: 'isConflict', target: 'conflict', actions: assign({ written: null }) },
            failAt('updating'),
          ],
        },
      },
      conflict: {
        on: {
          // Save over the newer version deliberately: update without a version.
          overwrite: { target: 'updating', actions: assign({ version: null }) },
          save: {
            target: 'validating',
            actions: { type: 'storeEdit', params: ({ event }) => event },
          },
          reload: {
            target: 'editing',
            actions: assign(({ event }) => ({ version: event.version, fields: event.fields })),
          },
          // The version is kept, so the next save meets the conflict again.
          cancel: { target: 'editing' },
        },
      },
      afterWrite: {
        tags: ['busy'],
        always: [
          { guard: 'hasFiles', target: 'uploading' },
          { target: 'done', actions: 'storeOutcome' },
        ],
      },
      uploading: {
        tags: ['busy', 'uploading'],
        invoke: {
          src: 'upload',
          input: ({ context }) => uploadInput(context),
          onDone: {
            target: 'attaching',
            actions: assign({ uploaded: ({ event }) => event.output }),
          },
          onError: [expireAt('uploading'), failAt('uploading')],
        },
      },
      attaching: {
        tags: ['busy'],
        invoke: {
          src: 'attach',
          input: ({ context }) => attachInput(context),
          onDone: {
            target: 'done',
            actions: { type: 'storeAttached', params: ({ event }) => event.output },
          },
          onError: [expireAt('attaching'), failAt('attaching')],
        },
      },
      sessionExpired: {
        on: {
          reauthenticated: saveSteps.map((step) => ({
            guard: { type: 'failedAt', params: { step } } as const,
            target: step,
            actions: 'forgetStep' as const,
          })),
          cancel: {
            target: 'editing',
            actions: ['forgetStep', assign({ error: saveMessages.sessionExpired })],
          },
        },
      },
      done: { type: 'final' },
    },
  });
}
