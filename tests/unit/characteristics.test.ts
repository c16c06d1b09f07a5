import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CharacteristicsInput, CharacteristicsText } from '#domain/characteristics.schema.ts';
import {
  type Characteristic,
  characteristicKey,
  characteristicsChanges,
  characteristicsText,
  checkCharacteristics,
  firstCharacteristicsProblem,
  normalizeCharacteristics,
  sameCharacteristics,
} from '#domain/characteristics.ts';
import {
  formatCharacteristicsCell,
  parseCharacteristicsCell,
} from '#domain/characteristics-csv.ts';
import { fieldLabel, formatFieldValue } from '#domain/field-display.ts';
import { revisionSummary } from '#domain/revision-summary.ts';

const rows = (...pairs: [string, string][]): Characteristic[] =>
  pairs.map(([libelle, valeur]) => ({ libelle, valeur }));

describe('characteristic rules (issue 37 §2)', () => {
  it('normalises texts: trimmed, runs of spaces and line breaks as one space', () => {
    expect(normalizeCharacteristics(rows(['  Charge\t maximale ', '135\r\n kg ']))).toEqual(
      rows(['Charge maximale', '135 kg']),
    );
  });

  it('treats labels differing by case, accents or spacing as the same one', () => {
    expect(characteristicKey("Largeur  d'ASSISE")).toBe(characteristicKey("largeur d'assise"));
    expect(characteristicKey('Matériau')).toBe(characteristicKey('materiau'));
    expect(characteristicKey('Poids')).not.toBe(characteristicKey('Poids total'));
  });

  it('names each row problem in French, for its field', () => {
    const check = checkCharacteristics(
      rows(
        ['', '12 kg'],
        ['Poids', ''],
        ['Matériau', 'Acier'],
        ['MATERIAU', 'Alu'],
        ['x'.repeat(81), 'y'.repeat(201)],
      ),
    );
    expect(check.list).toBeNull();
    expect(check.rows).toEqual([
      { libelle: 'Indiquez le libellé.' },
      { valeur: 'Indiquez la valeur.' },
      {},
      { libelle: 'Le libellé « MATERIAU » est déjà utilisé.' },
      {
        libelle: 'Le libellé fait 80 caractères au maximum.',
        valeur: 'La valeur fait 200 caractères au maximum.',
      },
    ]);
    expect(firstCharacteristicsProblem(check)).toBe('Caractéristique n° 1 : Indiquez le libellé.');
  });

  it('refuses more than 40 rows and accepts exactly 40', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ libelle: `L${index}`, valeur: 'v' }));
    expect(firstCharacteristicsProblem(checkCharacteristics(many(40)))).toBeNull();
    expect(firstCharacteristicsProblem(checkCharacteristics(many(41)))).toBe(
      '40 caractéristiques au maximum.',
    );
  });

  it('says what changed in French: value, addition, removal, order', () => {
    const before = rows(['Charge maximale', '120 kg'], ['Poids', '18 kg'], ['Garantie', '2 ans']);
    const after = rows(['Poids', '18 kg'], ['Charge maximale', '135 kg'], ['Couleur', 'Bleu']);
    expect(characteristicsChanges(before, after)).toEqual([
      'Charge maximale 120 kg → 135 kg',
      'ajout Couleur Bleu',
      'retrait Garantie',
    ]);
    expect(characteristicsChanges(before, [...before].reverse())).toEqual(['ordre modifié']);
    expect(characteristicsChanges(before, before)).toEqual([]);
    expect(characteristicsText(after)).toBe(
      'Poids : 18 kg ; Charge maximale : 135 kg ; Couleur : Bleu',
    );
    expect(characteristicsText([])).toBe('aucune');
  });

  it('compares lists by their rows, whatever the order of an object’s keys', () => {
    const stored = [{ valeur: '135 kg', libelle: 'Charge maximale' }];
    expect(sameCharacteristics(stored, rows(['Charge maximale', '135 kg']))).toBe(true);
    expect(sameCharacteristics(stored, rows(['Charge maximale', '136 kg']))).toBe(false);
  });
});

