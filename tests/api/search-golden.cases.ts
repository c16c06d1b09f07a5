/**
 * The search golden set (issue 19): a realistic French catalogue and, for each query, what a
 * visitor must see first. Titles are the catalogue's own; `top` lists the first results in order.
 */

export interface GoldenCategory {
  nom: string;
  /** Sub-category names. */
  sous: string[];
}

export interface GoldenProduct {
  titre: string;
  /** A sub-category name, or a top-level one for products filed directly under it. */
  categorie: string;
  /** `description_courte`: part of the short searched text, like the title and reference. */
  resume: string;
  /** The long description: searched by French stems only. */
  description?: string;
  reference?: string;
}

export interface GoldenArticle {
  titre: string;
  extrait: string;
  contenu: string;
}

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

export const goldenCategories: GoldenCategory[] = [
  { nom: 'Mobilité', sous: ['Fauteuils roulants', 'Aides à la marche', 'Scooters'] },
  { nom: 'Chambre', sous: ['Lits médicalisés', 'Matelas et coussins', 'Accessoires de lit'] },
  { nom: 'Salle de bain', sous: ['Sièges et chaises', 'Barres et rehausseurs'] },
  { nom: 'Diagnostic', sous: ['Tension et pouls', 'Température', 'Auscultation'] },
  { nom: 'Respiratoire', sous: ['Oxygénothérapie', 'Aérosolthérapie'] },
  { nom: 'Orthopédie', sous: ['Maintien', 'Contention'] },
  { nom: 'Soins et hygiène', sous: [] },
];

