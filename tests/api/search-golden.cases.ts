/**
 * The search golden set (issue 19): for each French query, what a visitor must see first.
 * Titles are the catalogue's own (search-golden.catalogue.ts); `top` lists the first results in order.
 */

export type Expected =
  /** The first results, in this order. */
  | { top: string[] }
  /** No result at all. */
  | { none: true };

export interface GoldenCase {
  query: string;
  /** What the query is about (the test's name). */
  about: string;
  expected: Expected;
}

const top = (...titles: string[]): Expected => ({ top: titles });
const none: Expected = { none: true };

const fauteuilsRoulants = [
  'Fauteuil roulant électrique compact',
  'Fauteuil roulant manuel standard',
  'Fauteuil roulant pliant léger',
];
const fauteuils = ['Fauteuil de transfert', ...fauteuilsRoulants];
const lits = ['Lit médicalisé électrique 3 fonctions', 'Lit médicalisé manuel à manivelle'];
const deambulateurs = ['Déambulateur à roulettes 4 roues', 'Déambulateur fixe pliant'];
const concentrateurs = ['Concentrateur d’oxygène fixe', 'Concentrateur d’oxygène portable'];
const tensiometres = ['Tensiomètre au poignet', 'Tensiomètre électronique au bras'];
const matelas = [
  'Matelas anti-escarres à air motorisé',
  'Matelas viscoélastique à mémoire de forme',
  'Housse de matelas imperméable',
];

