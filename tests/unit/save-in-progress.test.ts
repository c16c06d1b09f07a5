import { describe, expect, it } from 'vitest';
import { articleSaveInProgress, productSaveInProgress } from '#app/lib/save-in-progress.ts';

describe('productSaveInProgress', () => {
  const cancelled = "le produit n'est pas ajouté.";

  it('is nothing when no save runs', () => {
    expect(productSaveInProgress(false, 0.4, cancelled)).toBeNull();
  });

  it('says leaving cancels while the images go up', () => {
    expect(productSaveInProgress(true, 0.19, cancelled)).toEqual({
      text: "Les images sont en cours d'envoi. Si vous quittez la page maintenant, l'envoi est annulé : le produit n'est pas ajouté.",
      leave: "Annuler l'enregistrement et quitter",
    });
  });

  it('says the save ends anyway once everything is sent, or when no image goes up', () => {
    for (const progress of [1, null]) {
      const saving = productSaveInProgress(true, progress, cancelled);
      expect(saving?.leave).toBe('Quitter la page');
      expect(saving?.text).toMatch(/^Tout est envoyé : le serveur termine l'enregistrement/);
    }
  });
});

describe('articleSaveInProgress', () => {
  it('says what cancelling leaves behind: nothing for a new article, the text otherwise', () => {
    expect(articleSaveInProgress(true, 0.5, true)?.text).toMatch(/: l'article n'est pas créé\.$/);
    expect(articleSaveInProgress(true, 0.5, false)?.text).toMatch(
      /le texte de l'article est déjà enregistré, les nouvelles images ne le sont pas\.$/,
    );
    expect(articleSaveInProgress(true, 0.5, true)?.leave).toBe(
      "Annuler l'enregistrement et quitter",
    );
  });

  it('asks to wait in the other steps, with no way out but staying', () => {
    for (const progress of [null, 1]) {
      expect(articleSaveInProgress(true, progress, true)?.leave).toBeNull();
    }
    expect(articleSaveInProgress(false, 0.5, true)).toBeNull();
  });
});
