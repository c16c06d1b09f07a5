import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveError } from '#app/lib/save-error.ts';
import { abortedCode, postFormWithProgress } from '#app/uploads/xhr-form.ts';
import { FakeXhr } from './fakes/fake-xhr.ts';

const Saved = v.object({ id: v.number() });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

const post = (signal?: AbortSignal) =>
  postFormWithProgress('/uploads/products', new FormData(), Saved, () => undefined, signal);

describe('postFormWithProgress, leaving during an upload (issue 20 point 2)', () => {
  it('cancels the request while its body goes up, and says nothing was saved', async () => {
    const leaving = new AbortController();
    const saving = post(leaving.signal);
    leaving.abort();
    const error = await saving.catch((caught: unknown) => caught);
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(error).toBeInstanceOf(SaveError);
    expect(error).toMatchObject({ code: abortedCode, status: 0 });
  });

  it('lets a request whose body is all sent end, so its outcome can be told', async () => {
    const leaving = new AbortController();
    const saving = post(leaving.signal);
    FakeXhr.last?.bodySent();
    leaving.abort();
    expect(FakeXhr.last?.aborted).toBe(false);
    FakeXhr.last?.answer(201, { id: 7 });
    await expect(saving).resolves.toEqual({ id: 7 });
  });

  it('never sends when the editor had already left', async () => {
    const leaving = new AbortController();
    leaving.abort();
    await expect(post(leaving.signal)).rejects.toMatchObject({ code: abortedCode });
    expect(FakeXhr.last?.sent ?? false).toBe(false);
  });

  it('still answers as before without a signal', async () => {
    const saving = post();
    FakeXhr.last?.answer(422, { error: { code: 'validation_failed', message: 'Titre requis.' } });
    await expect(saving).rejects.toMatchObject({ status: 422, message: 'Titre requis.' });
  });
});
