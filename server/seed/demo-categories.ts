export interface DemoCategory {
  key: string;
  nom: string;
  position: number;
  est_active: boolean;
  parentKey?: string;
}

// Keys are stable identifiers so products can point at a category before ids exist in the database.
export const demoCategories: readonly DemoCategory[] = [
  { key: 'confort', nom: 'Confort', position: 0, est_active: true },
  { key: 'soins-domicile', nom: 'Soins à domicile', position: 1, est_active: true },
  { key: 'mobilite', nom: 'Mobilité', position: 2, est_active: true },
  { key: 'incontinence', nom: 'Incontinence', position: 3, est_active: true },
  { key: 'materiel-professionnel', nom: 'Matériel professionnel', position: 4, est_active: true },
  // Announced range not sold yet: it exercises the hidden-category paths of the site.
  { key: 'orthopedie', nom: 'Orthopédie (bientôt)', position: 5, est_active: false },

  {
    key: 'anti-escarres',
    nom: 'Matelas et coussins anti-escarres',
    position: 0,
    est_active: true,
    parentKey: 'confort',
  },
  {
    key: 'fauteuils-releveurs',
    nom: 'Fauteuils releveurs',
    position: 1,
    est_active: true,
    parentKey: 'confort',
  },

  {
    key: 'lits-medicalises',
    nom: 'Lits médicalisés',
    position: 0,
    est_active: true,
    parentKey: 'soins-domicile',
  },
  {
    key: 'oxygenotherapie',
    nom: 'Oxygénothérapie',
    position: 1,
    est_active: true,
    parentKey: 'soins-domicile',
  },
  {
    key: 'aides-toilette',
    nom: 'Aides à la toilette',
    position: 2,
    est_active: true,
    parentKey: 'soins-domicile',
  },

  {
    key: 'fauteuils-roulants',
    nom: 'Fauteuils roulants',
    position: 0,
    est_active: true,
    parentKey: 'mobilite',
  },
  {
    key: 'deambulateurs-cannes',
    nom: 'Déambulateurs et cannes',
    position: 1,
    est_active: true,
    parentKey: 'mobilite',
  },
  {
    key: 'scooters-electriques',
    nom: 'Scooters électriques',
    position: 2,
    est_active: true,
    parentKey: 'mobilite',
  },

  {
    key: 'protections-adultes',
    nom: 'Protections adultes',
    position: 0,
    est_active: true,
    parentKey: 'incontinence',
  },
  {
    key: 'aleses-accessoires',
    nom: 'Alèses et accessoires',
    position: 1,
    est_active: true,
    parentKey: 'incontinence',
  },

  {
    key: 'diagnostic',
    nom: 'Diagnostic',
    position: 0,
    est_active: true,
    parentKey: 'materiel-professionnel',
  },
  {
    key: 'mobilier-medical',
    nom: 'Mobilier médical',
    position: 1,
    est_active: true,
    parentKey: 'materiel-professionnel',
  },
  {
    key: 'consommables',
    nom: 'Consommables',
    position: 2,
    est_active: true,
    parentKey: 'materiel-professionnel',
  },
];
