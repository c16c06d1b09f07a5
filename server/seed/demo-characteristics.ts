/**
 * The demo products' characteristics (issue 37 §2), by product title: what the product sheet's
 * table shows and the form suggests per category. Realistic figures for this kind of equipment.
 */
import type { Characteristic } from '#domain/characteristics.ts';

type Rows = readonly (readonly [string, string])[];

const byTitle: Readonly<Record<string, Rows>> = {
  'Matelas à air anti-escarres à cellules alternées': [
    ['Dimensions', '200 × 90 × 13 cm'],
    ['Nombre de cellules', '18'],
    ['Matériau', 'Nylon et PVC, housse imperméable'],
    ['Poids maximal du patient', '135 kg'],
    ['Alimentation', '220 V, 8 W'],
    ['Garantie', '2 ans (compresseur)'],
  ],
  'Matelas viscoélastique à mémoire de forme': [
    ['Dimensions', '195 × 88 × 14 cm'],
    ['Matériau', 'Mousse viscoélastique 50 kg/m³'],
    ['Poids maximal du patient', '120 kg'],
    ['Housse', 'Lavable à 60 °C'],
    ['Garantie', '2 ans'],
  ],
  'Coussin anti-escarres à cellules d’air': [
    ['Dimensions', '43 × 43 × 10 cm'],
    ['Matériau', 'Néoprène'],
    ['Poids maximal du patient', '150 kg'],
    ['Garantie', '1 an'],
  ],
  'Fauteuil releveur électrique 1 moteur': [
    ['Charge maximale', '130 kg'],
    ['Largeur d’assise', '50 cm'],
    ['Hauteur d’assise', '48 cm'],
    ['Dimensions', '82 × 90 × 105 cm'],
    ['Revêtement', 'Tissu microfibre'],
    ['Garantie', '2 ans (moteur)'],
  ],
  'Fauteuil releveur électrique 2 moteurs': [
    ['Charge maximale', '140 kg'],
    ['Largeur d’assise', '52 cm'],
    ['Hauteur d’assise', '49 cm'],
    ['Dimensions', '84 × 92 × 108 cm'],
    ['Revêtement', 'Simili cuir'],
    ['Garantie', '2 ans (moteurs)'],
  ],
  'Fauteuil releveur grande taille (jusqu’à 180 kg)': [
    ['Charge maximale', '180 kg'],
    ['Largeur d’assise', '60 cm'],
    ['Hauteur d’assise', '50 cm'],
    ['Garantie', '2 ans (moteur)'],
  ],
  'Lit médicalisé électrique 3 fonctions': [
    ['Charge maximale', '170 kg'],
    ['Dimensions du sommier', '200 × 90 cm'],
    ['Hauteur variable', '37 à 80 cm'],
    ['Relève-buste', '0 à 70°'],
    ['Matériau', 'Acier peint époxy'],
    ['Alimentation', '220 V'],
    ['Garantie', '5 ans (châssis), 2 ans (moteurs)'],
  ],
  'Lit médicalisé très bas pour personnes désorientées': [
    ['Charge maximale', '135 kg'],
    ['Dimensions du sommier', '200 × 90 cm'],
    ['Hauteur variable', '21 à 65 cm'],
    ['Matériau', 'Acier et habillage bois'],
    ['Garantie', '5 ans (châssis), 2 ans (moteurs)'],
  ],
  'Potence de lit sur pied': [
    ['Charge maximale', '80 kg'],
    ['Hauteur', '175 à 195 cm'],
    ['Matériau', 'Acier'],
  ],
  'Table de lit à roulettes réglable': [
    ['Plateau', '80 × 40 cm'],
    ['Hauteur', '72 à 112 cm'],
    ['Charge maximale', '15 kg'],
  ],
  'Concentrateur d’oxygène 5 L/min': [
    ['Débit', '0,5 à 5 L/min'],
    ['Concentration', '93 % ± 3 %'],
    ['Niveau sonore', '40 dB'],
    ['Poids', '14 kg'],
    ['Alimentation', '220 V, 300 W'],
    ['Garantie', '2 ans'],
  ],
  'Concentrateur d’oxygène portable': [
    ['Débit', 'Pulsé, 5 réglages'],
    ['Autonomie', 'Jusqu’à 4 h 30'],
    ['Poids', '2,2 kg'],
    ['Garantie', '2 ans'],
  ],
  'Chaise percée avec accoudoirs relevables': [
    ['Charge maximale', '130 kg'],
    ['Largeur d’assise', '46 cm'],
    ['Hauteur d’assise', '47 cm'],
    ['Matériau', 'Acier époxy, seau amovible'],
  ],
  'Siège de douche mural rabattable': [
    ['Charge maximale', '150 kg'],
    ['Dimensions', '45 × 40 cm'],
    ['Matériau', 'Aluminium et polyéthylène'],
  ],
  'Rehausse WC avec accoudoirs': [
    ['Charge maximale', '140 kg'],
    ['Hauteur de rehausse', '10 cm'],
  ],
  'Fauteuil roulant pliant léger': [
    ['Charge maximale', '120 kg'],
    ['Largeur d’assise', '46 cm'],
    ['Poids', '13,5 kg'],
    ['Largeur plié', '30 cm'],
    ['Matériau', 'Aluminium'],
    ['Garantie', '2 ans (châssis)'],
  ],
  'Fauteuil roulant standard pliant': [
    ['Charge maximale', '120 kg'],
    ['Largeur d’assise', '45 cm'],
    ['Poids', '18 kg'],
    ['Matériau', 'Acier chromé'],
    ['Garantie', '2 ans (châssis)'],
  ],
  'Fauteuil roulant de transfert': [
    ['Charge maximale', '100 kg'],
    ['Largeur d’assise', '43 cm'],
    ['Poids', '11 kg'],
  ],
  'Fauteuil roulant électrique pliable': [
    ['Charge maximale', '135 kg'],
    ['Largeur d’assise', '46 cm'],
    ['Poids', '26 kg (batterie comprise)'],
    ['Autonomie', '20 km'],
    ['Vitesse maximale', '6 km/h'],
    ['Garantie', '2 ans'],
  ],
  'Déambulateur 4 roues avec siège': [
    ['Charge maximale', '130 kg'],
    ['Hauteur des poignées', '79 à 93 cm'],
    ['Largeur', '62 cm'],
    ['Poids', '7,5 kg'],
    ['Matériau', 'Aluminium'],
  ],
  'Déambulateur 2 roues pliant': [
    ['Charge maximale', '110 kg'],
    ['Hauteur des poignées', '80 à 95 cm'],
    ['Poids', '3 kg'],
  ],
  'Cadre de marche fixe': [
    ['Charge maximale', '110 kg'],
    ['Hauteur des poignées', '78 à 95 cm'],
    ['Poids', '2,4 kg'],
    ['Matériau', 'Aluminium'],
  ],
  'Canne anglaise réglable': [
    ['Charge maximale', '100 kg'],
    ['Hauteur', '75 à 98 cm'],
    ['Matériau', 'Aluminium'],
  ],
  'Scooter électrique 4 roues confort': [
    ['Charge maximale', '136 kg'],
    ['Autonomie', '35 km'],
    ['Vitesse maximale', '10 km/h'],
    ['Poids', '85 kg'],
    ['Garantie', '2 ans'],
  ],
  'Tensiomètre électronique au bras': [
    ['Tour de bras', '22 à 42 cm'],
    ['Mémoire', '2 × 60 mesures'],
    ['Alimentation', '4 piles AA'],
    ['Garantie', '3 ans'],
  ],
  'Divan d’examen électrique à hauteur variable': [
    ['Charge maximale', '200 kg'],
    ['Dimensions', '195 × 65 cm'],
    ['Hauteur variable', '50 à 95 cm'],
    ['Garantie', '2 ans'],
  ],
  'Chariot de soins inox 2 plateaux': [
    ['Dimensions', '70 × 45 × 85 cm'],
    ['Matériau', 'Acier inoxydable'],
    ['Roues', '4 roues, dont 2 à frein'],
  ],
};

/** A demo product's characteristics (none for the products not listed). */
export const demoCharacteristics = (titre: string): Characteristic[] =>
  (byTitle[titre] ?? []).map(([libelle, valeur]) => ({ libelle, valeur }));

/** The titles given characteristics (a test checks each is a demo product's). */
export const demoCharacteristicTitles = Object.keys(byTitle);
