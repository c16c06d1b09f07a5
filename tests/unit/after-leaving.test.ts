import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const { tellAfterLeaving } = await import('#app/components/admin/after-leaving.ts');
const { SaveError } = await import('#app/lib/save-error.ts');
const { abortedCode } = await import('#app/uploads/xhr-form.ts');

const messages = {
  saved: (titre: string) => `« ${titre} » a été ajouté.`,
  cancelled: 'Enregistrement annulé.',
  failed: "Le produit n'a pas été ajouté :",
};

afterEach(() => {
  toast.success.mockClear();
  toast.info.mockClear();
  toast.error.mockClear();
});

describe('tellAfterLeaving', () => {
  it('says nothing while the editor is still on the form', async () => {
    await tellAfterLeaving(new AbortController().signal, Promise.resolve('Lit'), messages);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('tells a save that ended after the editor left', async () => {
    const left = AbortSignal.abort();
    await expect(tellAfterLeaving(left, Promise.resolve('Lit'), messages)).resolves.toBe('Lit');
    expect(toast.success).toHaveBeenCalledWith('« Lit » a été ajouté.');
  });

  it('tells a cancelled save, and a failed one with its reason', async () => {
    const left = AbortSignal.abort();
    const cancelled = Promise.reject(new SaveError(0, 'annulé', abortedCode));
    await expect(tellAfterLeaving(left, cancelled, messages)).rejects.toBeInstanceOf(SaveError);
    expect(toast.info).toHaveBeenCalledWith('Enregistrement annulé.');
    const failed = Promise.reject(new SaveError(500, 'Le serveur ne répond pas.'));
    await expect(tellAfterLeaving(left, failed, messages)).rejects.toBeInstanceOf(SaveError);
    expect(toast.error).toHaveBeenCalledWith(
      "Le produit n'a pas été ajouté : Le serveur ne répond pas.",
    );
  });
});
