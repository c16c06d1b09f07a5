import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  arrangeCategories,
  type CategoryCreateInput,
  categoryMessages,
  emptyCategoryDraft,
  toCreateInput,
} from '#domain/category-admin.rules.ts';
import { categoryAdminMachine } from '#machines/category-admin.machine.ts';

const refused = Object.assign(new Error('Le nom doit contenir au plus 120 caractères.'), {
  status: 422,
});

/** The machine with a fake `create` (resolving after 100 ms unless told to fail) and a spy reload. */
function start(fail: unknown[] = []) {
  const failures = [...fail];
  const create = vi.fn(async (input: CategoryCreateInput) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const failure = failures.shift();
    if (failure) throw failure;
    return { id: 42, ...input };
  });
  const reloadList = vi.fn();
  const machine = categoryAdminMachine.provide({
    actors: { create: fromPromise(({ input }) => create(input)) },
    actions: { reloadList },
  });
  const actor = createActor(machine).start();
  return { actor, create, reloadList };
}

type Actor = ReturnType<typeof start>['actor'];
const state = (actor: Actor) => actor.getSnapshot();

function fill(actor: Actor, nom: string, extra: Record<string, unknown> = {}) {
  actor.send({ type: 'add' });
  actor.send({ type: 'change', draft: { nom, ...extra } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('category admin machine (SPEC §4 "Categories page")', () => {
  it('starts on the list and opens an empty, visible form on add', () => {
    const { actor } = start();
    expect(state(actor).value).toBe('list');
    actor.send({ type: 'add' });
    expect(state(actor).value).toBe('form');
    expect(state(actor).context.draft).toEqual({
      nom: '',
      position: 0,
      est_active: true,
      parent_id: null,
    });
  });

  it('refuses a blank name with the SPEC §5 message and calls nothing', async () => {
    const { actor, create } = start();
    fill(actor, '   ');
    actor.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(state(actor).value).toBe('form');
    expect(state(actor).context.nameError).toBe('Veuillez renseigner le nom de la catégorie');
    expect(create).not.toHaveBeenCalled();
    // Typing a name takes the message away.
    actor.send({ type: 'change', draft: { nom: 'Mobilité' } });
    expect(state(actor).context.nameError).toBeNull();
  });

  it('never shows the name error while typing before a submit', () => {
    const { actor } = start();
    fill(actor, '');
    expect(state(actor).context.nameError).toBeNull();
  });

  it('saves, shows the success panel, resets the form, reloads the list; OK goes back to it', async () => {
    const { actor, create, reloadList } = start();
    fill(actor, '  Aides à la marche ', { est_active: false, parent_id: 3 });
    actor.send({ type: 'submit' });
    expect(state(actor).value).toBe('saving');
    expect(state(actor).hasTag('busy')).toBe(true);
    expect(reloadList).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(create).toHaveBeenCalledWith({
      nom: 'Aides à la marche',
      slug: 'aides-a-la-marche',
      position: 0,
      est_active: false,
      parent_id: 3,
    });
    expect(state(actor).value).toBe('success');
    expect(reloadList).toHaveBeenCalledOnce();
    expect(state(actor).context.draft).toEqual(emptyCategoryDraft());
    actor.send({ type: 'ok' });
    expect(state(actor).value).toBe('list');
    actor.send({ type: 'add' });
    expect(state(actor).context).toMatchObject({
      draft: { nom: '', position: 0, est_active: true, parent_id: null },
      error: null,
      nameError: null,
    });
  });

  it('keeps the values after a failed create, with the SPEC §8 message and the API reason', async () => {
    const { actor, create, reloadList } = start([refused]);
    fill(actor, 'Confort', { est_active: false });
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(100);
    expect(state(actor).value).toBe('form');
    expect(state(actor).context).toMatchObject({
      draft: { nom: 'Confort', est_active: false },
      error: "Erreur lors de l'ajout de la catégorie",
      errorDetail: refused.message,
    });
    expect(reloadList).not.toHaveBeenCalled();
    // A retry clears the message while it saves, and succeeds.
    actor.send({ type: 'submit' });
    expect(state(actor).context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(100);
    expect(create).toHaveBeenCalledTimes(2);
    expect(state(actor).value).toBe('success');
  });

  it('shows no detail when the failure has no HTTP status (e.g. network)', async () => {
    const { actor } = start([new TypeError('Failed to fetch')]);
    fill(actor, 'Confort');
    actor.send({ type: 'submit' });
    await vi.advanceTimersByTimeAsync(100);
    expect(state(actor).context).toMatchObject({
      error: categoryMessages.createFailed,
      errorDetail: null,
    });
  });

  it('ignores cancel while saving (the form is disabled until the server answers)', () => {
    const { actor, create } = start();
    fill(actor, 'Brouillon');
    actor.send({ type: 'submit' });
    actor.send({ type: 'cancel' });
    expect(state(actor).value).toBe('saving');
    expect(create).toHaveBeenCalledOnce();
  });

  it('cancel from the form returns to the list with an empty form next time', () => {
    const { actor } = start();
    fill(actor, '');
    actor.send({ type: 'submit' });
    actor.send({ type: 'change', draft: { nom: 'À jeter', est_active: false } });
    actor.send({ type: 'cancel' });
    expect(state(actor).value).toBe('list');
    actor.send({ type: 'add' });
    expect(state(actor).context.draft).toEqual(emptyCategoryDraft());
    expect(state(actor).context.nameError).toBeNull();
  });

  it('the default create actor fails loudly when the UI forgets to provide it', async () => {
    const actor = createActor(categoryAdminMachine).start();
    actor.send({ type: 'add' });
    actor.send({ type: 'change', draft: { nom: 'X' } });
    actor.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().context.error).toBe(categoryMessages.createFailed);
  });
});

describe('toCreateInput (SPEC §5, §7)', () => {
  it('derives the slug by the category rule and sends parent_id only when chosen', () => {
    expect(toCreateInput({ ...emptyCategoryDraft(), nom: "Lits & fauteuils d'été" })).toEqual({
      nom: "Lits & fauteuils d'été",
      slug: 'lits-fauteuils-dete',
      position: 0,
      est_active: true,
    });
  });
});

describe('arrangeCategories (SPEC §3 sub-categories under their parent)', () => {
  it('puts each sub-category under its parent, keeping the API order, orphans where they are', () => {
    const rows = [
      { id: 1, parent_id: null },
      { id: 5, parent_id: 2 },
      { id: 2, parent_id: null },
      { id: 6, parent_id: 1 },
      { id: 7, parent_id: 99 },
      { id: 8, parent_id: 2 },
    ];
    const arranged = arrangeCategories(rows).map(({ category, parent }) => [
      category.id,
      parent?.id ?? null,
    ]);
    expect(arranged).toEqual([
      [1, null],
      [6, 1],
      [2, null],
      [5, 2],
      [8, 2],
      [7, null],
    ]);
  });
});