export const goldenProducts: GoldenProduct[] = [
  {
    titre: 'Fauteuil roulant pliant léger',
    reference: 'REF-000101',
    categorie: 'Fauteuils roulants',
    resume: 'Châssis aluminium de 13 kg, pliable en un geste.',
    description: 'Idéal pour les sorties et les déplacements en voiture.',
  },
  {
    titre: 'Fauteuil roulant électrique compact',
    categorie: 'Fauteuils roulants',
    resume: 'Autonomie de 25 km, joystick réglable à droite ou à gauche.',
  },
  {
    titre: 'Fauteuil roulant manuel standard',
    categorie: 'Fauteuils roulants',
    resume: 'Accoudoirs relevables et repose-pieds amovibles.',
  },
  {
    titre: 'Fauteuil de transfert',
    categorie: 'Fauteuils roulants',
    resume: 'Petites roues arrière, poussé par un accompagnant.',
  },
  {
    titre: 'Déambulateur à roulettes 4 roues',
    categorie: 'Aides à la marche',
    resume: 'Siège, freins à main et panier de courses.',
  },
  {
    titre: 'Déambulateur fixe pliant',
    categorie: 'Aides à la marche',
    resume: 'Cadre en aluminium sans roues, très stable.',
  },
  {
    titre: 'Rollator 3 roues',
    categorie: 'Aides à la marche',
    resume: 'Déambulateur léger et maniable en intérieur.',
  },
  {
    titre: 'Canne anglaise réglable',
    categorie: 'Aides à la marche',
    resume: 'Appui antébrachial, hauteur réglable de 75 à 98 cm.',
  },
  {
    titre: 'Canne de marche pliante',
    categorie: 'Aides à la marche',
    resume: 'Pliable en quatre, poignée ergonomique.',
  },
  {
    titre: 'Béquilles axillaires (la paire)',
    categorie: 'Aides à la marche',
    resume: 'Appui sous les aisselles, embouts fournis.',
  },
  {
    titre: 'Embout de canne antidérapant',
    categorie: 'Aides à la marche',
    resume: 'Caoutchouc naturel, pour tube de 19 mm.',
  },
  {
    titre: 'Scooter électrique de mobilité',
    categorie: 'Scooters',
    resume: 'Quatre roues, vitesse maximale 12 km/h.',
  },
  {
    titre: 'Lit médicalisé électrique 3 fonctions',
    reference: 'REF-000123',
    categorie: 'Lits médicalisés',
    resume: 'Relève-buste, relève-jambes et hauteur variable électriques.',
    description: 'Livré et monté à domicile par nos techniciens.',
  },
  {
    titre: 'Lit médicalisé manuel à manivelle',
    categorie: 'Lits médicalisés',
    resume: 'Tous les réglages par manivelle, sans électricité.',
  },
  {
    titre: 'Lit Alzheimer très bas',
    categorie: 'Lits médicalisés',
    resume: 'Hauteur minimale de 20 cm contre les chutes.',
    description: 'Livré sans matelas.',
  },
  {
    titre: 'Matelas anti-escarres à air motorisé',
    categorie: 'Matelas et coussins',
    resume: 'Compresseur silencieux et cellules alternées, pour lit médicalisé.',
  },
  {
    titre: 'Matelas viscoélastique à mémoire de forme',
    categorie: 'Matelas et coussins',
    resume: 'Prévention des escarres pour un risque moyen.',
  },
  {
    titre: 'Surmatelas gaufrier',
    categorie: 'Matelas et coussins',
    resume: 'Mousse en plots, se pose sur les lits médicalisés.',
  },
  {
    titre: 'Coussin anti-escarres en gel',
    categorie: 'Matelas et coussins',
    resume: 'Se pose sur l’assise du fauteuil roulant.',
  },
  {
    titre: 'Coussin de positionnement demi-lune',
    categorie: 'Matelas et coussins',
    resume: 'Calage au lit comme au fauteuil.',
  },
  {
    titre: 'Barrière de lit universelle',
    categorie: 'Accessoires de lit',
    resume: 'S’adapte aux lits standards comme aux lits médicalisés.',
  },
  {
    titre: 'Table de lit à roulettes',
    categorie: 'Accessoires de lit',
    resume: 'Plateau inclinable, hauteur réglable.',
  },
  {
    titre: 'Potence de lit sur pied',
    categorie: 'Accessoires de lit',
    resume: 'Aide au redressement et aux transferts.',
  },
  {
    titre: 'Housse de matelas imperméable',
    categorie: 'Accessoires de lit',
    resume: 'Protège le matelas, lavable à 90 °C.',
  },
  {
    titre: 'Chaise percée avec accoudoirs',
    categorie: 'Sièges et chaises',
    resume: 'Seau amovible avec couvercle.',
  },
  {
    titre: 'Siège de douche mural rabattable',
    categorie: 'Sièges et chaises',
    resume: 'Fixation murale, charge maximale 130 kg.',
  },
  {
    titre: 'Tabouret de douche réglable',
    categorie: 'Sièges et chaises',
    resume: 'Pieds antidérapants, assise percée.',
  },
  {
    titre: 'Planche de bain',
    categorie: 'Sièges et chaises',
    resume: 'Se pose sur les bords de la baignoire.',
  },
  {
    titre: 'Barre d’appui coudée',
    categorie: 'Barres et rehausseurs',
    resume: 'Inox brossé, pour la douche ou les WC.',
  },
  {
    titre: 'Rehausseur de toilettes avec accoudoirs',
    categorie: 'Barres et rehausseurs',
    resume: 'Surélève l’assise de 10 cm.',
  },
  {
    titre: 'Tensiomètre électronique au bras',
    categorie: 'Tension et pouls',
    resume: 'Brassard universel 22–42 cm, mémoire de 2 × 60 mesures.',
  },
  {
    titre: 'Tensiomètre au poignet',
    categorie: 'Tension et pouls',
    resume: 'Compact, avec détection d’arythmie.',
  },
  {
    titre: 'Oxymètre de pouls digital',
    categorie: 'Tension et pouls',
    resume: 'Mesure la saturation en oxygène (SpO2) et le pouls.',
  },
  {
    titre: 'Thermomètre infrarouge sans contact',
    categorie: 'Température',
    resume: 'Mesure frontale en une seconde.',
  },
  {
    titre: 'Thermomètre digital flexible',
    categorie: 'Température',
    resume: 'Embout souple, bip de fin de mesure.',
  },
  {
    titre: 'Stéthoscope double pavillon',
    categorie: 'Auscultation',
    resume: 'Membrane et cloche, pour adultes.',
  },
  {
    titre: 'Glucomètre avec 50 bandelettes',
    categorie: 'Diagnostic',
    resume: 'Lecture de la glycémie en 5 secondes.',
  },
  {
    titre: 'Pèse-personne électronique',
    categorie: 'Diagnostic',
    resume: 'Portée de 180 kg, grand écran.',
  },
  {
    titre: 'Concentrateur d’oxygène fixe',
    categorie: 'Oxygénothérapie',
    resume: 'Débit jusqu’à 5 L/min, fonctionnement silencieux.',
  },
  {
    titre: 'Concentrateur d’oxygène portable',
    categorie: 'Oxygénothérapie',
    resume: 'Batterie de 4 h et sac de transport.',
  },
  {
    titre: 'Masque à oxygène adulte',
    categorie: 'Oxygénothérapie',
    resume: 'Avec tubulure de 2 m.',
  },
  {
    titre: 'Lunettes nasales',
    categorie: 'Oxygénothérapie',
    resume: 'Pour concentrateur d’oxygène, tubulure souple.',
  },
  {
    titre: 'Nébuliseur à compresseur',
    categorie: 'Aérosolthérapie',
    resume: 'Pour aérosols médicamenteux, enfants et adultes.',
  },
  {
    titre: 'Aspirateur de mucosités',
    categorie: 'Aérosolthérapie',
    resume: 'Portable, sur batterie.',
    description: 'Indispensable au maintien à domicile des patients trachéotomisés.',
  },
  {
    titre: 'Ceinture lombaire de maintien',
    categorie: 'Maintien',
    resume: 'Soulage le bas du dos.',
  },
  {
    titre: 'Attelle de poignet',
    categorie: 'Maintien',
    resume: 'Immobilise le poignet, gauche ou droite.',
  },
  {
    titre: 'Genouillère ligamentaire',
    categorie: 'Maintien',
    resume: 'Maintien latéral du genou.',
  },
  {
    titre: 'Collier cervical en mousse',
    categorie: 'Maintien',
    resume: 'Soutien de la nuque.',
  },
  {
    titre: 'Bas de contention classe 2',
    categorie: 'Contention',
    resume: 'Pour la circulation veineuse des jambes.',
  },
  {
    titre: 'Chaussettes de contention',
    categorie: 'Contention',
    resume: 'Classe 1, pour les jambes lourdes.',
  },
  {
    titre: 'Gants d’examen en nitrile',
    categorie: 'Soins et hygiène',
    resume: 'Boîte de 100, sans poudre.',
  },
  {
    titre: 'Compresses stériles',
    categorie: 'Soins et hygiène',
    resume: 'Non tissé, 10 × 10 cm, boîte de 50.',
  },
  {
    titre: 'Alèses jetables',
    categorie: 'Soins et hygiène',
    resume: 'Protection du lit, 60 × 90 cm.',
  },
  {
    titre: 'Pansements hydrocolloïdes',
    categorie: 'Soins et hygiène',
    resume: 'Pour le traitement des escarres et des plaies.',
  },
];

export const goldenArticles: GoldenArticle[] = [
  {
    titre: 'Comment choisir son fauteuil roulant',
    extrait: 'Manuel ou électrique, pliant ou non : nos conseils.',
    contenu: '<p>Le poids, la largeur d’assise et l’usage quotidien décident.</p>',
  },
  {
    titre: 'Prévenir les escarres à domicile',
    extrait: 'Matelas, coussins et changements de position.',
    contenu: '<p>Changer de position toutes les trois heures.</p>',
  },
  {
    titre: 'Bien mesurer sa tension avec un tensiomètre',
    extrait: 'Les bons gestes pour une mesure fiable.',
    contenu: '<p>Assis, au calme, le brassard à hauteur du cœur.</p>',
  },
  {
    titre: 'Location de lit médicalisé : comment ça marche',
    extrait: 'Livraison, installation et reprise chez vous.',
    contenu: '<p>Sur prescription, la location est prise en charge.</p>',
  },
  {
    titre: 'Oxygénothérapie : vivre avec un concentrateur',
    extrait: 'Autonomie et sécurité au quotidien.',
    contenu: '<p>Un appareil silencieux qui se fait oublier.</p>',
  },
];

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
