import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText, csvLine } from '#domain/csv.ts';
import {
  csvPrice,
  productCsvColumns,
  productCsvHeader,
  productCsvLine,
  readProductCsvHeader,
  readProductCsvRow,
} from '#domain/product-csv.ts';
import { readCsv } from '#server/api/plumbing/read-csv.ts';

const encode = (text: string) => new TextEncoder().encode(text);

const source = {
  reference: 'REF-000001',
  titre: '=HYPERLINK("http://x";"clic")',
  slug: 'lit-medicalise',
  categorie_slug: 'lits',
  prix: 1234.5,
  devise: 'TND',
  est_actif: false,
  description_courte: 'Léger; pliable\r\nsur deux lignes',
  description_html: '<p>Dit "oui"</p>',
  seo_description: null,
  caracteristiques: [
    { libelle: 'Charge maximale', valeur: '135 kg' },
    { libelle: 'Ratio | pente', valeur: '1:12 \\ 8 %' },
  ],
  location: null,
};

/** The columns before issue 39's rental terms: a file may leave those out. */
const baseHeader = csvLine(productCsvColumns.filter((column) => !column.startsWith('location_')));

function readRow(line: string, header = baseHeader) {
  const read = readCsv(encode(`\uFEFF${header}${line}`));
  if (!read.ok) throw new Error(read.message);
  const columns = readProductCsvHeader(read.rows[0]?.cells ?? []);
  if (!columns.ok) throw new Error(columns.message);
  return readProductCsvRow(read.rows[1]?.cells ?? [], columns.columns);
}

describe('the products CSV (issue 24)', () => {
  it('reads back what it writes: quotes, `;` and line breaks in cells, formulas, decimal comma', () => {
    const line = productCsvLine(source);
    expect(line).toBe(
      `REF-000001;"'=HYPERLINK(""http://x"";""clic"")";lit-medicalise;lits;1234,50;TND;non;"Léger; pliable\r\nsur deux lignes";"<p>Dit ""oui""</p>";;Charge maximale: 135 kg | Ratio \\| pente: 1\\:12 \\\\ 8 %;;;;;;;;;\r\n`,
    );
    expect(readRow(line, productCsvHeader)).toEqual({
      ok: true,
      row: {
        reference: 'REF-000001',
        titre: source.titre,
        slug: 'lit-medicalise',
        categorie: 'lits',
        prix: 1234.5,
        devise: 'TND',
        est_actif: false,
        description_courte: source.description_courte,
        description_html: source.description_html,
        seo_description: null,
        caracteristiques: source.caracteristiques,
        location: null,
      },
    });
  });

  it('writes prices with a decimal comma and reads the French ways of typing them', () => {
    expect(csvPrice(1234.5)).toBe('1234,50');
    expect(csvPrice(null)).toBe('');
    for (const [typed, value] of [
      ['1 234,50', 1234.5],
      ['1\u00a0234,5', 1234.5],
      ['99.9', 99.9],
      ['', null],
    ] as const) {
      const read = readRow(`REF-1;Lit;;;${typed};EUR;oui;;;;\r\n`);
      expect(read.ok && read.row.prix, typed).toBe(value);
    }
    const ambiguous = readRow('REF-1;Lit;;;1,234;EUR;oui;;;;\r\n');
    expect(ambiguous).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^prix : Prix ambigu/),
    });
  });

  it('refuses a cell a spreadsheet would run as a formula, unless written as text', () => {
    for (const start of ['=', '+', '-', '@']) {
      const cell = `${start}1+1`;
      const read = readRow(`REF-1;${csvCell(cell)};;;;EUR;oui;;;;\r\n`);
      expect(read.ok && read.row.titre, JSON.stringify(start)).toBe(cell);
      const raw = readRow(`REF-1;"${cell}";;;;EUR;oui;;;;\r\n`);
      expect(raw).toMatchObject({ ok: false, reason: expect.stringMatching(/^titre : .*formule/) });
    }
    expect(readRow('REF-1;"\t=1";;;;EUR;oui;;;;\r\n')).toMatchObject({ ok: false });
    expect(csvCellText("'texte")).toBe("'texte");
  });

  it('names the column and the problem of a bad row', () => {
    expect(readRow('REF-1;;;;;EUR;oui;;;;\r\n')).toEqual({
      ok: false,
      reason: 'titre : obligatoire.',
    });
    expect(readRow('REF-1;Lit;;;;EURO;oui;;;;\r\n')).toMatchObject({
      reason: expect.stringMatching(/^devise : /),
    });
    expect(readRow('REF-1;Lit;;;;EUR;peut-être;;;;\r\n')).toEqual({
      ok: false,
      reason: 'est_actif : « oui » ou « non » attendu.',
    });
    expect(readRow('REF-1;Lit;;;;EUR;oui;;;;Poids 18 kg\r\n')).toEqual({
      ok: false,
      reason:
        'caracteristiques : caractéristique n° 1 : « libellé: valeur » attendu (« : » manquant).',
    });
    expect(readRow('REF-1;Lit;;;;EUR;oui;;;;Poids: 18 kg | poids: 19 kg\r\n')).toEqual({
      ok: false,
      reason: 'caracteristiques : Caractéristique n° 2 : Le libellé « poids » est déjà utilisé.',
    });
  });

  it('checks the header: required, unknown and repeated columns', () => {
    expect(readProductCsvHeader(['reference', 'prix'])).toEqual({
      ok: false,
      message: 'Colonne obligatoire absente : titre.',
    });
    expect(readProductCsvHeader(['prix'])).toMatchObject({
      message: 'Colonnes obligatoires absentes : reference, titre.',
    });
    expect(readProductCsvHeader(['reference', 'titre', 'Prix HT'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Colonne inconnue : « prix ht »/),
    });
    expect(readProductCsvHeader(['reference', 'titre', 'titre'])).toMatchObject({
      message: 'Colonne en double : « titre ».',
    });
    expect(readProductCsvHeader([' Reference ', 'TITRE'])).toMatchObject({ ok: true });
  });
});

describe('readCsv', () => {
  it('drops the BOM, reads CRLF and LF, counts rows as a spreadsheet does', () => {
    const read = readCsv(encode('\uFEFFa;b\r\n1;"x\r\ny"\r\n\r\n3;4\n'));
    expect(read).toEqual({
      ok: true,
      rows: [
        { cells: ['a', 'b'], line: 1 },
        { cells: ['1', 'x\r\ny'], line: 2 },
        { cells: ['3', '4'], line: 4 },
      ],
    });
  });

  it('refuses invalid UTF-8 (a file saved as Windows-1252), empty files and broken quoting', () => {
    const latin1 = new Uint8Array([
      ...encode('titre\r\nFauteuil r'),
      0xe9,
      ...encode('glable\r\n'),
    ]);
    expect(readCsv(latin1)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Le fichier n’est pas en UTF-8/),
    });
    expect(readCsv(encode('\uFEFF \r\n'))).toEqual({ ok: false, message: 'Le fichier est vide.' });
    expect(readCsv(encode('a;b\r\n"ouvert;2\r\n'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/guillemet/),
    });
    expect(readCsv(encode('a;b\r\n1;2;3\r\n'))).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Le fichier n’est pas un CSV lisible \(ligne 2\) : le nombre de cellules/,
      ),
    });
  });
});
