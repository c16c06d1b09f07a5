import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { limits } from '#config';
import {
  type BulkActionEmitted,
  type BulkPrevious,
  type BulkReply,
  bulkActionMachine,
} from '#machines/bulk-action.machine.ts';

const previous: BulkPrevious[] = [
  { id: 1, est_actif: true },
  { id: 2, est_actif: true },
];
const offline: BulkReply = { ok: true, changed: [1, 2], unchanged: [3], previous };

/** The machine with fake `apply` and `undo` actors answering after 100 ms. */
function start(
  apply: () => Promise<BulkReply> = async () => offline,
  undo: () => Promise<BulkReply> = async () => ({ ok: true, changed: [1, 2], unchanged: [] }),
) {
  const later = <T>(answer: () => Promise<T>) =>
    new Promise<void>((resolve) => setTimeout(resolve, 100)).then(answer);
  const calls = { apply: vi.fn(), undo: vi.fn() };
  const machine = bulkActionMachine.provide({
    actors: {
      apply: fromPromise(({ input }) => {
        calls.apply(input);
        return later(apply);
      }),
      undo: fromPromise(({ input }) => {
        calls.undo(input);
        return later(undo);
      }),
    },
  });
  const actor = createActor(machine).start();
  const told: BulkActionEmitted[] = [];
  actor.on('*', (event) => told.push(event));
  return { actor, calls, told };
}

const ask = { action: 'desactiver', ids: [1, 2, 3] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bulk action machine (issue 24)', () => {
  it('asks for confirmation, and a cancel sends nothing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ask', ask });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cancel' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.apply).not.toHaveBeenCalled();
  });

  it('sends one request, tells the counts, and offers undo for 10 s, then no more', async () => {
    const { actor, calls, told } = start();
    actor.send({ type: 'ask', ask });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second action is not taken while the first runs.
    actor.send({ type: 'ask', ask: { action: 'supprimer', ids: [1] } });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.apply).toHaveBeenCalledTimes(1);
    expect(calls.apply).toHaveBeenCalledWith(ask);
    expect(told).toEqual([{ type: 'applied', ask, changed: 2, unchanged: 1, undoable: true }]);
    expect(actor.getSnapshot().value).toBe('undoWindow');

    await vi.advanceTimersByTimeAsync(limits.bulkUndoWindowMs - 1);
    expect(actor.getSnapshot().value).toBe('undoWindow');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(told.at(-1)).toEqual({ type: 'undo.closed' });
    actor.send({ type: 'undo' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.undo).not.toHaveBeenCalled();
  });

  it('undo within the window sends the answer’s `previous` back', async () => {
    const { actor, calls, told } = start();
    actor.send({ type: 'ask', ask });
    actor.send({ type: 'confirm' });
    await vi.advanceTimersByTimeAsync(9_000);
    actor.send({ type: 'undo' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.undo).toHaveBeenCalledWith(previous);
    expect(told.slice(1)).toEqual([{ type: 'undo.closed' }, { type: 'undone', count: 2 }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.previous).toBeNull();
  });

  it('offers no undo for a deletion (no `previous` in the answer)', async () => {
    const { actor, told } = start(async () => ({ ok: true, changed: [1], unchanged: [] }));
    actor.send({ type: 'ask', ask: { action: 'supprimer', ids: [1] } });
    actor.send({ type: 'confirm' });
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(told).toEqual([
      {
        type: 'applied',
        ask: { action: 'supprimer', ids: [1] },
        changed: 1,
        unchanged: 0,
        undoable: false,
      },
    ]);
  });

  it('a refusal (404 naming ids) is told and kept as the error; a new attempt clears it', async () => {
    const refusal = { status: 404, code: 'not_found', message: 'Produits introuvables : 2, 3.' };
    const { actor, told } = start(async () => ({ ok: false, ...refusal }));
    actor.send({ type: 'ask', ask });
    actor.send({ type: 'confirm' });
    await vi.advanceTimersByTimeAsync(100);
    expect(told).toEqual([{ type: 'failed', failure: refusal }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toEqual(refusal);
    actor.send({ type: 'ask', ask });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('no answer at all (network) is a failure with status 0', async () => {
    const { actor, told } = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'ask', ask });
    actor.send({ type: 'confirm' });
    await vi.advanceTimersByTimeAsync(100);
    expect(told).toEqual([{ type: 'failed', failure: { status: 0, code: null, message: '' } }]);
  });

  it('a failed undo is told (409) and the window is over', async () => {
    const conflict = { status: 409, code: 'conflict', message: 'Modifié entre-temps.' };
    const { actor, told } = start(undefined, async () => ({ ok: false, ...conflict }));
    actor.send({ type: 'ask', ask });
    actor.send({ type: 'confirm' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'undo' });
    await vi.advanceTimersByTimeAsync(100);
    expect(told.at(-1)).toEqual({ type: 'failed', failure: conflict });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.previous).toBeNull();
  });

  it('a new action during the undo window closes it', async () => {
    const { actor, told } = start();
    actor.send({ type: 'ask', ask });
    actor.send({ type: 'confirm' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'ask', ask: { action: 'activer', ids: [1] } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(told.at(-1)).toEqual({ type: 'undo.closed' });
  });
});
