/** Issue 24: what the bulk actions of the admin lists say (French, singular and plural). */

export interface Noun {
  one: string;
  many: string;
}

export const productNoun: Noun = { one: 'produit', many: 'produits' };
export const articleNoun: Noun = { one: 'article', many: 'articles' };

/** One bulk action as the page words it. */
export interface BulkVerb {
  /** The action bar's button, and the start of the confirmation question. */
  label: string;
  /** The result's past participle: "mis hors ligne", "publiés". */
  done: (plural: boolean) => string;
  /** What the unchanged rows already were: "hors ligne", "publié". */
  already: (plural: boolean) => string;
  /** Deletion: the dialog's confirm button is red and the toast offers no undo. */
  destructive: boolean;
}

const agreeing = (word: string) => (plural: boolean) => (plural ? `${word}s` : word);
const invariable = (word: string) => () => word;

/** A deleted item waits 30 days in the Corbeille (docs/decisions/021), where it is restored. */
const toTrash: BulkVerb = {
  label: 'Supprimer',
  done: (plural) => `${agreeing('placé')(plural)} dans la Corbeille`,
  already: invariable('dans la Corbeille'),
  destructive: true,
};

export const productVerbs = {
  activer: {
    label: 'Mettre en ligne',
    done: invariable('mis en ligne'),
    already: invariable('en ligne'),
    destructive: false,
  },
  desactiver: {
    label: 'Mettre hors ligne',
    done: invariable('mis hors ligne'),
    already: invariable('hors ligne'),
    destructive: false,
  },
  deplacer: {
    label: 'Déplacer',
    done: agreeing('déplacé'),
    already: invariable('dans cette catégorie'),
    destructive: false,
  },
  supprimer: toTrash,
} as const satisfies Record<string, BulkVerb>;

export const articleVerbs = {
  publier: {
    label: 'Publier',
    done: agreeing('publié'),
    already: agreeing('publié'),
    destructive: false,
  },
  depublier: {
    label: 'Dépublier',
    done: agreeing('dépublié'),
    already: agreeing('non publié'),
    destructive: false,
  },
  supprimer: toTrash,
} as const satisfies Record<string, BulkVerb>;

/** What a list's bulk toolbar says: its accessible name, the rows' noun and its actions' verbs. */
export interface BulkWording {
  label: string;
  noun: Noun;
  verbs: Record<string, BulkVerb>;
}

export const articleBulkWording: BulkWording = {
  label: 'Actions groupées sur les articles',
  noun: articleNoun,
  verbs: articleVerbs,
};

export const productBulkWording: BulkWording = {
  label: 'Actions groupées sur les produits',
  noun: productNoun,
  verbs: productVerbs,
};

export const countOf = (count: number, noun: Noun) =>
  `${count} ${count > 1 ? noun.many : noun.one}`;

/** "Dépublier 3 articles ?", "Déplacer 2 produits vers « Lits » ?" */
export function confirmQuestion(verb: BulkVerb, count: number, noun: Noun, where = ''): string {
  return `${verb.label} ${countOf(count, noun)}${where} ?`;
}

/** "3 produits mis hors ligne.", then the rows that already were: "1 était déjà hors ligne." */
export function resultMessage(
  verb: BulkVerb,
  noun: Noun,
  outcome: { changed: number; unchanged: number },
  where = '',
): string {
  const { changed, unchanged } = outcome;
  const already =
    unchanged > 0
      ? `${unchanged} ${unchanged > 1 ? 'étaient' : 'était'} déjà ${verb.already(unchanged > 1)}.`
      : '';
  if (changed === 0) return `Aucun ${noun.one} modifié : ${already}`;
  const done = `${countOf(changed, noun)} ${verb.done(changed > 1)}${where}.`;
  return already ? `${done} ${already}` : done;
}

/** Undo of a reversible action, once the list has reloaded. */
export const undoneMessage = (count: number, noun: Noun) =>
  `Action annulée : ${countOf(count, noun)} remis comme avant.`;

/** No answer from the server (network down, server stopped): nothing known to have changed. */
export const unreachableBulkMessage =
  'Le serveur ne répond pas. Votre sélection est conservée : réessayez dans un instant.';

/** 409: the rows changed under the action (another tab, another person). */
export const conflictBulkMessage =
  'Ces éléments ont été modifiés entre-temps. Rechargez la liste, vérifiez la sélection et réessayez.';

/** A failure as the administrator reads it: the switch is on status, never on message text. */
export function failureMessage(failure: { status: number; message: string }): string {
  if (failure.status === 0) return unreachableBulkMessage;
  if (failure.status === 409) return conflictBulkMessage;
  // The API's own French sentence (a 404 names the missing ids; nothing was changed).
  return failure.message || `L’action n’a pas pu être faite (erreur ${failure.status}).`;
}

/** The verb of an action name from the machine's context (unknown names read as the first). */
export function verbFor(verbs: Record<string, BulkVerb>, action: string): BulkVerb {
  const found = new Map(Object.entries(verbs)).get(action);
  if (found) return found;
  const [first] = Object.values(verbs);
  if (!first) throw new Error('bulk-wording: no verb');
  return first;
}

/** Under the confirmation question: which rows the action reaches. */
export const selectionDetail = (count: number, noun: Noun) =>
  `L’action s’applique à ${countOf(count, noun)} ${count > 1 ? 'sélectionnés' : 'sélectionné'} sur cette page.`;