describe('the API schema of characteristics', () => {
  it('normalises a JSON list and refuses what breaks the rules, in French', () => {
    expect(v.parse(CharacteristicsInput, [{ libelle: ' Poids ', valeur: '18  kg' }])).toEqual(
      rows(['Poids', '18 kg']),
    );
    const duplicate = v.safeParse(CharacteristicsInput, rows(['Poids', '1'], ['poids', '2']));
    expect(duplicate.issues?.[0]?.message).toBe(
      'Caractéristique n° 2 : Le libellé « poids » est déjà utilisé.',
    );
    expect(v.safeParse(CharacteristicsInput, [{ libelle: 1, valeur: 'x' }]).success).toBe(false);
    expect(v.safeParse(CharacteristicsInput, 'Poids: 18 kg').success).toBe(false);
  });

  it('reads the multipart text form: blank is none, bad JSON is refused', () => {
    expect(v.parse(CharacteristicsText, '')).toEqual([]);
    expect(v.parse(CharacteristicsText, '[{"libelle":"Poids","valeur":"18 kg"}]')).toEqual(
      rows(['Poids', '18 kg']),
    );
    expect(v.safeParse(CharacteristicsText, '[{').issues?.[0]?.message).toMatch(/JSON/);
  });
});

describe('the CSV cell of characteristics', () => {
  it('reads back exactly what it writes, separators and backslashes inside texts included', () => {
    const awkward = rows(
      ['Charge maximale', '135 kg'],
      ['Ratio | pente', '1:12'],
      ['Chemin', 'C:\\Données\\'],
      ['Note', 'a \\| b \\: c'],
      ["Largeur d'assise", '46 cm (± 2)'],
      ['Émoji 😀', '« guillemets » ; point-virgule'],
    );
    const cell = formatCharacteristicsCell(awkward);
    expect(cell.startsWith('Charge maximale: 135 kg | Ratio \\| pente: 1\\:12 | ')).toBe(true);
    expect(parseCharacteristicsCell(cell)).toEqual({ ok: true, list: awkward });
  });

  it('reads the documented format typed by hand, spacing ignored', () => {
    expect(
      parseCharacteristicsCell("Charge maximale:135 kg|  Largeur d'assise :  46 cm  "),
    ).toEqual({
      ok: true,
      list: rows(['Charge maximale', '135 kg'], ["Largeur d'assise", '46 cm']),
    });
    expect(parseCharacteristicsCell('Heure: 10:30')).toEqual({
      ok: true,
      list: rows(['Heure', '10:30']),
    });
    expect(parseCharacteristicsCell('   ')).toEqual({ ok: true, list: [] });
    expect(formatCharacteristicsCell([])).toBe('');
  });

  it('refuses a row without a label, a value or a colon, naming the row', () => {
    expect(parseCharacteristicsCell('Poids: 18 kg | Garantie')).toEqual({
      ok: false,
      message: 'caractéristique n° 2 : « libellé: valeur » attendu (« : » manquant).',
    });
    expect(parseCharacteristicsCell(': 18 kg')).toEqual({
      ok: false,
      message: 'Caractéristique n° 1 : Indiquez le libellé.',
    });
    expect(parseCharacteristicsCell('Poids:')).toEqual({
      ok: false,
      message: 'Caractéristique n° 1 : Indiquez la valeur.',
    });
  });
});

describe('characteristics in the Historique and the journal', () => {
  const before = { caracteristiques: rows(['Charge maximale', '120 kg'], ['Poids', '18 kg']) };
  const after = { caracteristiques: rows(['Charge maximale', '135 kg'], ['Poids', '18 kg']) };

  it('summarises a version’s change in French', () => {
    expect(revisionSummary(before, after)).toBe(
      'Caractéristiques modifiées : Charge maximale 120 kg → 135 kg',
    );
    // A revision kept before characteristics existed had none: no change to say.
    expect(revisionSummary({}, { caracteristiques: [] })).toBe('Aucun changement');
    // jsonb answers the keys in its own order: still no change.
    const stored = { caracteristiques: [{ valeur: '120 kg', libelle: 'Charge maximale' }] };
    expect(revisionSummary(stored, { caracteristiques: rows(['Charge maximale', '120 kg']) })).toBe(
      'Aucun changement',
    );
  });

  it('shows a journal value as label : value, even when the journal cut it', () => {
    expect(fieldLabel('caracteristiques')).toBe('Caractéristiques');
    const json = JSON.stringify([{ valeur: '135 kg', libelle: 'Charge maximale' }]);
    expect(formatFieldValue('caracteristiques', json)).toBe('Charge maximale : 135 kg');
    expect(formatFieldValue('caracteristiques', '[]')).toBe('aucune');
    const cut = `${JSON.stringify(rows(['Poids', '18 kg'], ['Garantie', '2 ans'])).slice(0, 40)}…`;
    expect(formatFieldValue('caracteristiques', cut)).toBe('Poids : 18 kg …');
  });
});
