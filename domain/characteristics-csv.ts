/**
 * The products CSV's `caracteristiques` column (issue 37 §2): one cell,
 * `Charge maximale: 135 kg | Largeur d'assise: 46 cm`. Rows are separated by `|`, a label from
 * its value by the first `:`; a `|`, `:` or `\` inside a label or a value is written `\|`, `\:`,
 * `\\`. Spaces around the separators are not part of the text (texts are normalised), so a list
 * exported and imported again comes back exactly.
 */
import {
  type Characteristic,
  checkCharacteristics,
  firstCharacteristicsProblem,
  normalizeCharacteristicText,
} from './characteristics.ts';

const escaped = (text: string) => text.replace(/[\\|:]/g, (char) => `\\${char}`);

export function formatCharacteristicsCell(list: readonly Characteristic[]): string {
  return list.map((row) => `${escaped(row.libelle)}: ${escaped(row.valeur)}`).join(' | ');
}

export type CharacteristicsCellRead =
  | { ok: true; list: Characteristic[] }
  | { ok: false; message: string };

/** Splits on the separator not preceded by a `\`; escapes are kept for the next step. */
function splitUnescaped(text: string, separator: '|' | ':', limit: number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '\\') at += 1;
    else if (text[at] === separator && parts.length < limit - 1) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `\x` → `x`; a lone `\` at the end stays itself. */
const unescaped = (text: string) => text.replace(/\\([\s\S])/g, '$1');

/** Reads a cell: empty is no characteristic; refuses a row without `:` and the list's rules. */
export function parseCharacteristicsCell(cell: string): CharacteristicsCellRead {
  if (cell.trim() === '') return { ok: true, list: [] };
  const list: Characteristic[] = [];
  for (const [index, part] of splitUnescaped(cell, '|', Number.POSITIVE_INFINITY).entries()) {
    const [label, value] = splitUnescaped(part, ':', 2);
    if (value === undefined) {
      return {
        ok: false,
        message: `caractéristique n° ${index + 1} : « libellé: valeur » attendu (« : » manquant).`,
      };
    }
    list.push({
      libelle: normalizeCharacteristicText(unescaped(label ?? '')),
      valeur: normalizeCharacteristicText(unescaped(value)),
    });
  }
  const problem = firstCharacteristicsProblem(checkCharacteristics(list));
  return problem ? { ok: false, message: problem } : { ok: true, list };
}