export const productCases: GoldenCase[] = [
  // Accents and case.
  { about: 'capitals, no accents', query: 'LIT MEDICALISE', expected: top(...lits) },
  { about: 'accents', query: 'lit médicalisé', expected: top(...lits) },
  { about: 'capitals with accents', query: 'LIT MÉDICALISÉ', expected: top(...lits) },
  { about: 'accented word', query: 'béquille', expected: top('Béquilles axillaires (la paire)') },
  { about: 'unaccented word', query: 'bequille', expected: top('Béquilles axillaires (la paire)') },
  {
    about: 'accented, plural',
    query: 'BÉQUILLES',
    expected: top('Béquilles axillaires (la paire)'),
  },
  { about: 'grave accent dropped', query: 'tensiometre', expected: top(...tensiometres) },
  { about: 'accent and capital', query: 'Oxymètre', expected: top('Oxymètre de pouls digital') },
  {
    about: 'acute accents dropped',
    query: 'STETHOSCOPE',
    expected: top('Stéthoscope double pavillon'),
  },
  {
    about: 'cedilla-free grave',
    query: 'pese personne',
    expected: top('Pèse-personne électronique'),
  },
  // Plurals and French stems.
  { about: 'plural of a title', query: 'lits médicalisés', expected: top(...lits) },
  { about: 'plural of a word', query: 'fauteuils', expected: top(...fauteuils) },
  {
    about: 'plurals, titles before the summary',
    query: 'fauteuils roulants',
    expected: top(...fauteuilsRoulants, 'Coussin anti-escarres en gel'),
  },
  {
    about: 'plural, title start first',
    query: 'cannes',
    expected: top(
      'Canne anglaise réglable',
      'Canne de marche pliante',
      'Embout de canne antidérapant',
    ),
  },
  {
    about: 'plural with elision',
    query: 'concentrateurs d’oxygène',
    expected: top(...concentrateurs),
  },
  { about: 'feminine plural', query: 'compresse', expected: top('Compresses stériles') },
  {
    about: 'plural in a summary',
    query: 'accoudoir',
    expected: top('Chaise percée avec accoudoirs', 'Rehausseur de toilettes avec accoudoirs'),
  },
  // Word starts.
  { about: 'start of a word', query: 'fauteu', expected: top(...fauteuils) },
  { about: 'short start', query: 'oxym', expected: top('Oxymètre de pouls digital') },
  { about: 'accented start', query: 'déamb', expected: top(...deambulateurs, 'Rollator 3 roues') },
  {
    about: 'start, two titles',
    query: 'thermo',
    expected: top('Thermomètre digital flexible', 'Thermomètre infrarouge sans contact'),
  },
  { about: 'start of a rare word', query: 'nebul', expected: top('Nébuliseur à compresseur') },
  { about: 'two starts', query: 'conc oxy', expected: top(...concentrateurs) },
  { about: 'a word is not found from its middle', query: 'ambulateur', expected: none },
  // One typo in a word of five letters or more. The GIN trigram index finds a typo when the word
  // shares enough trigrams with the catalogue's (pg_trgm word similarity ≥ 0.6, its default):
  // "fauteil" 0.63, "deambulatuer" 0.69, "matelat" 0.75, "tensiomettre" 0.79. A wrong letter
  // near the start of a short word shares fewer and is missed: "oxigene" 0.45, "oximetre" 0.50,
  // "douhce" 0.43 (search.ts, `typoMatch`).
  { about: 'missing letter', query: 'fauteil', expected: top(...fauteuils) },
  {
    about: 'missing letter, two words',
    query: 'fauteil roulant',
    expected: top(...fauteuilsRoulants),
  },
  { about: 'swapped letters', query: 'deambulatuer', expected: top(...deambulateurs) },
  { about: 'wrong last letter', query: 'matelat', expected: top(...matelas) },
  { about: 'doubled letter', query: 'tensiomettre', expected: top(...tensiometres) },
  { about: 'missing h', query: 'stetoscope', expected: top('Stéthoscope double pavillon') },
  { about: 'doubled t', query: 'oxymettre', expected: top('Oxymètre de pouls digital') },
  { about: 'missing s', query: 'chausettes', expected: top('Chaussettes de contention') },
  {
    about: 'short word, missing o',
    query: 'scoter',
    expected: top('Scooter électrique de mobilité'),
  },
  { about: 'missing r', query: 'bariere de lit', expected: top('Barrière de lit universelle') },
  { about: 'swapped ending', query: 'glucometer', expected: top('Glucomètre avec 50 bandelettes') },
  { about: 'swapped vowels', query: 'nebulisuer', expected: top('Nébuliseur à compresseur') },
  { about: 'missing l', query: 'genouilere', expected: top('Genouillère ligamentaire') },
  {
    about: 'typo and exact word',
    query: 'concentrateur oxygenne',
    expected: top(...concentrateurs),
  },
  { about: 'single l', query: 'rolator', expected: top('Rollator 3 roues') },
  { about: 'two typos in one word are too many', query: 'fotueil', expected: none },
  { about: 'two typos at the start are too many', query: 'dicalise', expected: none },
  // References.
  {
    about: 'full reference',
    query: 'REF-000123',
    expected: top('Lit médicalisé électrique 3 fonctions'),
  },
  {
    about: 'reference digits',
    query: '000123',
    expected: top('Lit médicalisé électrique 3 fonctions'),
  },
  {
    about: 'reference in two words',
    query: 'ref 000123',
    expected: top('Lit médicalisé électrique 3 fonctions'),
  },
  {
    about: 'lower-case reference',
    query: 'ref-000101',
    expected: top('Fauteuil roulant pliant léger'),
  },
  {
    about: 'other reference digits',
    query: '000101',
    expected: top('Fauteuil roulant pliant léger'),
  },
  { about: 'a reference with a wrong digit', query: 'REF-000124', expected: none },
  // Several words.
  {
    about: 'three words',
    query: 'fauteuil roulant électrique',
    expected: top('Fauteuil roulant électrique compact'),
  },
  {
    about: 'words apart in the title',
    query: 'lit électrique',
    expected: top('Lit médicalisé électrique 3 fonctions'),
  },
  {
    about: 'words in another order',
    query: 'pliante canne',
    expected: top('Canne de marche pliante'),
  },
  {
    about: 'words without their link',
    query: 'siège douche',
    expected: top('Siège de douche mural rabattable'),
  },
  { about: 'apostrophe left out', query: 'barre appui', expected: top('Barre d’appui coudée') },
  {
    about: 'word and plural',
    query: 'déambulateur roulettes',
    expected: top('Déambulateur à roulettes 4 roues'),
  },
  {
    about: 'title and summary words',
    query: 'fauteuil joystick',
    expected: top('Fauteuil roulant électrique compact'),
  },
  {
    about: 'specific model',
    query: 'concentrateur portable',
    expected: top('Concentrateur d’oxygène portable'),
  },
  {
    about: 'a short word among others',
    query: 'bas contention',
    expected: top('Bas de contention classe 2'),
  },
  { about: 'every word must match', query: 'fauteuil xqzw', expected: none },
  // Title matches before summary and description matches.
  {
    about: 'title before summary',
    query: 'oxygène',
    expected: top(
      ...concentrateurs,
      'Masque à oxygène adulte',
      'Lunettes nasales',
      'Oxymètre de pouls digital',
    ),
  },
  {
    about: 'titles before a summary',
    query: 'déambulateur',
    expected: top(...deambulateurs, 'Rollator 3 roues'),
  },
  {
    about: 'title anywhere',
    query: 'poignet',
    expected: top('Attelle de poignet', 'Tensiomètre au poignet'),
  },
  {
    about: 'titles, then summaries',
    query: 'escarres',
    expected: top(
      'Coussin anti-escarres en gel',
      'Matelas anti-escarres à air motorisé',
      'Matelas viscoélastique à mémoire de forme',
      'Pansements hydrocolloïdes',
    ),
  },
  {
    about: 'matelas: starts, titles, then the rest',
    query: 'matelas',
    expected: top(...matelas, 'Lit Alzheimer très bas'),
  },
  {
    about: 'a word only in a long description',
    query: 'trachéotomisés',
    expected: top('Aspirateur de mucosités'),
  },
  { about: 'a word only in a summary', query: 'baignoire', expected: top('Planche de bain') },
  // Short words: exact starts only.
  { about: 'short word', query: 'lit', expected: top('Lit Alzheimer très bas', ...lits) },
  { about: 'short word, plural', query: 'gant', expected: top('Gants d’examen en nitrile') },
  {
    about: 'short word in a title',
    query: 'bras',
    expected: top('Tensiomètre électronique au bras'),
  },
  { about: 'a four-letter typo does not match', query: 'gamt', expected: none },
  { about: 'a three-letter typo does not match', query: 'lti', expected: none },
  { about: 'a short typo among good words', query: 'planche bian', expected: none },
  // Stop words.
  {
    about: 'stop word',
    query: 'lit pour escarres',
    expected: top('Matelas anti-escarres à air motorisé'),
  },
  {
    about: 'stop words',
    query: 'matelas pour le lit médicalisé',
    expected: top('Matelas anti-escarres à air motorisé'),
  },
  {
    about: 'stop word between',
    query: 'chaise avec accoudoirs',
    expected: top('Chaise percée avec accoudoirs'),
  },
  { about: 'article first', query: 'le fauteuil', expected: top(...fauteuils) },
  {
    about: 'stop word with a typo',
    query: 'tabourret de douche',
    expected: top('Tabouret de douche réglable'),
  },
  // Nonsense.
  { about: 'nonsense', query: 'xqzw', expected: none },
  { about: 'long nonsense', query: 'zzzzzzzz', expected: none },
];

