import type { DemoIcon } from './demo-images.ts';

export interface DemoProduct {
  titre: string;
  reference?: string;
  /** A sub-category key, or a top-level key for products not yet filed deeper. */
  categoryKey: string;
  /** Tunisian dinars; null means « prix sur demande ». */
  prix: number | null;
  description_courte: string;
  description_html: string;
  seo_description: string;
  est_actif: boolean;
  /** 0-359, drives the colour of the generated picture. */
  imageHue: number;
  icon: DemoIcon;
  galleryCount: 1 | 2 | 3;
}

// Small builders keep the HTML well-formed without hand-closing dozens of tags.
const p = (text: string): string => `<p>${text}</p>`;
const h3 = (text: string): string => `<h3>${text}</h3>`;
const ul = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const html = (...blocks: string[]): string => blocks.join('\n');

const RENTAL =
  'Disponible <strong>à la location</strong> (courte ou longue durée) avec livraison et installation à domicile à Tunis et ses environs.';
const PRO_DISCOUNT =
  'Professionnels de santé : bénéficiez de <strong>-10 % toute l’année</strong> sur ce matériel, sur présentation d’un justificatif.';
const OXYGEN_ON_CALL =
  'Nos patients sous oxygénothérapie bénéficient d’une <strong>astreinte technique 24h/24 et 7j/7</strong>.';

