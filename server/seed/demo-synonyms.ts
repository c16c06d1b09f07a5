import type { SynonymRule } from '#domain/search-synonyms.ts';

// The search synonyms of the demo (issue 37 §3): the words Tunisian customers and pharmacists
// use for the same equipment, so "déambulateur" finds "Cadre de marche fixe" from the start.
// Staff change them on « Synonymes de recherche ».

const group = (...termes: string[]): SynonymRule => ({ genre: 'equivalents', termes, cibles: [] });
const widen = (termes: string[], cibles: string[]): SynonymRule => ({
  genre: 'expansion',
  termes,
  cibles,
});

export const demoSynonyms: readonly SynonymRule[] = [
  group('déambulateur', 'cadre de marche', 'rollator', 'trotteur'),
  widen(['fauteuil'], ['fauteuil roulant']),
  group('lit médicalisé', 'lit médical', 'lit hospitalier', 'lit électrique'),
  group('tensiomètre', 'appareil à tension', 'autotensiomètre'),
  widen(['tension'], ['tensiomètre']),
  group('concentrateur d’oxygène', 'oxygénateur', 'extracteur d’oxygène'),
  group('oxymètre', 'saturomètre'),
  group('canne anglaise', 'béquille'),
  group('chaise percée', 'chaise garde-robe', 'chaise d’aisance'),
  group('glucomètre', 'lecteur de glycémie'),
  widen(['diabète'], ['glucomètre']),
  group('nébuliseur', 'aérosol'),
  group('pèse-personne', 'balance'),
  group('thermomètre sans contact', 'thermomètre frontal'),
  group('potence', 'perroquet'),
  group('alèse', 'protège-matelas'),
  group('attelle', 'orthèse'),
  group('collier cervical', 'minerve'),
  group('siège de douche', 'chaise de douche'),
  group('rehausse wc', 'rehausseur de toilettes', 'surélévateur wc'),
  group('scooter électrique', 'quadriporteur', 'triporteur'),
  group('changes complets', 'couches adultes'),
  group('gants d’examen', 'gants médicaux'),
  group('divan d’examen', 'table d’examen'),
  widen(['mobilité'], ['fauteuil roulant', 'déambulateur', 'canne']),
  widen(['incontinence'], ['alèse', 'changes complets', 'protections']),
];
