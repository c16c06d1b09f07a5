import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ProductImportPreview, ProductImportResult } from '#domain/product-import.schema.ts';
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
