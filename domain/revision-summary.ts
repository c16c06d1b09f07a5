/**
 * What a version of a product or an article changed, on one line of French (issue 36 §3):
 * "Prix : 1 290,00 → 1 234,50 TND ; 2 images ajoutées". The Historique shows it under each
 * version (against the one before it) and the restore's toast says what came back.
 */
import { characteristicsChanges, characteristicsOf } from './characteristics.ts';
import { articleStatuses, emptyValue, fieldLabel, htmlFields, plural } from './field-display.ts';
import { htmlToLines } from './html-text.ts';
import { rentalTermsChanges, rentalTermsOf } from './rental-terms-text.ts';

type Fields = Readonly<Record<string, unknown>>;

export interface SummaryOptions {
  /** A category's name by id (the summary names categories, not numbers). */
  categoryName?: ((id: number) => string | undefined) | undefined;
}

/** The line of the oldest version kept: nothing older to compare it with. */
export const oldestVersionSummary = 'Version la plus ancienne conservée';
export const noChangeSummary = 'Aucun changement';

const amount = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Changes that read as a phrase of their own, whatever the values. */
const phrases: Readonly<Record<string, string>> = {
  slug: 'adresse de la page modifiée',
  description_html: 'description modifiée',
  contenu_html: 'contenu modifié',
  description_courte: 'description courte modifiée',
  seo_description: 'description pour les moteurs de recherche modifiée',
  seo_titre: 'titre pour les moteurs de recherche modifié',
  extrait: 'extrait modifié',
  image: 'image principale changée',
  image_miniature: 'miniature changée',
  devise: 'devise modifiée',
};

const lineBreaks = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(lineBreaks(a) ?? null) === JSON.stringify(lineBreaks(b) ?? null);

const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return emptyValue;
  return `« ${text.length > 40 ? `${text.slice(0, 39)}…` : text} »`;
};

const paths = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function galleryPhrases(before: unknown, after: unknown): string[] {
  const old = paths(before);
  const now = paths(after);
  const added = now.filter((path) => !old.includes(path)).length;
  const removed = old.filter((path) => !now.includes(path)).length;
  const parts = [
    ...(added > 0 ? [plural(added, 'image ajoutée', 'images ajoutées')] : []),
    ...(removed > 0 ? [plural(removed, 'image retirée', 'images retirées')] : []),
  ];
  return parts.length > 0 ? parts : ['ordre des images modifié'];
}

/**
 * Alt texts and focal points of the images `after` describes: an image without details reads as
 * having none (no alt text, the centre), as before its first save in the images panel.
 */
function detailsChanged(before: unknown, after: unknown, shown: readonly unknown[]): boolean {
  const byPath = (value: unknown) => {
    const map = new Map<unknown, string>();
    for (const item of Array.isArray(value) ? value : []) {
      if (typeof item !== 'object' || item === null || !('path' in item)) continue;
      const alt = 'alt' in item && typeof item.alt === 'string' ? item.alt : '';
      const focal = 'focal' in item ? item.focal : centre;
      map.set(item.path, JSON.stringify([alt, focal]));
    }
    return map;
  };
  const none = JSON.stringify(['', centre]);
  const old = byPath(before);
  const now = byPath(after);
  // Only the images `after` shows: a removed image's details go with it (said already).
  return shown.some((path) => (old.get(path) ?? none) !== (now.get(path) ?? none));
}

const centre = { x: 50, y: 50 };

function pricePhrase(before: unknown, after: unknown, currency: string): string {
  // Both amounts: the currency once, at the end; a price on request has none.
  if (typeof before === 'number' && typeof after === 'number') {
    return `Prix : ${amount.format(before)} → ${amount.format(after)} ${currency}`;
  }
  const shown = (value: unknown) =>
    typeof value === 'number' ? `${amount.format(value)} ${currency}` : 'sur demande';
  return `Prix : ${shown(before)} → ${shown(after)}`;
}

function phraseOf(
  field: string,
  [before, after]: [unknown, unknown],
  current: Fields,
  options: SummaryOptions,
) {
  switch (field) {
    case 'titre':
    case 'nom_auteur':
    case 'reference':
      return [`${fieldLabel(field)} : ${quoted(before)} → ${quoted(after)}`];
    case 'prix':
      return [pricePhrase(before, after, 'TND')];
    case 'est_actif':
      return [after === true ? 'mis en ligne' : 'retiré du site'];
    case 'statut':
      return [
        `Statut : ${articleStatuses[String(before)] ?? '?'} → ${articleStatuses[String(after)] ?? '?'}`,
      ];
    case 'categorie_id': {
      const name = (id: unknown) =>
        typeof id === 'number' ? (options.categoryName?.(id) ?? `n° ${id}`) : 'aucune';
      return [`Catégorie : ${name(before)} → ${name(after)}`];
    }
    case 'galerie_json':
      return galleryPhrases(before, after);
    case 'images_details':
      return detailsChanged(before, after, [
        ...paths(current.galerie_json),
        current.image,
        current.image_miniature,
      ])
        ? ['textes alternatifs ou points focaux modifiés']
        : [];
    case 'caracteristiques': {
      // Issue 37 §2: "caractéristiques modifiées : Charge maximale 120 kg → 135 kg, ajout …".
      const changes = characteristicsChanges(characteristicsOf(before), characteristicsOf(after));
      return changes.length > 0 ? [`caractéristiques modifiées : ${changes.join(', ')}`] : [];
    }
    case 'location': {
      // Issue 39: « location : 25 DT / jour → 30 DT / jour », « retiré de la location ».
      const [was, now] = [rentalTermsOf(before), rentalTermsOf(after)];
      const changes = rentalTermsChanges(was, now);
      if (changes.length === 0) return [];
      return was && now ? [`location modifiée : ${changes.join(', ')}`] : changes;
    }
    case 'publie_le':
      return ['date de publication modifiée'];
    default:
      return [phrases[field] ?? `${fieldLabel(field).toLowerCase()} modifié`];
  }
}

/** HTML whose text is the same reads as its layout changed. */
function htmlPhrase(field: string, before: unknown, after: unknown): string | null {
  if (!htmlFields.has(field)) return null;
  const text = (value: unknown) => htmlToLines(typeof value === 'string' ? value : '');
  if (text(before) !== text(after)) return null;
  return field === 'contenu_html'
    ? 'mise en forme du contenu modifiée'
    : 'mise en forme de la description modifiée';
}

/**
 * What `current` changed from `previous`, on one line: each change's phrase, " ; " between.
 * Null `previous`: the oldest version kept.
 */
export function revisionSummary(
  previous: Fields | null,
  current: Fields,
  options: SummaryOptions = {},
): string {
  if (previous === null) return oldestVersionSummary;
  const parts: string[] = [];
  for (const field of Object.keys(current)) {
    const before = previous[field];
    const after = current[field];
    if (field === 'images_details' && before === undefined) continue;
    // A version kept before rentals existed had none: not a change of this one.
    if (field === 'location' && before === undefined && after === null) continue;
    if (same(before, after)) continue;
    // The thumbnail follows the main image: one change, said once.
    if (field === 'image_miniature' && !same(previous.image, current.image)) continue;
    const html = htmlPhrase(field, before, after);
    parts.push(...(html ? [html] : phraseOf(field, [before, after], current, options)));
  }
  const line = parts.join(' ; ');
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : noChangeSummary;
}
