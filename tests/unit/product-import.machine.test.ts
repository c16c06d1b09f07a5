import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { limits } from '#config';
import type {
  ProductImportPreview,
  ProductImportResult,
  ProductImportUndo,
} from '#domain/product-import.schema.ts';
import { productImportMachine } from '#machines/product-import.machine.ts';

const preview = (fields: Partial<ProductImportPreview> = {}): ProductImportPreview => ({
  create: 1,
  update: 2,
  unchanged: 0,
  refused: [],
  sample: [],
  ...fields,
});
const file = new File(['reference;titre\r\n;Lit\r\n'], 'produits.csv', { type: 'text/csv' });
const applied: ProductImportResult = { created: 1, updated: 2, unchanged: 0, undo: null };

function start(actors: {
  preview?: () => Promise<ProductImportPreview>;
  apply?: () => Promise<ProductImportResult>;
  undo?: () => Promise<ProductImportUndo>;
}) {
  const calls: string[] = [];
  const machine = productImportMachine.provide({
    actors: {
      preview: fromPromise(async ({ input }) => {
        calls.push(`preview ${input.name}`);
        return (actors.preview ?? (() => Promise.resolve(preview())))();
      }),
      apply: fromPromise(async ({ input }) => {
        calls.push(`apply ${input.name}`);
        return (actors.apply ?? (() => Promise.resolve(applied)))();
      }),
      undo: fromPromise(async ({ input }) => {
        calls.push(`undo ${input}`);
        return (actors.undo ?? (() => Promise.resolve({ restored: 2, removed: 1 })))();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('productImportMachine (issue 24)', () => {
  it('previews the chosen file, then applies the same file', async () => {
    const { actor, calls } = start({});
    actor.send({ type: 'choose', file });
    await waitFor(actor, (state) => state.matches('previewed'));
    expect(actor.getSnapshot().context.preview).toEqual(preview());
    actor.send({ type: 'apply' });
    const done = await waitFor(actor, (state) => state.matches('done'));
    expect(done.context.result).toEqual(applied);
    expect(calls).toEqual(['preview produits.csv', 'apply produits.csv']);
  });

  it('offers no apply when a row is refused or nothing would change', async () => {
    for (const refusedPreview of [
      preview({ refused: [{ line: 3, reason: 'prix : …' }] }),
      preview({ create: 0, update: 0, unchanged: 4 }),
    ]) {
      const { actor, calls } = start({ preview: () => Promise.resolve(refusedPreview) });
      actor.send({ type: 'choose', file });
      await waitFor(actor, (state) => state.matches('previewed'));
      expect(actor.getSnapshot().can({ type: 'apply' })).toBe(false);
      actor.send({ type: 'apply' });
      expect(actor.getSnapshot().value).toBe('previewed');
      expect(calls).toEqual(['preview produits.csv']);
    }
  });

  it('shows the API’s message when the preview or the apply fails, keeping the preview', async () => {
    const bad = start({
      preview: () => Promise.reject(new Error('Le fichier n’est pas en UTF-8.')),
    });
    bad.actor.send({ type: 'choose', file });
    const refused = await waitFor(
      bad.actor,
      (state) => state.matches('choosing') && state.context.error !== null,
    );
    expect(refused.context.error).toBe('Le fichier n’est pas en UTF-8.');

    const late = start({
      apply: () => Promise.reject(new Error('1 ligne refusée : rien n’a été importé.')),
    });
    late.actor.send({ type: 'choose', file });
    await waitFor(late.actor, (state) => state.matches('previewed'));
    late.actor.send({ type: 'apply' });
    const failed = await waitFor(
      late.actor,
      (state) => state.matches('previewed') && state.context.error !== null,
    );
    expect(failed.context.error).toBe('1 ligne refusée : rien n’a été importé.');
    expect(failed.context.preview).toEqual(preview());
  });
});

describe('productImportMachine: "Annuler cet import" (issue 36 §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const undoable: ProductImportResult = {
    ...applied,
    undo: { id: 42, until: '2026-11-28T10:10:00.000Z' },
  };

  async function applyWith(actors: Parameters<typeof start>[0]) {
    const started = start({ apply: () => Promise.resolve(undoable), ...actors });
    started.actor.send({ type: 'choose', file });
    await waitFor(started.actor, (state) => state.matches('previewed'));
    started.actor.send({ type: 'apply' });
    await waitFor(started.actor, (state) => state.matches('done'));
    return started;
  }

  it('undoes the import the apply answered, once', async () => {
    const { actor, calls } = await applyWith({});
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(true);
    actor.send({ type: 'undo' });
    const undone = await waitFor(actor, (state) => state.matches('undone'));
    expect(undone.context.undone).toEqual({ restored: 2, removed: 1 });
    expect(calls.at(-1)).toBe('undo 42');
    expect(undone.can({ type: 'undo' })).toBe(false);
  });

  it('offers it for 10 minutes only, counted from the answer', async () => {
    vi.useFakeTimers();
    const { actor } = await applyWith({});
    await vi.advanceTimersByTimeAsync(limits.importUndoMinutes * 60_000 - 1_000);
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().context.undoUntil).toBeNull();
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
  });

  it('shows the API’s refusal and keeps the result on screen', async () => {
    const refusal = 'Annulation impossible : un produit a changé depuis l’import.';
    const { actor } = await applyWith({ undo: () => Promise.reject(new Error(refusal)) });
    actor.send({ type: 'undo' });
    const failed = await waitFor(
      actor,
      (state) => state.matches('done') && state.context.error !== null,
    );
    expect(failed.context.error).toBe(refusal);
    expect(failed.context.result).toEqual(undoable);
  });

  it('offers nothing after an import that wrote nothing', async () => {
    const { actor } = await applyWith({ apply: () => Promise.resolve(applied) });
    expect(actor.getSnapshot().can({ type: 'undo' })).toBe(false);
  });
});