export const demoProducts: readonly DemoProduct[] = [
  // Confort — matelas et coussins anti-escarres
  {
    titre: 'Matelas à air anti-escarres à cellules alternées',
    reference: 'MAT-AIR-001',
    categoryKey: 'anti-escarres',
    prix: 649,
    description_courte:
      'Matelas à air motorisé dont les cellules se gonflent en alternance pour répartir les points d’appui.',
    description_html: html(
      p(
        'Conçu pour les personnes alitées de longues heures, ce matelas à air <strong>alterne le gonflage de ses cellules</strong> afin de varier en permanence les zones de pression sur la peau.',
      ),
      h3('Caractéristiques'),
      ul(
        '18 cellules amovibles en nylon/PVC, housse imperméable',
        'Compresseur silencieux avec réglage de la pression selon le poids',
        'Dimensions : 200 x 90 x 13 cm, adapté aux lits médicalisés standards',
        'Valve de dégonflage rapide pour les soins d’urgence',
      ),
      p(RENTAL),
      p(
        'Un matelas ne remplace pas les changements de position réguliers : demandez conseil à l’infirmier ou au médecin qui suit le patient.',
      ),
    ),
    seo_description:
      'Matelas à air anti-escarres à cellules alternées avec compresseur silencieux, 200 x 90 cm. Vente et location à Tunis.',
    est_actif: true,
    imageHue: 200,
    icon: 'bed',
    galleryCount: 3,
  },
  {
    titre: 'Matelas viscoélastique à mémoire de forme',
    categoryKey: 'anti-escarres',
    prix: 489,
    description_courte:
      'Matelas en mousse viscoélastique qui épouse le corps, pour la prévention des escarres à risque faible à moyen.',
    description_html: html(
      p(
        'La mousse viscoélastique réagit à la chaleur du corps et <strong>répartit le poids</strong> sur une plus grande surface, ce qui limite les pressions au niveau du sacrum, des talons et des hanches.',
      ),
      ul(
        'Dimensions : 195 x 88 x 14 cm',
        'Housse bi-extensible, imperméable et respirante, lavable à 60 °C',
        'Fonctionne sans électricité, aucun entretien mécanique',
      ),
      p('Compatible avec la plupart des lits médicalisés et des lits 90 cm classiques.'),
    ),
    seo_description:
      'Matelas viscoélastique à mémoire de forme pour la prévention des escarres, 195 x 88 cm, housse imperméable lavable.',
    est_actif: true,
    imageHue: 210,
    icon: 'bed',
    galleryCount: 2,
  },
  {
    titre: 'Coussin anti-escarres à cellules d’air',
    reference: 'COU-AIR-002',
    categoryKey: 'anti-escarres',
    prix: 549,
    description_courte:
      'Coussin d’assise à cellules d’air communicantes pour les personnes qui passent la journée en fauteuil.',
    description_html: html(
      p(
        'Les cellules d’air communiquent entre elles : l’air se déplace selon les mouvements de la personne, ce qui assure une <strong>immersion profonde</strong> et une répartition homogène des appuis.',
      ),
      h3('Points clés'),
      ul(
        'Taille 42 x 42 cm, hauteur 10 cm (autres tailles sur commande)',
        'Valve de réglage et pompe de gonflage fournies',
        'Housse antidérapante et lavable',
      ),
      p(
        'Le réglage du gonflage est essentiel : nous vous montrons comment le vérifier lors de la remise du coussin en magasin ou à domicile.',
      ),
    ),
    seo_description:
      'Coussin anti-escarres à cellules d’air pour fauteuil roulant, 42 x 42 cm, pompe et housse fournies. Conseils en magasin à Tunis.',
    est_actif: true,
    imageHue: 190,
    icon: 'cushion',
    galleryCount: 2,
  },
  {
    titre: 'Coussin gel et mousse pour fauteuil',
    categoryKey: 'anti-escarres',
    prix: 159.9,
    description_courte:
      'Coussin d’assise bi-matière gel et mousse, pour un confort durable en position assise.',
    description_html: html(
      p(
        'Une base en mousse haute résilience surmontée d’une <strong>poche de gel</strong> qui limite les frottements et la chaleur à la surface de contact.',
      ),
      ul('Dimensions : 43 x 43 x 7 cm', 'Housse déhoussable lavable', 'Poids : 2,1 kg'),
      p(
        'Adapté aux personnes à risque faible d’escarres qui restent assises plusieurs heures par jour.',
      ),
    ),
    seo_description:
      'Coussin gel et mousse 43 x 43 cm pour fauteuil roulant ou fauteuil de repos, housse lavable. Prévention des escarres.',
    est_actif: true,
    imageHue: 175,
    icon: 'cushion',
    galleryCount: 1,
  },
  {
    titre: 'Talonnières anti-escarres (la paire)',
    categoryKey: 'anti-escarres',
    prix: 69.5,
    description_courte:
      'Bottillons en fibres siliconées qui protègent les talons des personnes alitées.',
    description_html: html(
      p(
        'Les talons font partie des zones les plus exposées aux escarres chez la personne alitée. Ces talonnières <strong>mettent le talon en décharge</strong> et réduisent les frottements sur le drap.',
      ),
      ul(
        'Fermeture par bande auto-agrippante, taille unique',
        'Fibres siliconées aérées, lavables en machine à 40 °C',
      ),
    ),
    seo_description:
      'Talonnières anti-escarres en fibres siliconées, la paire. Protection des talons des personnes alitées, lavables.',
    est_actif: true,
    imageHue: 160,
    icon: 'cushion',
    galleryCount: 1,
  },

  // Confort — fauteuils releveurs
  {
    titre: 'Fauteuil releveur électrique 1 moteur',
    reference: 'FR-1M-001',
    categoryKey: 'fauteuils-releveurs',
    prix: 1890,
    description_courte:
      'Fauteuil de repos qui aide à se lever en douceur grâce à un moteur unique commandé par télécommande.',
    description_html: html(
      p(
        'Le moteur incline progressivement l’assise vers l’avant pour <strong>accompagner le passage à la position debout</strong>, sans effort sur les genoux ni sur les bras.',
      ),
      h3('Caractéristiques'),
      ul(
        'Positions assise, relax et allongée (dossier et repose-jambes liés)',
        'Hauteur d’assise : 48 cm ; largeur d’assise : 50 cm',
        'Charge maximale : 130 kg',
        'Revêtement en microfibre facile d’entretien',
      ),
      p(`Essai possible dans nos deux magasins de Tunis. ${RENTAL}`),
    ),
    seo_description:
      'Fauteuil releveur électrique 1 moteur, positions assise, relax et allongée, jusqu’à 130 kg. Essai en magasin à Tunis.',
    est_actif: true,
    imageHue: 25,
    icon: 'chair',
    galleryCount: 3,
  },
  {
    titre: 'Fauteuil releveur électrique 2 moteurs',
    reference: 'FR-2M-002',
    categoryKey: 'fauteuils-releveurs',
    prix: 2690,
    description_courte:
      'Fauteuil releveur à deux moteurs pour régler séparément le dossier et le repose-jambes.',
    description_html: html(
      p(
        'Avec <strong>deux moteurs indépendants</strong>, le dossier et le repose-jambes se règlent séparément : jambes surélevées dossier droit, sieste semi-allongée, ou aide au lever.',
      ),
      ul(
        'Télécommande à gros boutons rétroéclairés',
        'Hauteur d’assise : 49 cm ; profondeur : 52 cm',
        'Charge maximale : 150 kg',
        'Batterie de secours pour revenir en position assise en cas de coupure de courant',
      ),
      p(RENTAL),
    ),
    seo_description:
      'Fauteuil releveur 2 moteurs : dossier et repose-jambes indépendants, batterie de secours, jusqu’à 150 kg. Vente et location.',
    est_actif: true,
    imageHue: 15,
    icon: 'chair',
    galleryCount: 2,
  },
  {
    titre: 'Fauteuil releveur grande taille (jusqu’à 180 kg)',
    categoryKey: 'fauteuils-releveurs',
    prix: 3290,
    description_courte:
      'Fauteuil releveur renforcé à assise large pour les personnes de forte corpulence.',
    description_html: html(
      p(
        'Structure métallique renforcée et <strong>assise élargie de 66 cm</strong> pour un confort et une stabilité adaptés aux personnes de forte corpulence.',
      ),
      ul(
        'Deux moteurs renforcés, charge maximale : 180 kg',
        'Hauteur d’assise : 50 cm',
        'Revêtement simili-cuir lavable',
      ),
      p('Livraison et mise en place dans la pièce de votre choix incluses à Tunis.'),
    ),
    seo_description:
      'Fauteuil releveur électrique grande taille, assise de 66 cm, deux moteurs, jusqu’à 180 kg. Livraison à Tunis.',
    est_actif: true,
    imageHue: 35,
    icon: 'chair',
    galleryCount: 1,
  },
  {
    titre: 'Fauteuil releveur Classic (fin de série)',
    categoryKey: 'fauteuils-releveurs',
    prix: 1590,
    description_courte:
      'Ancien modèle de fauteuil releveur 1 moteur, remplacé par notre gamme actuelle.',
    description_html: html(
      p(
        'Ce modèle n’est plus commercialisé. Il est remplacé par le fauteuil releveur électrique 1 moteur.',
      ),
      ul('1 moteur, positions assise et relax', 'Charge maximale : 120 kg'),
    ),
    seo_description: 'Fauteuil releveur Classic 1 moteur, modèle en fin de série.',
    est_actif: false,
    imageHue: 45,
    icon: 'chair',
    galleryCount: 1,
  },
  {
    titre: 'Coussin de positionnement demi-lune',
    categoryKey: 'confort',
    prix: 99,
    description_courte:
      'Coussin de calage polyvalent pour soulager les jambes, le dos ou stabiliser une position au lit.',
    description_html: html(
      p(
        'Ce coussin demi-lune sert à <strong>caler la personne sur le côté</strong>, à surélever légèrement les jambes ou à soutenir le dos en position semi-assise.',
      ),
      ul(
        'Dimensions : 60 x 20 x 12 cm',
        'Garnissage en microbilles, housse imperméable',
        'Lavable en surface, housse lavable à 40 °C',
      ),
    ),
    seo_description:
      'Coussin de positionnement demi-lune pour caler au lit ou soulager les jambes, microbilles et housse imperméable.',
    est_actif: true,
    imageHue: 55,
    icon: 'cushion',
    galleryCount: 1,
  },

  // Soins à domicile — lits médicalisés
  {
    titre: 'Lit médicalisé électrique 3 fonctions',
    reference: 'LM-3F-001',
    categoryKey: 'lits-medicalises',
    prix: 3890,
    description_courte:
      'Lit médicalisé à relève-buste, relève-jambes et hauteur variables électriquement, pour les soins à domicile.',
    description_html: html(
      p(
        'Le lit de référence pour le maintien à domicile : il facilite le lever, les transferts et les soins tout en <strong>préservant le dos des aidants</strong> grâce à la hauteur variable.',
      ),
      h3('Les trois fonctions'),
      ul(
        '<strong>Relève-buste</strong> électrique jusqu’à 70°',
        '<strong>Relève-jambes</strong> électrique avec plicature des genoux',
        '<strong>Hauteur variable</strong> de 38 à 80 cm',
      ),
      h3('Caractéristiques'),
      ul(
        'Couchage : 90 x 200 cm ; charge maximale patient : 135 kg',
        'Barrières latérales et potence disponibles en option',
        '4 roulettes à frein, télécommande filaire verrouillable',
      ),
      p(RENTAL),
    ),
    seo_description:
      'Lit médicalisé électrique 3 fonctions (buste, jambes, hauteur), couchage 90 x 200 cm. Vente et location avec installation à Tunis.',
    est_actif: true,
    imageHue: 205,
    icon: 'bed',
    galleryCount: 3,
  },
  {
    titre: 'Lit médicalisé très bas pour personnes désorientées',
    reference: 'LM-TB-002',
    categoryKey: 'lits-medicalises',
    prix: null,
    description_courte:
      'Lit médicalisé descendant à une vingtaine de centimètres du sol pour limiter les conséquences des chutes.',
    description_html: html(
      p(
        'Pour les personnes agitées ou désorientées, ce lit descend <strong>jusqu’à 22 cm du sol</strong> : en cas de glissade hors du lit, la hauteur de chute est très réduite, souvent sans recourir aux barrières.',
      ),
      ul(
        'Hauteur variable de 22 à 80 cm',
        'Relève-buste et relève-jambes électriques',
        'Tapis de sol amortissant disponible en complément',
      ),
      p(
        'Prix sur demande : la configuration (barrières, tapis, matelas) est étudiée avec la famille et l’équipe soignante. Location possible.',
      ),
    ),
    seo_description:
      'Lit médicalisé très bas (22 cm du sol) pour personnes désorientées, limite les risques liés aux chutes. Devis et location.',
    est_actif: true,
    imageHue: 220,
    icon: 'bed',
    galleryCount: 2,
  },
  {
    titre: 'Potence de lit sur pied',
    categoryKey: 'lits-medicalises',
    prix: 249,
    description_courte:
      'Potence autoportante avec poignée triangle pour aider à se redresser dans le lit.',
    description_html: html(
      p(
        'La poignée triangle permet de <strong>se redresser ou de se repositionner</strong> seul dans le lit. Le piètement en U se glisse sous la plupart des lits, médicalisés ou non.',
      ),
      ul(
        'Hauteur de la poignée réglable',
        'Charge maximale : 80 kg sur la poignée',
        'Acier époxy, montage sans outil',
      ),
    ),
    seo_description:
      'Potence de lit sur pied avec poignée triangle réglable pour se redresser seul, compatible avec la plupart des lits.',
    est_actif: true,
    imageHue: 230,
    icon: 'bed',
    galleryCount: 1,
  },
  {
    titre: 'Barrières de lit universelles (la paire)',
    categoryKey: 'lits-medicalises',
    prix: 219,
    description_courte:
      'Paire de barrières latérales rabattables, adaptables sur les lits médicalisés standards.',
    description_html: html(
      p(
        'Les barrières réduisent le risque de chute nocturne. Leur usage doit être <strong>discuté avec l’équipe soignante</strong>, car elles ne conviennent pas à toutes les personnes.',
      ),
      ul(
        'Longueur : 150 cm, hauteur au-dessus du sommier : 40 cm',
        'Abaissement d’une seule main pour les soins',
        'Protections en mousse disponibles en option',
      ),
    ),
    seo_description:
      'Barrières de lit médicalisé universelles rabattables, la paire. Conseils d’utilisation en magasin à Tunis.',
    est_actif: true,
    imageHue: 240,
    icon: 'bed',
    galleryCount: 1,
  },
  {
    titre: 'Table de lit à roulettes réglable',
    reference: 'TL-RR-001',
    categoryKey: 'lits-medicalises',
    prix: 189.9,
    description_courte:
      'Table à plateau réglable en hauteur qui passe au-dessus du lit ou du fauteuil.',
    description_html: html(
      p(
        'Pour prendre ses repas, lire ou garder ses affaires à portée de main depuis le lit. Le piètement en C passe <strong>sous le lit ou le fauteuil</strong>.',
      ),
      ul(
        'Plateau : 80 x 40 cm, inclinable pour la lecture',
        'Hauteur réglable de 72 à 112 cm',
        '4 roulettes dont 2 à frein',
      ),
    ),
    seo_description:
      'Table de lit à roulettes réglable en hauteur, plateau inclinable 80 x 40 cm, pour lit médicalisé ou fauteuil.',
    est_actif: true,
    imageHue: 250,
    icon: 'bed',
    galleryCount: 1,
  },
  {
    titre: 'Pilulier semainier',
    categoryKey: 'soins-domicile',
    prix: 29.9,
    description_courte: 'Pilulier 7 jours à 4 prises par jour pour organiser son traitement.',
    description_html: html(
      p(
        'Préparer ses médicaments une fois par semaine <strong>limite les oublis et les doubles prises</strong>. Chaque jour se détache pour être emporté.',
      ),
      ul(
        '7 réglettes de 4 cases : matin, midi, soir, coucher',
        'Couvercles faciles à ouvrir',
        'Inscriptions en relief',
      ),
      p('Faites vérifier la préparation par votre pharmacien ou votre infirmier en cas de doute.'),
    ),
    seo_description:
      'Pilulier semainier 7 jours, 4 prises par jour, réglettes détachables. Organisez votre traitement.',
    est_actif: true,
    imageHue: 290,
    icon: 'cross',
    galleryCount: 1,
  },

  // Soins à domicile — oxygénothérapie
  {
    titre: 'Concentrateur d’oxygène 5 L/min',
    reference: 'OX-C5-001',
    categoryKey: 'oxygenotherapie',
    prix: 4290,
    description_courte:
      'Concentrateur d’oxygène fixe délivrant un débit continu jusqu’à 5 L/min, pour l’oxygénothérapie à domicile.',
    description_html: html(
      p(
        'Le concentrateur extrait l’oxygène de l’air ambiant : <strong>pas de bouteille à remplacer</strong>, il suffit d’une prise électrique. Il s’utilise uniquement sur <strong>prescription médicale</strong>, au débit fixé par le médecin.',
      ),
      h3('Caractéristiques'),
      ul(
        'Débit continu réglable de 0,5 à 5 L/min',
        'Concentration en oxygène : 93 % ± 3 %',
        'Niveau sonore : environ 40 dB',
        'Poids : 16 kg, sur roulettes ; consommation : environ 300 W',
        'Alarmes de coupure de courant et de baisse de concentration',
      ),
      p(
        `Installation à domicile, explication des règles de sécurité et bouteille de secours fournies. ${OXYGEN_ON_CALL} ${RENTAL}`,
      ),
    ),
    seo_description:
      'Concentrateur d’oxygène 5 L/min pour oxygénothérapie à domicile sur prescription. Installation et astreinte 24h/24 à Tunis.',
    est_actif: true,
    imageHue: 185,
    icon: 'oxygen',
    galleryCount: 3,
  },
  {
    titre: 'Concentrateur d’oxygène portable',
    reference: 'OX-CP-002',
    categoryKey: 'oxygenotherapie',
    prix: 7490,
    description_courte:
      'Concentrateur portable sur batterie pour garder son oxygénothérapie lors des sorties et des déplacements.',
    description_html: html(
      p(
        'Léger et silencieux, il fonctionne sur batterie, sur secteur ou sur l’allume-cigare d’une voiture. Il délivre l’oxygène en <strong>mode pulsé</strong>, déclenché à chaque inspiration.',
      ),
      ul(
        'Poids : 2,3 kg avec la batterie',
        'Autonomie : jusqu’à 4 h selon le réglage',
        'Sacoche de transport et chargeur secteur/voiture inclus',
      ),
      p(
        'Le mode pulsé ne convient pas à tous les patients : le choix de l’appareil se fait avec le médecin prescripteur. ' +
          OXYGEN_ON_CALL,
      ),
    ),
    seo_description:
      'Concentrateur d’oxygène portable sur batterie, 2,3 kg, mode pulsé, jusqu’à 4 h d’autonomie. Sur prescription médicale.',
    est_actif: true,
    imageHue: 170,
    icon: 'oxygen',
    galleryCount: 2,
  },
  {
    titre: 'Oxymètre de pouls de doigt',
    categoryKey: 'oxygenotherapie',
    prix: 89.9,
    description_courte:
      'Oxymètre compact qui affiche la saturation en oxygène et la fréquence cardiaque.',
    description_html: html(
      p(
        'Placé au bout du doigt, il mesure en quelques secondes la <strong>saturation en oxygène (SpO2)</strong> et le pouls. Les valeurs s’interprètent avec votre médecin, qui vous indique les seuils d’alerte.',
      ),
      ul('Écran couleur orientable', 'Fonctionne avec 2 piles AAA fournies', 'Arrêt automatique'),
      p('Le vernis à ongles, les mains froides ou les mouvements peuvent fausser la mesure.'),
    ),
    seo_description:
      'Oxymètre de pouls de doigt : saturation en oxygène (SpO2) et fréquence cardiaque, écran couleur, piles fournies.',
    est_actif: true,
    imageHue: 195,
    icon: 'monitor',
    galleryCount: 1,
  },
  {
    titre: 'Lunettes à oxygène adulte (lot de 5)',
    categoryKey: 'oxygenotherapie',
    prix: 39,
    description_courte:
      'Canules nasales souples avec tubulure de 2 m, compatibles avec les concentrateurs courants.',
    description_html: html(
      p(
        'Les lunettes à oxygène doivent être <strong>remplacées régulièrement</strong> pour des raisons d’hygiène et de confort, selon la fréquence indiquée par votre prestataire.',
      ),
      ul('Embouts nasaux souples', 'Tubulure anti-écrasement de 2 m', 'Usage individuel'),
    ),
    seo_description:
      'Lunettes à oxygène adulte, canules nasales souples avec tubulure de 2 m, lot de 5. Compatibles concentrateurs.',
    est_actif: true,
    imageHue: 180,
    icon: 'oxygen',
    galleryCount: 1,
  },
  {
    titre: 'Humidificateur à bulles pour concentrateur',
    categoryKey: 'oxygenotherapie',
    prix: 35,
    description_courte:
      'Flacon humidificateur qui limite l’assèchement des voies nasales sous oxygène.',
    description_html: html(
      p(
        'Se visse sur la sortie du concentrateur. Remplissez-le d’<strong>eau adaptée</strong> jusqu’au repère et changez l’eau chaque jour plutôt que de compléter le niveau.',
      ),
      ul(
        'Capacité : 350 ml',
        'Soupape de sécurité',
        'Nettoyage à l’eau savonneuse, rinçage soigneux',
      ),
    ),
    seo_description:
      'Humidificateur à bulles pour concentrateur d’oxygène, 350 ml, soupape de sécurité. Conseils d’entretien inclus.',
    est_actif: true,
    imageHue: 165,
    icon: 'oxygen',
    galleryCount: 1,
  },

  // Soins à domicile — aides à la toilette
  {
    titre: 'Chaise percée avec accoudoirs relevables',
    reference: 'CP-AR-001',
    categoryKey: 'aides-toilette',
    prix: 329,
    description_courte:
      'Chaise garde-robe confortable, utilisable près du lit ou au-dessus des toilettes, accoudoirs escamotables.',
    description_html: html(
      p(
        'La chaise percée évite les déplacements nocturnes jusqu’aux toilettes. Les <strong>accoudoirs relevables</strong> facilitent le transfert latéral depuis le lit ou le fauteuil.',
      ),
      ul(
        'Seau amovible avec couvercle',
        'Hauteur d’assise réglable de 45 à 55 cm',
        'Charge maximale : 130 kg',
        'Peut se placer au-dessus de la cuvette des WC (sans seau)',
      ),
      p(RENTAL),
    ),
    seo_description:
      'Chaise percée avec accoudoirs relevables, seau amovible, hauteur réglable. Vente et location à Tunis.',
    est_actif: true,
    imageHue: 95,
    icon: 'chair',
    galleryCount: 2,
  },
  {
    titre: 'Siège de douche mural rabattable',
    categoryKey: 'aides-toilette',
    prix: 279,
    description_courte:
      'Siège fixé au mur qui se replie quand on ne l’utilise pas, pour se doucher assis en sécurité.',
    description_html: html(
      p(
        'Se doucher assis réduit la fatigue et le risque de glissade. Le siège se <strong>relève contre le mur</strong> pour libérer la douche pour les autres occupants.',
      ),
      ul(
        'Assise : 45 x 40 cm, avec pieds d’appui réglables',
        'Charge maximale : 130 kg',
        'Aluminium et polypropylène, résistant à l’humidité',
      ),
      p(
        'La fixation doit se faire dans un mur porteur : nous pouvons vous orienter vers un installateur.',
      ),
    ),
    seo_description:
      'Siège de douche mural rabattable, assise 45 x 40 cm, jusqu’à 130 kg. Se doucher assis en toute sécurité.',
    est_actif: true,
    imageHue: 105,
    icon: 'chair',
    galleryCount: 1,
  },
  {
    titre: 'Rehausse WC avec accoudoirs',
    reference: 'RWC-10-001',
    categoryKey: 'aides-toilette',
    prix: 129,
    description_courte:
      'Rehausse de 10 cm avec accoudoirs pour s’asseoir et se relever plus facilement des toilettes.',
    description_html: html(
      p(
        'Particulièrement utile après une <strong>prothèse de hanche ou de genou</strong>, quand il faut éviter de plier fortement les articulations.',
      ),
      ul(
        'Rehausse de 10 cm, fixation par serrage sur la cuvette',
        'Accoudoirs amovibles',
        'Charge maximale : 150 kg',
      ),
    ),
    seo_description:
      'Rehausse WC 10 cm avec accoudoirs amovibles pour s’asseoir et se relever facilement, idéale après une prothèse.',
    est_actif: true,
    imageHue: 115,
    icon: 'chair',
    galleryCount: 1,
  },
  {
    titre: 'Barre d’appui murale 45 cm',
    categoryKey: 'aides-toilette',
    prix: 49.9,
    description_courte:
      'Barre d’appui antidérapante pour sécuriser la douche, la baignoire ou les toilettes.',
    description_html: html(
      p(
        'Une barre bien placée offre un <strong>point d’appui stable</strong> pour s’asseoir, se relever ou entrer dans la douche. Ne vous appuyez jamais sur un porte-serviettes.',
      ),
      ul(
        'Longueur : 45 cm, diamètre : 32 mm',
        'Surface striée antidérapante',
        'Vis et chevilles fournies',
      ),
    ),
    seo_description:
      'Barre d’appui murale 45 cm antidérapante pour salle de bains et toilettes. Sécurisez les transferts.',
    est_actif: true,
    imageHue: 125,
    icon: 'cross',
    galleryCount: 1,
  },
  {
    titre: 'Planche de bain réglable',
    categoryKey: 'aides-toilette',
    prix: 89,
    description_courte: 'Planche posée sur la baignoire pour s’asseoir avant de passer les jambes.',
    description_html: html(
      p(
        'La planche permet d’<strong>entrer dans la baignoire en position assise</strong>, sans enjamber le rebord debout.',
      ),
      ul(
        'S’adapte aux baignoires de 56 à 74 cm de largeur',
        'Poignée de maintien intégrée',
        'Charge maximale : 150 kg',
      ),
    ),
    seo_description:
      'Planche de bain réglable avec poignée, pour baignoires de 56 à 74 cm. Entrer dans le bain assis, sans enjamber.',
    est_actif: true,
    imageHue: 135,
    icon: 'chair',
    galleryCount: 1,
  },

  // Mobilité — fauteuils roulants
  {
    titre: 'Fauteuil roulant pliant léger',
    reference: 'FRL-AL-001',
    categoryKey: 'fauteuils-roulants',
    prix: 1290,
    description_courte:
      'Fauteuil roulant en aluminium de 13 kg, pliant, pour un usage quotidien à l’intérieur comme à l’extérieur.',
    description_html: html(
      p(
        'Son châssis en aluminium le rend <strong>facile à plier et à charger</strong> dans un coffre de voiture. Il convient aux personnes qui se propulsent seules comme à celles qui sont poussées.',
      ),
      h3('Caractéristiques'),
      ul(
        'Poids : 13 kg sans les repose-pieds',
        'Largeur d’assise : 43 ou 46 cm',
        'Roues arrière à démontage rapide, freins manuels',
        'Dossier pliable à mi-hauteur, repose-pieds escamotables',
        'Charge maximale : 115 kg',
      ),
      p(
        `La largeur d’assise se choisit selon la morphologie : venez l’essayer en magasin. ${RENTAL}`,
      ),
    ),
    seo_description:
      'Fauteuil roulant pliant léger en aluminium, 13 kg, assise 43 ou 46 cm. Essai en magasin, vente et location à Tunis.',
    est_actif: true,
    imageHue: 215,
    icon: 'wheelchair',
    galleryCount: 3,
  },
  {
    titre: 'Fauteuil roulant standard pliant',
    reference: 'FRS-ST-002',
    categoryKey: 'fauteuils-roulants',
    prix: 590,
    description_courte:
      'Fauteuil roulant acier robuste et économique, idéal pour un usage temporaire.',
    description_html: html(
      p(
        'Un fauteuil simple et solide pour une convalescence, une sortie d’hospitalisation ou un usage occasionnel.',
      ),
      ul(
        'Châssis acier, poids : 18 kg',
        'Largeur d’assise : 46 cm',
        'Accoudoirs et repose-pieds amovibles',
        'Charge maximale : 120 kg',
      ),
      p(RENTAL),
    ),
    seo_description:
      'Fauteuil roulant standard pliant en acier, assise 46 cm, jusqu’à 120 kg. Idéal pour une convalescence. Vente et location.',
    est_actif: true,
    imageHue: 225,
    icon: 'wheelchair',
    galleryCount: 2,
  },
  {
    titre: 'Fauteuil roulant de transfert',
    categoryKey: 'fauteuils-roulants',
    prix: 790,
    description_courte:
      'Fauteuil compact à petites roues, poussé par un accompagnant, pour les sorties et les voyages.',
    description_html: html(
      p(
        'Avec ses quatre petites roues, il est <strong>très compact une fois plié</strong>. Il ne permet pas l’autopropulsion : il est conçu pour être poussé par un tiers.',
      ),
      ul(
        'Poids : 9,5 kg',
        'Freins sur les poignées de l’accompagnant',
        'Ceinture de maintien fournie',
      ),
    ),
    seo_description:
      'Fauteuil roulant de transfert compact de 9,5 kg, poussé par un accompagnant, freins aux poignées. Pratique en voyage.',
    est_actif: true,
    imageHue: 235,
    icon: 'wheelchair',
    galleryCount: 1,
  },
  {
    titre: 'Fauteuil roulant électrique pliable',
    reference: 'FRE-PL-003',
    categoryKey: 'fauteuils-roulants',
    prix: 6900,
    description_courte:
      'Fauteuil électrique à batterie lithium, pliable en quelques secondes pour le transport.',
    description_html: html(
      p(
        'Pour retrouver une <strong>autonomie de déplacement</strong> quand la propulsion manuelle est trop fatigante. Commande par joystick, réglable pour droitier ou gaucher.',
      ),
      ul(
        'Vitesse maximale : 6 km/h',
        'Autonomie : jusqu’à 20 km selon le terrain',
        'Poids : 26 kg sans la batterie',
        'Charge maximale : 120 kg',
      ),
      p('Une prise en main accompagnée est proposée à la livraison.'),
    ),
    seo_description:
      'Fauteuil roulant électrique pliable, batterie lithium, 6 km/h, jusqu’à 20 km d’autonomie. Prise en main à la livraison.',
    est_actif: true,
    imageHue: 245,
    icon: 'wheelchair',
    galleryCount: 2,
  },
  {
    titre: 'Fauteuil roulant confort à dossier inclinable',
    categoryKey: 'fauteuils-roulants',
    prix: 2890,
    description_courte:
      'Fauteuil de confort avec dossier et assise inclinables pour les personnes qui restent longtemps assises.',
    description_html: html(
      p(
        'Pensé pour les personnes très dépendantes, il permet de <strong>varier la position</strong> au cours de la journée grâce à l’inclinaison du dossier et de l’assise.',
      ),
      ul(
        'Appui-tête et cale-tronc réglables',
        'Repose-jambes releveurs',
        'Compatible avec un coussin anti-escarres',
      ),
      p(RENTAL),
    ),
    seo_description:
      'Fauteuil roulant confort à dossier et assise inclinables, appui-tête réglable. Vente et location à Tunis.',
    est_actif: true,
    imageHue: 255,
    icon: 'wheelchair',
    galleryCount: 1,
  },

  // Mobilité — déambulateurs et cannes
  {
    titre: 'Déambulateur 4 roues avec siège',
    reference: 'DB-4R-001',
    categoryKey: 'deambulateurs-cannes',
    prix: 349,
    description_courte:
      'Rollator pliant avec siège, panier et freins, pour marcher plus loin en faisant des pauses.',
    description_html: html(
      p(
        'Le rollator offre un appui stable et permet de <strong>s’asseoir pour se reposer</strong> pendant la promenade ou les courses.',
      ),
      h3('Caractéristiques'),
      ul(
        'Poignées réglables de 79 à 93 cm',
        'Freins à main avec position stationnement',
        'Siège, dossier sangle et panier amovible',
        'Poids : 7,5 kg ; charge maximale : 130 kg',
      ),
      p(
        `Réglage conseillé : poignées à hauteur du pli du poignet, bras le long du corps. ${RENTAL}`,
      ),
    ),
    seo_description:
      'Déambulateur 4 roues avec siège, panier et freins, poignées réglables. Vente et location à Tunis.',
    est_actif: true,
    imageHue: 60,
    icon: 'walker',
    galleryCount: 3,
  },
  {
    titre: 'Déambulateur 2 roues pliant',
    categoryKey: 'deambulateurs-cannes',
    prix: 219,
    description_courte:
      'Cadre de marche à deux roues avant, plus facile à faire avancer qu’un cadre fixe.',
    description_html: html(
      p(
        'Les roues avant évitent de soulever le cadre à chaque pas, tandis que les patins arrière assurent la <strong>stabilité à l’arrêt</strong>.',
      ),
      ul('Hauteur réglable de 78 à 95 cm', 'Pliage par boutons latéraux', 'Poids : 3 kg'),
    ),
    seo_description:
      'Déambulateur 2 roues pliant, hauteur réglable, 3 kg. Aide à la marche stable à l’intérieur.',
    est_actif: true,
    imageHue: 70,
    icon: 'walker',
    galleryCount: 1,
  },
  {
    titre: 'Cadre de marche fixe',
    categoryKey: 'deambulateurs-cannes',
    prix: 149,
    description_courte:
      'Cadre de marche sans roues, le plus stable, pour les premiers pas après une opération.',
    description_html: html(
      p(
        'Souvent utilisé en rééducation, il se soulève et se repose à chaque pas : c’est l’aide à la marche qui offre le <strong>meilleur appui</strong>.',
      ),
      ul('Aluminium, poids : 2,4 kg', 'Hauteur réglable de 76 à 94 cm', 'Embouts antidérapants'),
    ),
    seo_description:
      'Cadre de marche fixe en aluminium, hauteur réglable, embouts antidérapants. Idéal en rééducation.',
    est_actif: true,
    imageHue: 80,
    icon: 'walker',
    galleryCount: 1,
  },
  {
    titre: 'Canne anglaise réglable',
    reference: 'CA-AN-001',
    categoryKey: 'deambulateurs-cannes',
    prix: 34.9,
    description_courte: 'Béquille à appui antébrachial, réglable en hauteur, vendue à l’unité.',
    description_html: html(
      p(
        'Pour décharger une jambe après une entorse, une fracture ou une intervention, selon les consignes du chirurgien ou du kinésithérapeute.',
      ),
      ul(
        'Réglage de la hauteur et de l’appui-bras',
        'Poignée ergonomique',
        'Embout caoutchouc antidérapant',
      ),
      p(RENTAL),
    ),
    seo_description:
      'Canne anglaise réglable en hauteur, poignée ergonomique, embout antidérapant. Vendue à l’unité, location possible.',
    est_actif: true,
    imageHue: 50,
    icon: 'walker',
    galleryCount: 1,
  },
  {
    titre: 'Canne quadripode',
    categoryKey: 'deambulateurs-cannes',
    prix: 69,
    description_courte:
      'Canne à base à quatre pieds qui tient debout seule et offre un appui plus large.',
    description_html: html(
      p(
        'Sa base élargie apporte davantage de <strong>stabilité qu’une canne simple</strong>. Elle se tient généralement du côté opposé à la jambe douloureuse ou affaiblie.',
      ),
      ul('Hauteur réglable de 71 à 94 cm', 'Tient debout seule', 'Poignée anatomique'),
    ),
    seo_description:
      'Canne quadripode réglable, base à quatre pieds, tient debout seule. Plus stable qu’une canne simple.',
    est_actif: true,
    imageHue: 40,
    icon: 'walker',
    galleryCount: 1,
  },
  {
    titre: 'Canne pliante à poignée bois (ancien modèle)',
    categoryKey: 'deambulateurs-cannes',
    prix: 45,
    description_courte: 'Canne pliante en quatre sections, modèle retiré du catalogue.',
    description_html: html(
      p(
        'Ce modèle n’est plus disponible ; demandez-nous conseil pour une canne pliante équivalente.',
      ),
      ul('4 sections pliantes', 'Poignée bois'),
    ),
    seo_description: 'Canne pliante à poignée bois, ancien modèle retiré du catalogue.',
    est_actif: false,
    imageHue: 30,
    icon: 'walker',
    galleryCount: 1,
  },

  // Mobilité — scooters électriques
  {
    titre: 'Scooter électrique 4 roues confort',
    reference: 'SC-4R-001',
    categoryKey: 'scooters-electriques',
    prix: null,
    description_courte:
      'Scooter de mobilité à 4 roues, siège pivotant et grande autonomie pour les trajets du quotidien.',
    description_html: html(
      p(
        'Pour faire ses courses ou rendre visite à ses proches en toute indépendance. Les <strong>quatre roues</strong> et les suspensions offrent une bonne stabilité sur les trottoirs et chemins.',
      ),
      ul(
        'Vitesse maximale : 12 km/h',
        'Autonomie : jusqu’à 40 km selon le terrain et la charge',
        'Siège pivotant réglable, panier avant, éclairage',
        'Charge maximale : 136 kg',
      ),
      p(
        'Prix sur demande : la configuration (batteries, options) est définie avec vous lors d’un essai en magasin.',
      ),
    ),
    seo_description:
      'Scooter électrique 4 roues confort, 12 km/h, jusqu’à 40 km d’autonomie, siège pivotant. Essai et devis à Tunis.',
    est_actif: true,
    imageHue: 0,
    icon: 'wheelchair',
    galleryCount: 3,
  },
  {
    titre: 'Scooter électrique compact démontable',
    reference: 'SC-CP-002',
    categoryKey: 'scooters-electriques',
    prix: 5900,
    description_courte:
      'Scooter léger qui se démonte en cinq éléments pour tenir dans un coffre de voiture.',
    description_html: html(
      p(
        'Il se démonte <strong>sans outil</strong> en éléments dont le plus lourd pèse 15 kg : pratique pour l’emmener en vacances.',
      ),
      ul('Vitesse maximale : 6 km/h', 'Autonomie : jusqu’à 15 km', 'Charge maximale : 115 kg'),
    ),
    seo_description:
      'Scooter électrique compact démontable sans outil, 6 km/h, jusqu’à 15 km d’autonomie. Se range dans un coffre.',
    est_actif: true,
    imageHue: 350,
    icon: 'wheelchair',
    galleryCount: 2,
  },
  {
    titre: 'Scooter électrique 3 roues maniable',
    categoryKey: 'scooters-electriques',
    prix: null,
    description_courte:
      'Scooter à 3 roues au faible rayon de braquage, à l’aise dans les commerces.',
    description_html: html(
      p(
        'Le <strong>rayon de braquage réduit</strong> facilite les manœuvres dans les espaces étroits. Sur terrain irrégulier, un modèle 4 roues reste plus stable.',
      ),
      ul(
        'Vitesse maximale : 8 km/h',
        'Autonomie : jusqu’à 25 km',
        'Guidon réglable en inclinaison',
      ),
      p('Prix sur demande selon les options choisies.'),
    ),
    seo_description:
      'Scooter électrique 3 roues maniable, faible rayon de braquage, 8 km/h, jusqu’à 25 km. Devis sur demande.',
    est_actif: true,
    imageHue: 10,
    icon: 'wheelchair',
    galleryCount: 1,
  },
  {
    titre: 'Batterie de rechange pour scooter compact',
    categoryKey: 'scooters-electriques',
    prix: 690,
    description_courte:
      'Batterie lithium supplémentaire pour doubler l’autonomie du scooter compact.',
    description_html: html(
      p(
        'Emportez une seconde batterie pour les longues sorties. Elle se recharge hors du scooter.',
      ),
      ul('Batterie lithium 24 V', 'Poids : 2,5 kg', 'Chargeur non inclus'),
    ),
    seo_description:
      'Batterie lithium de rechange 24 V pour scooter électrique compact, se recharge hors du scooter.',
    est_actif: true,
    imageHue: 5,
    icon: 'wheelchair',
    galleryCount: 1,
  },

  // Incontinence — protections adultes
  {
    titre: 'Changes complets adultes nuit, taille M (x 14)',
    reference: 'INC-CC-M14',
    categoryKey: 'protections-adultes',
    prix: 32.5,
    description_courte:
      'Changes complets à forte absorption pour la nuit, adaptés aux personnes alitées ou peu mobiles.',
    description_html: html(
      p(
        'Conçus pour les <strong>fuites importantes</strong>, ils se mettent en position allongée grâce à leurs attaches repositionnables.',
      ),
      ul(
        'Taille M : tour de taille de 70 à 110 cm',
        'Indicateur d’humidité',
        'Voile extérieur respirant pour protéger la peau',
      ),
      p(
        'Besoin d’aide pour choisir la taille ou l’absorption ? Nos conseillers vous reçoivent en toute discrétion.',
      ),
    ),
    seo_description:
      'Changes complets adultes nuit, taille M, forte absorption, indicateur d’humidité. Paquet de 14. Conseil discret.',
    est_actif: true,
    imageHue: 300,
    icon: 'diaper',
    galleryCount: 2,
  },
  {
    titre: 'Culottes absorbantes adultes, taille L (x 14)',
    reference: 'INC-CU-L14',
    categoryKey: 'protections-adultes',
    prix: 29.9,
    description_courte:
      'Culottes absorbantes qui s’enfilent comme un sous-vêtement, pour les personnes autonomes.',
    description_html: html(
      p(
        'Elles se portent comme un <strong>sous-vêtement classique</strong> et préservent l’autonomie et la discrétion au quotidien.',
      ),
      ul(
        'Taille L : tour de taille de 100 à 140 cm',
        'Absorption moyenne à forte',
        'Déchirables sur les côtés',
      ),
    ),
    seo_description:
      'Culottes absorbantes adultes taille L, absorption moyenne à forte, discrètes. Paquet de 14.',
    est_actif: true,
    imageHue: 310,
    icon: 'diaper',
    galleryCount: 1,
  },
  {
    titre: 'Protections anatomiques légères (x 28)',
    categoryKey: 'protections-adultes',
    prix: 14.9,
    description_courte:
      'Protections fines pour les fuites urinaires légères, à fixer dans un sous-vêtement.',
    description_html: html(
      p(
        'Pour les petites fuites à l’effort (toux, rire, port de charges), une protection fine et <strong>discrète</strong> suffit souvent.',
      ),
      ul('Bande adhésive de maintien', 'Neutralisation des odeurs', 'Emballage individuel'),
      p(
        'Les fuites urinaires ne sont pas une fatalité : parlez-en à votre médecin, une rééducation peut être proposée.',
      ),
    ),
    seo_description:
      'Protections anatomiques légères pour fuites urinaires, fines et discrètes, paquet de 28.',
    est_actif: true,
    imageHue: 320,
    icon: 'diaper',
    galleryCount: 1,
  },
  {
    titre: 'Protections pour homme (x 20)',
    categoryKey: 'protections-adultes',
    prix: 16.5,
    description_courte: 'Protections en forme de coquille adaptées à l’anatomie masculine.',
    description_html: html(
      p(
        'Leur forme en coquille assure un bon maintien et une absorption ciblée pour les fuites légères à moyennes.',
      ),
      ul('Bande adhésive de maintien', 'Bords anti-fuites', 'Épaisseur réduite'),
    ),
    seo_description:
      'Protections urinaires pour homme en forme de coquille, fuites légères à moyennes, paquet de 20.',
    est_actif: true,
    imageHue: 330,
    icon: 'diaper',
    galleryCount: 1,
  },
  {
    titre: 'Slips de maintien lavables (x 5)',
    categoryKey: 'protections-adultes',
    prix: 24,
    description_courte:
      'Slips filet extensibles pour maintenir les protections anatomiques en place.',
    description_html: html(
      p('Le slip filet maintient la protection au bon endroit, limite les fuites et reste aéré.'),
      ul('Tailles S à XXL', 'Lavables à 60 °C', 'Sans couture gênante'),
    ),
    seo_description:
      'Slips de maintien lavables en filet extensible pour protections anatomiques, lot de 5.',
    est_actif: true,
    imageHue: 340,
    icon: 'diaper',
    galleryCount: 1,
  },

  // Incontinence — alèses et accessoires
  {
    titre: 'Alèse lavable imperméable 90 x 140 cm',
    reference: 'AL-LV-090',
    categoryKey: 'aleses-accessoires',
    prix: 39,
    description_courte:
      'Alèse réutilisable en molleton imperméable, qui protège le matelas sans bruit de froissement.',
    description_html: html(
      p(
        'Le molleton absorbant associé à une <strong>sous-couche imperméable</strong> protège durablement le matelas.',
      ),
      ul(
        'Dimensions : 90 x 140 cm',
        'Lavable à 90 °C, séchage en machine possible',
        'Silencieuse et respirante',
      ),
    ),
    seo_description:
      'Alèse lavable imperméable 90 x 140 cm en molleton, silencieuse, lavable à 90 °C. Protège le matelas.',
    est_actif: true,
    imageHue: 270,
    icon: 'diaper',
    galleryCount: 1,
  },
  {
    titre: 'Alèses jetables 60 x 90 cm (x 30)',
    categoryKey: 'aleses-accessoires',
    prix: 27.5,
    description_courte:
      'Alèses à usage unique pour protéger le lit, le fauteuil ou la table d’examen.',
    description_html: html(
      p('Pratiques pour les changes et les soins, elles se jettent après usage.'),
      ul('Dimensions : 60 x 90 cm', 'Face absorbante douce', 'Dos plastifié'),
    ),
    seo_description:
      'Alèses jetables 60 x 90 cm à usage unique, face absorbante et dos plastifié, paquet de 30.',
    est_actif: true,
    imageHue: 280,
    icon: 'diaper',
    galleryCount: 1,
  },
  {
    titre: 'Crème protectrice pour le siège (100 ml)',
    categoryKey: 'aleses-accessoires',
    prix: 18.9,
    description_courte:
      'Crème barrière qui protège la peau de l’humidité chez les personnes incontinentes.',
    description_html: html(
      p(
        'Appliquée en fine couche après la toilette, elle forme un <strong>film protecteur</strong> contre l’humidité et les frottements.',
      ),
      ul('Tube de 100 ml', 'Sans parfum', 'Ne gêne pas l’absorption des protections'),
      p('En cas de rougeur qui persiste ou de plaie, demandez l’avis d’un professionnel de santé.'),
    ),
    seo_description:
      'Crème barrière protectrice pour le siège, 100 ml, sans parfum. Protège la peau des personnes incontinentes.',
    est_actif: true,
    imageHue: 285,
    icon: 'heart',
    galleryCount: 1,
  },
  {
    titre: 'Gants de toilette imprégnés sans rinçage (x 12)',
    categoryKey: 'aleses-accessoires',
    prix: 9.9,
    description_courte: 'Gants pré-imprégnés pour une toilette douce au lit, sans eau ni rinçage.',
    description_html: html(
      p('Ils facilitent la toilette des personnes alitées tout en respectant le pH de la peau.'),
      ul('Lotion douce sans alcool', 'Peuvent être tiédis', 'Sachet refermable'),
    ),
    seo_description:
      'Gants de toilette imprégnés sans rinçage, lotion douce sans alcool, pour la toilette au lit. Lot de 12.',
    est_actif: true,
    imageHue: 295,
    icon: 'heart',
    galleryCount: 1,
  },

  // Matériel professionnel — diagnostic
  {
    titre: 'Tensiomètre électronique au bras',
    reference: 'TEN-BR-001',
    categoryKey: 'diagnostic',
    prix: 149,
    description_courte:
      'Tensiomètre automatique à brassard, pour l’automesure à domicile comme pour le cabinet.',
    description_html: html(
      p(
        'La mesure au bras est la méthode recommandée pour l’automesure. L’appareil indique si le <strong>brassard est bien positionné</strong> et signale un rythme irrégulier.',
      ),
      ul(
        'Brassard universel de 22 à 42 cm',
        'Mémoire de 2 x 60 mesures avec date et heure',
        'Moyenne automatique des dernières mesures',
        'Fonctionne sur piles ou sur secteur',
      ),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Tensiomètre électronique au bras, brassard 22 à 42 cm, mémoire 2 x 60 mesures. Pour l’automesure à domicile.',
    est_actif: true,
    imageHue: 0,
    icon: 'monitor',
    galleryCount: 2,
  },
  {
    titre: 'Tensiomètre au poignet (ancien modèle)',
    categoryKey: 'diagnostic',
    prix: 95,
    description_courte: 'Tensiomètre au poignet retiré du catalogue au profit du modèle au bras.',
    description_html: html(
      p('Ce modèle n’est plus proposé : nous recommandons le tensiomètre électronique au bras.'),
      ul('Mémoire 60 mesures', 'Piles fournies'),
    ),
    seo_description: 'Tensiomètre au poignet, ancien modèle retiré du catalogue.',
    est_actif: false,
    imageHue: 355,
    icon: 'monitor',
    galleryCount: 1,
  },
  {
    titre: 'Stéthoscope double pavillon',
    reference: 'STE-DP-001',
    categoryKey: 'diagnostic',
    prix: 119,
    description_courte:
      'Stéthoscope à double pavillon membrane et cloche, pour l’auscultation générale.',
    description_html: html(
      p(
        'Un stéthoscope fiable pour les étudiants et les professionnels : <strong>membrane</strong> pour les sons aigus, <strong>cloche</strong> pour les sons graves.',
      ),
      ul(
        'Pavillon en acier inoxydable',
        'Tubulure de 70 cm',
        'Embouts auriculaires souples de rechange',
      ),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Stéthoscope double pavillon membrane et cloche, acier inoxydable, tubulure 70 cm. -10 % pour les professionnels.',
    est_actif: true,
    imageHue: 200,
    icon: 'stethoscope',
    galleryCount: 2,
  },
  {
    titre: 'Électrocardiographe 12 pistes',
    reference: 'ECG-12-001',
    categoryKey: 'diagnostic',
    prix: null,
    description_courte: 'ECG 12 dérivations à écran tactile avec impression et export des tracés.',
    description_html: html(
      p(
        'Un électrocardiographe compact pour le cabinet ou la clinique, avec <strong>acquisition simultanée des 12 dérivations</strong>.',
      ),
      ul(
        'Écran tactile couleur',
        'Impression thermique A4 intégrée',
        'Export PDF et connexion réseau',
        'Batterie pour les visites à domicile',
      ),
      p(`Prix sur demande, formation à l’utilisation incluse. ${PRO_DISCOUNT}`),
    ),
    seo_description:
      'Électrocardiographe 12 pistes à écran tactile, impression A4, export PDF. Devis pour cabinets et cliniques.',
    est_actif: true,
    imageHue: 350,
    icon: 'monitor',
    galleryCount: 3,
  },
  {
    titre: 'Thermomètre infrarouge sans contact',
    categoryKey: 'diagnostic',
    prix: 79,
    description_courte: 'Thermomètre frontal à lecture en une seconde, sans contact avec la peau.',
    description_html: html(
      p('Mesure rapide et hygiénique, pratique en consultation comme à la maison.'),
      ul('Lecture en 1 seconde', 'Alerte fièvre par couleur de l’écran', 'Mémoire de 32 mesures'),
    ),
    seo_description:
      'Thermomètre infrarouge frontal sans contact, lecture en 1 seconde, alerte fièvre, mémoire 32 mesures.',
    est_actif: true,
    imageHue: 15,
    icon: 'stethoscope',
    galleryCount: 1,
  },
  {
    titre: 'Otoscope à fibre optique',
    categoryKey: 'diagnostic',
    prix: 289,
    description_courte:
      'Otoscope à éclairage LED par fibre optique, livré avec spéculums réutilisables.',
    description_html: html(
      p('Éclairage froid et homogène du conduit auditif, loupe de grossissement pivotante.'),
      ul('Éclairage LED', 'Loupe x3', 'Étui de rangement et spéculums de plusieurs tailles'),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Otoscope à fibre optique et éclairage LED, loupe x3, spéculums inclus. Remise professionnelle.',
    est_actif: true,
    imageHue: 25,
    icon: 'stethoscope',
    galleryCount: 1,
  },

  // Matériel professionnel — mobilier médical
  {
    titre: 'Divan d’examen électrique à hauteur variable',
    reference: 'DIV-EL-001',
    categoryKey: 'mobilier-medical',
    prix: null,
    description_courte:
      'Divan d’examen motorisé qui s’abaisse pour l’installation du patient et se relève pour l’examen.',
    description_html: html(
      p(
        'La hauteur variable facilite l’installation des patients âgés ou à mobilité réduite et <strong>préserve le dos du praticien</strong>.',
      ),
      ul(
        'Hauteur de 50 à 90 cm par pédale',
        'Dossier réglable par vérin',
        'Sellerie sans couture, désinfectable',
        'Charge maximale : 200 kg',
      ),
      p(`Prix sur demande selon la sellerie et les options. ${PRO_DISCOUNT}`),
    ),
    seo_description:
      'Divan d’examen électrique à hauteur variable 50 à 90 cm, sellerie désinfectable. Devis pour cabinets médicaux.',
    est_actif: true,
    imageHue: 190,
    icon: 'bed',
    galleryCount: 2,
  },
  {
    titre: 'Divan d’examen fixe 2 plans',
    categoryKey: 'mobilier-medical',
    prix: 1190,
    description_courte: 'Divan d’examen robuste à dossier réglable, avec porte-rouleau.',
    description_html: html(
      p('Le divan essentiel du cabinet de consultation, simple et solide.'),
      ul(
        'Hauteur fixe : 75 cm',
        'Dossier réglable par crémaillère',
        'Porte-rouleau de drap d’examen',
      ),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Divan d’examen fixe 2 plans, dossier réglable, porte-rouleau. -10 % pour les professionnels de santé.',
    est_actif: true,
    imageHue: 180,
    icon: 'bed',
    galleryCount: 1,
  },
  {
    titre: 'Chariot de soins inox 2 plateaux',
    reference: 'CH-IN-002',
    categoryKey: 'mobilier-medical',
    prix: 690,
    description_courte: 'Chariot en acier inoxydable à deux plateaux et roulettes silencieuses.',
    description_html: html(
      p('Facile à nettoyer et à désinfecter, il garde le matériel de soins à portée de main.'),
      ul(
        'Plateaux de 60 x 40 cm à rebords',
        'Roulettes silencieuses dont 2 à frein',
        'Acier inoxydable 304',
      ),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Chariot de soins inox 2 plateaux 60 x 40 cm, roulettes silencieuses à frein. Remise professionnelle de 10 %.',
    est_actif: true,
    imageHue: 210,
    icon: 'cross',
    galleryCount: 1,
  },
  {
    titre: 'Tabouret médical à roulettes réglable',
    categoryKey: 'mobilier-medical',
    prix: 229,
    description_courte: 'Tabouret de praticien réglable en hauteur par vérin à gaz.',
    description_html: html(
      p('Assise confortable et mobilité autour du patient pendant l’examen ou les soins.'),
      ul('Hauteur de 48 à 62 cm', 'Assise en skaï désinfectable', '5 roulettes'),
    ),
    seo_description:
      'Tabouret médical à roulettes réglable par vérin à gaz, assise désinfectable, de 48 à 62 cm.',
    est_actif: true,
    imageHue: 220,
    icon: 'chair',
    galleryCount: 1,
  },
  {
    titre: 'Paravent médical 3 panneaux',
    categoryKey: 'mobilier-medical',
    prix: 449,
    description_courte: 'Paravent pliant à roulettes pour préserver l’intimité des patients.',
    description_html: html(
      p('Trois panneaux articulés en tissu lavable, déplaçables d’une seule main.'),
      ul('Largeur déplié : 180 cm ; hauteur : 175 cm', 'Tissu lavable', 'Roulettes'),
    ),
    seo_description:
      'Paravent médical pliant 3 panneaux à roulettes, tissu lavable, pour préserver l’intimité des patients.',
    est_actif: true,
    imageHue: 230,
    icon: 'cross',
    galleryCount: 1,
  },

  // Matériel professionnel — consommables
  {
    titre: 'Gants d’examen nitrile non poudrés (x 100)',
    reference: 'GN-100-M',
    categoryKey: 'consommables',
    prix: 22.9,
    description_courte: 'Gants d’examen en nitrile sans latex ni poudre, boîte de 100.',
    description_html: html(
      p('Le nitrile évite les allergies au latex et offre une bonne résistance à la perforation.'),
      ul('Tailles S, M, L, XL', 'Ambidextres, bout des doigts texturé', 'Usage unique'),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Gants d’examen nitrile non poudrés, sans latex, tailles S à XL, boîte de 100. Remise professionnelle.',
    est_actif: true,
    imageHue: 200,
    icon: 'cross',
    galleryCount: 1,
  },
  {
    titre: 'Compresses stériles 10 x 10 cm (50 sachets)',
    categoryKey: 'consommables',
    prix: 16.5,
    description_courte: 'Compresses de gaze stériles en sachets individuels de 2.',
    description_html: html(
      p(
        'Pour les soins de plaies et la désinfection, en sachets unitaires pour préserver la stérilité.',
      ),
      ul('Gaze de coton 12 plis', '50 sachets de 2 compresses', 'Stérilisées à l’oxyde d’éthylène'),
    ),
    seo_description:
      'Compresses stériles 10 x 10 cm en gaze de coton 12 plis, 50 sachets de 2. Soins de plaies.',
    est_actif: true,
    imageHue: 0,
    icon: 'cross',
    galleryCount: 1,
  },
  {
    titre: 'Seringues 5 ml à usage unique (x 100)',
    categoryKey: 'consommables',
    prix: 28,
    description_courte: 'Seringues stériles 3 pièces avec embout Luer, boîte de 100.',
    description_html: html(
      p('Seringues stériles sous emballage individuel, graduation lisible.'),
      ul('Volume : 5 ml', 'Embout Luer', 'Sans aiguille'),
      p(PRO_DISCOUNT),
    ),
    seo_description:
      'Seringues 5 ml stériles à usage unique, 3 pièces, embout Luer, sans aiguille. Boîte de 100.',
    est_actif: true,
    imageHue: 10,
    icon: 'cross',
    galleryCount: 1,
  },
  {
    titre: 'Drap d’examen en rouleau 50 cm x 50 m',
    categoryKey: 'consommables',
    prix: 12.9,
    description_courte:
      'Rouleau de papier ouate pour protéger le divan d’examen entre deux patients.',
    description_html: html(
      p(
        'Un geste d’hygiène simple entre chaque patient, compatible avec les porte-rouleaux standards.',
      ),
      ul('Largeur : 50 cm ; longueur : 50 m', 'Prédécoupé tous les 38 cm', 'Ouate 2 plis'),
    ),
    seo_description:
      'Drap d’examen en rouleau 50 cm x 50 m, ouate 2 plis prédécoupée, pour divan d’examen.',
    est_actif: true,
    imageHue: 20,
    icon: 'cross',
    galleryCount: 1,
  },
  {
    titre: 'Abaisse-langue en bois (x 100)',
    reference: 'ABL-100',
    categoryKey: 'consommables',
    prix: 8.5,
    description_courte: 'Abaisse-langue en bois de bouleau, non stériles, boîte de 100.',
    description_html: html(
      p('Pour l’examen de la gorge en consultation, en bois lisse sans échardes.'),
      ul('Longueur : 15 cm', 'Bois de bouleau poli', 'Usage unique'),
    ),
    seo_description: 'Abaisse-langue en bois de bouleau poli, 15 cm, usage unique, boîte de 100.',
    est_actif: true,
    imageHue: 30,
    icon: 'stethoscope',
    galleryCount: 1,
  },
];
