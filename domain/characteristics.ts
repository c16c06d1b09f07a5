/**
 * A product's characteristics (issue 37 §2): label → value pairs in the order staff gave them,
 * e.g. « Charge maximale » → « 135 kg ». Stored as `products.caracteristiques` (JSON). The rules
 * here run in the product form, the API and the CSV import alike.
 */
export interface Characteristic {
  libelle: string;
  valeur: string;
}

export const characteristicLimits = { rows: 40, label: 80, value: 200 } as const;

/** Trimmed, every run of spaces, tabs or line breaks as one space. */
export const normalizeCharacteristicText = (text: string): string =>
  text.replace(/\s+/g, ' ').trim();

/** What makes two labels the same one: case, accents and spacing ignored. */
export const characteristicKey = (label: string): string =>
  normalizeCharacteristicText(label)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('fr');

export const normalizeCharacteristics = (list: readonly Characteristic[]): Characteristic[] =>
  list.map((row) => ({
    libelle: normalizeCharacteristicText(row.libelle),
    valeur: normalizeCharacteristicText(row.valeur),
  }));

/** What a form sends: texts normalised, the rows left entirely blank dropped. */
export const characteristicsToSend = (list: readonly Characteristic[]): Characteristic[] =>
  normalizeCharacteristics(list).filter((row) => row.libelle !== '' || row.valeur !== '');

/** A row's problems, in French, for the field that has them. */
export interface CharacteristicRowIssues {
  libelle?: string;
  valeur?: string;
}

export interface CharacteristicsCheck {
  /** Same length as the list checked; an entry without keys is a row without problems. */
  rows: CharacteristicRowIssues[];
  /** A problem of the whole list (too many rows). */
  list: string | null;
}

export const tooManyCharacteristics = `${characteristicLimits.rows} caractéristiques au maximum.`;

const isBlank = (row: Characteristic) => row.libelle === '' && row.valeur === '';

/**
 * Checks a normalised list: every label and value given, within limits, no label twice. The
 * form's check (`blankRows`) lets a row left entirely blank be: it is dropped when sent.
 */
export function checkCharacteristics(
  list: readonly Characteristic[],
  options: { blankRows?: boolean } = {},
): CharacteristicsCheck {
  const seen = new Set<string>();
  const rows = list.map((row): CharacteristicRowIssues => {
    const issues: CharacteristicRowIssues = {};
    if (options.blankRows && isBlank(row)) return issues;
    const key = characteristicKey(row.libelle);
    if (row.libelle === '') issues.libelle = 'Indiquez le libellé.';
    else if (row.libelle.length > characteristicLimits.label) {
      issues.libelle = `Le libellé fait ${characteristicLimits.label} caractères au maximum.`;
    } else if (seen.has(key)) issues.libelle = `Le libellé « ${row.libelle} » est déjà utilisé.`;
    seen.add(key);
    if (row.valeur === '') issues.valeur = 'Indiquez la valeur.';
    else if (row.valeur.length > characteristicLimits.value) {
      issues.valeur = `La valeur fait ${characteristicLimits.value} caractères au maximum.`;
    }
    return issues;
  });
  const counted = options.blankRows ? list.filter((row) => !isBlank(row)).length : list.length;
  return { rows, list: counted > characteristicLimits.rows ? tooManyCharacteristics : null };
}

/** The first problem of a list, with its row number, or null when it is valid. */
export function firstCharacteristicsProblem(check: CharacteristicsCheck): string | null {
  if (check.list) return check.list;
  for (const [index, row] of check.rows.entries()) {
    const message = row.libelle ?? row.valeur;
    if (message) return `Caractéristique n° ${index + 1} : ${message}`;
  }
  return null;
}

/** Same rows in the same order (jsonb answers an object's keys in its own order, not ours). */
export const sameCharacteristics = (
  a: readonly Characteristic[],
  b: readonly Characteristic[],
): boolean =>
  a.length === b.length &&
  a.every((row, index) => row.libelle === b[index]?.libelle && row.valeur === b[index]?.valeur);

/** "Charge maximale : 135 kg ; Largeur d'assise : 46 cm" (the journal, the Historique). */
export const characteristicsText = (list: readonly Characteristic[]): string =>
  list.length === 0 ? 'aucune' : list.map((row) => `${row.libelle} : ${row.valeur}`).join(' ; ');

/**
 * What changed between two lists, in French: "Charge maximale 120 kg → 135 kg", "ajout Poids
 * 18 kg", "retrait Garantie", and "ordre modifié" when only the order did.
 */
export function characteristicsChanges(
  before: readonly Characteristic[],
  after: readonly Characteristic[],
): string[] {
  const old = new Map(before.map((row) => [characteristicKey(row.libelle), row]));
  const now = new Map(after.map((row) => [characteristicKey(row.libelle), row]));
  const parts: string[] = [];
  for (const [key, row] of now) {
    const previous = old.get(key);
    if (!previous) parts.push(`ajout ${row.libelle} ${row.valeur}`);
    else if (previous.valeur !== row.valeur || previous.libelle !== row.libelle) {
      const label =
        previous.libelle === row.libelle ? row.libelle : `${previous.libelle} → ${row.libelle}`;
      parts.push(`${label} ${previous.valeur} → ${row.valeur}`);
    }
  }
  for (const [key, row] of old) if (!now.has(key)) parts.push(`retrait ${row.libelle}`);
  if (parts.length > 0) return parts;
  const order = (list: readonly Characteristic[]) =>
    list.map((row) => characteristicKey(row.libelle));
  return JSON.stringify(order(before)) === JSON.stringify(order(after)) ? [] : ['ordre modifié'];
}

/** Reads a stored or answered list leniently: entries that are not label/value texts are dropped. */
export function characteristicsOf(value: unknown): Characteristic[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    'libelle' in item &&
    'valeur' in item &&
    typeof item.libelle === 'string' &&
    typeof item.valeur === 'string'
      ? [{ libelle: item.libelle, valeur: item.valeur }]
      : [],
  );
}
