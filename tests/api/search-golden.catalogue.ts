/**
 * The catalogue the search golden set (issue 19) runs on: realistic French products in
 * categories and sub-categories, and a few articles. Titles are what the cases expect.
 */

import type { SynonymRule } from '#domain/search-synonyms.ts';
import { demoSynonyms } from '#server/seed/demo-synonyms.ts';

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

/**
 * The synonyms the golden set's synonym queries run with (issue 37 §3): the demo's own set, so
 * the rules a new site starts with are the ones measured.
 */
export const goldenSynonyms: readonly SynonymRule[] = demoSynonyms;