export const articleCases: GoldenCase[] = [
  {
    about: 'article title word',
    query: 'fauteuil',
    expected: top('Comment choisir son fauteuil roulant'),
  },
  { about: 'article, plural', query: 'escarre', expected: top('Prévenir les escarres à domicile') },
  {
    about: 'article, accents dropped',
    query: 'tensiometre',
    expected: top('Bien mesurer sa tension avec un tensiomètre'),
  },
  {
    about: 'article, one typo',
    query: 'fauteil',
    expected: top('Comment choisir son fauteuil roulant'),
  },
  {
    about: 'article, stems',
    query: 'lits médicalisés',
    expected: top('Location de lit médicalisé : comment ça marche'),
  },
  {
    about: 'article, word start',
    query: 'oxygeno',
    expected: top('Oxygénothérapie : vivre avec un concentrateur'),
  },
  {
    about: 'article, body only',
    query: 'prescription',
    expected: top('Location de lit médicalisé : comment ça marche'),
  },
  { about: 'article, nonsense', query: 'xqzw', expected: none },
];

/**
 * Queries only a synonym answers (issue 37 §3), with `goldenSynonyms` taught: the words customers
 * use for what the catalogue calls otherwise. The user's own words still rank first.
 */
export const synonymCases: GoldenCase[] = [
  {
    about: 'group, own title first',
    query: 'rollator',
    expected: top('Rollator 3 roues', ...deambulateurs),
  },
  {
    about: 'group, own word first',
    query: 'déambulateur',
    expected: top(...deambulateurs, 'Rollator 3 roues'),
  },
  {
    about: 'group, phrase',
    query: 'cadre de marche',
    expected: top(...deambulateurs, 'Rollator 3 roues'),
  },
  {
    about: 'group, unknown word',
    query: 'trotteur',
    expected: top(...deambulateurs, 'Rollator 3 roues'),
  },
  { about: 'group, two-word term', query: 'lit hospitalier', expected: top(...lits) },
  { about: 'group, plurals', query: 'lits hospitaliers', expected: top(...lits) },
  {
    about: 'group, phrase with a stop word',
    query: 'appareil à tension',
    expected: top(...tensiometres),
  },
  { about: 'group, one word', query: 'autotensiomètre', expected: top(...tensiometres) },
  { about: 'expansion', query: 'tension', expected: top(...tensiometres) },
  { about: 'group, no accent', query: 'oxygenateur', expected: top(...concentrateurs) },
  { about: 'group, apostrophe', query: "extracteur d'oxygène", expected: top(...concentrateurs) },
  { about: 'group, measuring', query: 'saturomètre', expected: top('Oxymètre de pouls digital') },
  {
    about: 'group, own plural first',
    query: 'béquille',
    expected: top('Béquilles axillaires (la paire)', 'Canne anglaise réglable'),
  },
  {
    about: 'group, hyphen',
    query: 'chaise garde-robe',
    expected: top('Chaise percée avec accoudoirs'),
  },
  {
    about: 'group, phrase to a word',
    query: 'lecteur de glycémie',
    expected: top('Glucomètre avec 50 bandelettes'),
  },
  {
    about: 'expansion, condition',
    query: 'diabète',
    expected: top('Glucomètre avec 50 bandelettes'),
  },
  { about: 'group, capitals', query: 'AEROSOL', expected: top('Nébuliseur à compresseur') },
  { about: 'group, everyday word', query: 'balance', expected: top('Pèse-personne électronique') },
  {
    about: 'group, phrase narrows',
    query: 'thermomètre frontal',
    expected: top('Thermomètre infrarouge sans contact'),
  },
  { about: 'group, trade word', query: 'perroquet', expected: top('Potence de lit sur pied') },
  {
    about: 'group, to a plural',
    query: 'protège-matelas',
    expected: top('Housse de matelas imperméable', 'Alèses jetables'),
  },
  { about: 'group, orthopaedics', query: 'orthèse', expected: top('Attelle de poignet') },
  { about: 'group, old word', query: 'minerve', expected: top('Collier cervical en mousse') },
  {
    about: 'group, phrase to phrase',
    query: 'chaise de douche',
    expected: top('Siège de douche mural rabattable'),
  },
  {
    about: 'group, abbreviation',
    query: 'surélévateur wc',
    expected: top('Rehausseur de toilettes avec accoudoirs'),
  },
  {
    about: 'group, scooter',
    query: 'quadriporteur',
    expected: top('Scooter électrique de mobilité'),
  },
  {
    about: 'group, apostrophe in target',
    query: 'gants médicaux',
    expected: top('Gants d’examen en nitrile'),
  },
  {
    about: 'expansion, own title first',
    query: 'mobilité',
    expected: top('Scooter électrique de mobilité'),
  },
  { about: 'expansion, several targets', query: 'incontinence', expected: top('Alèses jetables') },
  {
    about: 'expansion is one way',
    query: 'canne anglaise',
    expected: top('Canne anglaise réglable'),
  },
  {
    about: 'synonym and another word',
    query: 'rollator pliant',
    expected: top('Déambulateur fixe pliant'),
  },
];
