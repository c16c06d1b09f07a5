import { describe, expect, it } from 'vitest';
import {
  articleNoun,
  articleVerbs,
  confirmQuestion,
  conflictBulkMessage,
  failureMessage,
  productNoun,
  productVerbs,
  resultMessage,
  unreachableBulkMessage,
  verbFor,
} from '#app/lib/bulk-wording.ts';

describe('bulk action wording (issue 24)', () => {
  it('names the count in the confirmation', () => {
    expect(confirmQuestion(articleVerbs.depublier, 3, articleNoun)).toBe('Dépublier 3 articles ?');
    expect(confirmQuestion(productVerbs.supprimer, 1, productNoun)).toBe('Supprimer 1 produit ?');
    expect(confirmQuestion(productVerbs.deplacer, 2, productNoun, ' vers « Lits »')).toBe(
      'Déplacer 2 produits vers « Lits » ?',
    );
  });

  it('says what changed and what already was', () => {
    const off = productVerbs.desactiver;
    expect(resultMessage(off, productNoun, { changed: 3, unchanged: 0 })).toBe(
      '3 produits mis hors ligne.',
    );
    expect(resultMessage(off, productNoun, { changed: 2, unchanged: 1 })).toBe(
      '2 produits mis hors ligne. 1 était déjà hors ligne.',
    );
    expect(resultMessage(articleVerbs.publier, articleNoun, { changed: 1, unchanged: 2 })).toBe(
      '1 article publié. 2 étaient déjà publiés.',
    );
    expect(resultMessage(articleVerbs.supprimer, articleNoun, { changed: 1, unchanged: 0 })).toBe(
      '1 article placé dans la Corbeille.',
    );
    expect(resultMessage(productVerbs.supprimer, productNoun, { changed: 2, unchanged: 0 })).toBe(
      '2 produits placés dans la Corbeille.',
    );
    expect(resultMessage(articleVerbs.depublier, articleNoun, { changed: 0, unchanged: 2 })).toBe(
      'Aucun article modifié : 2 étaient déjà non publiés.',
    );
    expect(
      resultMessage(
        productVerbs.deplacer,
        productNoun,
        { changed: 2, unchanged: 0 },
        ' vers « Lits »',
      ),
    ).toBe('2 produits déplacés vers « Lits ».');
  });

  it('words failures by status: no answer, conflict, else the API’s own sentence', () => {
    expect(failureMessage({ status: 0, message: '' })).toBe(unreachableBulkMessage);
    expect(failureMessage({ status: 409, message: 'stale_version' })).toBe(conflictBulkMessage);
    expect(
      failureMessage({
        status: 404,
        message: 'Produits introuvables : 4, 9. Aucune modification n’a été faite.',
      }),
    ).toBe('Produits introuvables : 4, 9. Aucune modification n’a été faite.');
    expect(failureMessage({ status: 500, message: '' })).toBe(
      'L’action n’a pas pu être faite (erreur 500).',
    );
  });

  it('finds the verb of an action name', () => {
    expect(verbFor(productVerbs, 'deplacer').label).toBe('Déplacer');
    expect(verbFor(articleVerbs, 'supprimer').destructive).toBe(true);
  });
});
