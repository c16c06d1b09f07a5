import type { DemoIcon } from './demo-images.ts';

export interface DemoArticle {
  titre: string;
  nom_auteur: string | null;
  statut: 'brouillon' | 'publie' | 'archive';
  extrait: string | null;
  contenu_html: string;
  seo_titre: string | null;
  seo_description: string | null;
  /** Publication age in days, or creation age for drafts. */
  daysAgo: number;
  imageHue: number;
  icon: DemoIcon;
  galleryCount: 0 | 1 | 2 | 3;
}

// Same small builders as the products: they keep dozens of paragraphs well-formed.
const h2 = (text: string): string => `<h2>${text}</h2>`;
const p = (text: string): string => `<p>${text}</p>`;
const ul = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const quote = (text: string): string => `<blockquote><p>${text}</p></blockquote>`;
const html = (...blocks: string[]): string => blocks.join('\n');

export const demoArticles: readonly DemoArticle[] = [
  {
    titre: 'Comment choisir son fauteuil roulant',
    nom_auteur: 'Sonia Ben Amor',
    statut: 'publie',
    extrait:
      'Manuel ou électrique, léger ou confort, largeur d’assise, coussin : les bonnes questions à se poser avant de choisir un fauteuil roulant.',
    contenu_html: html(
      p(
        'Un fauteuil roulant n’est pas un simple siège à roues : bien choisi, il préserve l’autonomie, le confort et la santé de la peau ; mal adapté, il fatigue, fait mal au dos et peut favoriser les escarres. Voici les principaux critères à examiner, idéalement avec votre médecin, votre kinésithérapeute ou un ergothérapeute.',
      ),
      h2('1. Pour quel usage ?'),
      p('La première question porte sur la durée et la fréquence d’utilisation :'),
      ul(
        '<strong>Usage temporaire</strong> (convalescence, plâtre, sortie d’hospitalisation) : un fauteuil standard pliant, souvent en location, suffit généralement.',
        '<strong>Usage quotidien prolongé</strong> : un fauteuil léger, réglable et bien ajusté à la morphologie devient indispensable.',
        '<strong>Déplacements accompagnés</strong> : un fauteuil de transfert, à petites roues, est compact mais ne permet pas de se propulser seul.',
        '<strong>Fatigue importante ou force réduite dans les bras</strong> : un fauteuil électrique peut redonner de l’indépendance.',
      ),
      h2('2. Les bonnes dimensions'),
      p(
        'Un fauteuil trop large oblige à écarter les bras pour atteindre les mains courantes ; trop étroit, il crée des frottements sur les hanches. Quelques repères simples :',
      ),
      ul(
        '<strong>Largeur d’assise</strong> : la largeur des hanches en position assise, plus environ deux doigts de chaque côté.',
        '<strong>Profondeur d’assise</strong> : laisser deux à trois doigts entre le bord du siège et l’arrière du genou.',
        '<strong>Hauteur des repose-pieds</strong> : les cuisses doivent reposer à plat sur le coussin, sans que les genoux remontent.',
        '<strong>Hauteur du dossier</strong> : un dossier bas libère les mouvements, un dossier haut soutient mieux le tronc.',
      ),
      h2('3. Le poids et le transport'),
      p(
        'Si le fauteuil doit être chargé régulièrement dans une voiture, son poids compte autant pour l’aidant que pour l’utilisateur. Les modèles en aluminium pèsent autour de 12 à 15 kg, contre 18 kg ou plus pour les modèles en acier. Les roues à démontage rapide et le dossier pliable facilitent encore le rangement.',
      ),
      h2('4. Ne pas oublier le coussin'),
      p(
        'Une personne qui passe plusieurs heures par jour assise doit disposer d’un <strong>coussin adapté à son niveau de risque d’escarres</strong>. La toile d’assise seule ne suffit pas. Le choix du coussin se fait avec l’équipe soignante, qui évalue l’état de la peau et la mobilité.',
      ),
      quote(
        'Notre conseil : essayez le fauteuil avant de vous décider. Dans nos deux magasins de Tunis, vous pouvez comparer plusieurs modèles, tester le pliage et faire ajuster les réglages.',
      ),
      h2('Location ou achat ?'),
      p(
        'Pour un besoin de quelques semaines, la location évite un investissement inutile. Au-delà de quelques mois, ou si des réglages personnalisés sont nécessaires, l’achat devient souvent plus pertinent. Nos conseillers vous aident à comparer les deux options en fonction de votre situation.',
      ),
    ),
    seo_titre: 'Bien choisir son fauteuil roulant : nos conseils',
    seo_description:
      'Usage, dimensions, poids, coussin, location ou achat : tous les critères pour choisir un fauteuil roulant adapté, avec les conseils de nos équipes à Tunis.',
    daysAgo: 12,
    imageHue: 215,
    icon: 'wheelchair',
    galleryCount: 2,
  },
  {
    titre: 'Escarres : les gestes simples pour les prévenir',
    nom_auteur: 'Dr Karim Trabelsi',
    statut: 'publie',
    extrait:
      'Les escarres peuvent apparaître en quelques heures chez une personne immobilisée. Changements de position, surveillance de la peau, nutrition : les gestes qui font la différence.',
    contenu_html: html(
      p(
        'Une escarre est une plaie provoquée par une <strong>pression prolongée</strong> qui écrase la peau et les tissus entre un os et une surface dure (matelas, fauteuil). Privés de circulation sanguine, les tissus s’abîment, parfois en quelques heures seulement. Les personnes alitées, en fauteuil, âgées, dénutries ou ayant une sensibilité réduite sont les plus exposées.',
      ),
      h2('Les zones à surveiller'),
      p('Les escarres se forment surtout là où les os sont proches de la peau :'),
      ul(
        'le bas du dos (sacrum) et les fesses ;',
        'les talons et les chevilles ;',
        'les hanches, en position couchée sur le côté ;',
        'les omoplates, les coudes et l’arrière de la tête.',
      ),
      h2('Changer de position régulièrement'),
      p(
        'C’est le geste le plus important. La fréquence des changements de position est fixée par l’équipe soignante selon l’état de la personne ; elle est souvent de l’ordre de <strong>toutes les deux à trois heures</strong> au lit. En position couchée sur le côté, une inclinaison d’environ 30° avec un coussin dans le dos évite d’appuyer directement sur la hanche. Relever la tête du lit au-delà de 30° favorise le glissement et les frottements : à éviter hors des repas et des soins.',
      ),
      p(
        'Au fauteuil, encouragez la personne, si elle le peut, à se soulever ou à se pencher quelques instants régulièrement pour soulager les fesses.',
      ),
      h2('Observer la peau chaque jour'),
      p(
        'Profitez de la toilette pour examiner les zones à risque. Une <strong>rougeur qui ne blanchit pas</strong> quand on appuie doucement dessus avec le doigt est un signal d’alerte : prévenez rapidement l’infirmier ou le médecin.',
      ),
      quote(
        'Ne massez pas une zone rouge : contrairement à une idée répandue, le massage peut aggraver les lésions des tissus déjà fragilisés.',
      ),
      h2('Prendre soin de la peau et de l’alimentation'),
      ul(
        'Gardez la peau propre et bien sèche, notamment en cas d’incontinence ; séchez en tamponnant, sans frotter.',
        'Veillez à des draps bien tendus, sans plis ni miettes.',
        'Une alimentation suffisante, riche en protéines, et une bonne hydratation aident la peau à rester résistante. Parlez-en au médecin en cas de perte d’appétit ou de poids.',
      ),
      h2('Le bon matériel'),
      p(
        'Matelas et coussins anti-escarres <strong>complètent</strong> les changements de position, ils ne les remplacent pas. Le type de support (mousse, air statique, air alterné) se choisit selon le niveau de risque évalué par les soignants. Nos équipes peuvent vous présenter les différentes solutions et les installer à domicile.',
      ),
    ),
    seo_titre: 'Prévenir les escarres à domicile',
    seo_description:
      'Changements de position, surveillance de la peau, nutrition, matelas adapté : les gestes simples pour prévenir les escarres chez une personne alitée.',
    daysAgo: 25,
    imageHue: 180,
    icon: 'cushion',
    galleryCount: 1,
  },
  {
    titre: 'Oxygénothérapie à domicile : les règles de sécurité essentielles',
    nom_auteur: 'Mehdi Gharbi',
    statut: 'publie',
    extrait:
      'L’oxygène n’explose pas, mais il active fortement toute combustion. Tabac, flammes, corps gras, ventilation : les règles à connaître quand on vit avec un concentrateur.',
    contenu_html: html(
      p(
        'L’oxygénothérapie à domicile permet à de nombreux patients de vivre chez eux malgré une insuffisance respiratoire. Elle est toujours <strong>prescrite par un médecin</strong>, qui fixe le débit et la durée quotidienne. L’oxygène lui-même ne brûle pas, mais il rend toute combustion beaucoup plus rapide et intense : quelques règles simples protègent le patient et son entourage.',
      ),
      h2('Pas de flamme, pas de tabac'),
      ul(
        '<strong>Ne jamais fumer</strong> ni laisser fumer à proximité du patient, y compris la cigarette électronique.',
        'Tenir l’appareil et les tubulures à distance des flammes et des sources de chaleur : cuisinière, bougies, chauffage d’appoint, encens. Une distance d’au moins deux mètres est généralement recommandée.',
        'Ne pas utiliser l’oxygène en cuisinant sur une flamme.',
      ),
      h2('Attention aux corps gras'),
      p(
        'Les produits gras ou huileux peuvent s’enflammer au contact d’une forte concentration d’oxygène. N’appliquez pas de vaseline ou de crème grasse sur le visage et les lèvres ; demandez à votre pharmacien un <strong>produit hydratant à base d’eau</strong>. Manipulez le matériel avec des mains propres, sans crème.',
      ),
      h2('Bien installer le concentrateur'),
      ul(
        'Dans une pièce aérée, jamais dans un placard ni sous une couverture.',
        'À une vingtaine de centimètres des murs et des rideaux, pour que l’air circule.',
        'Branché directement sur une prise murale, sans multiprise.',
        'Tubulure rangée de façon à ne pas faire trébucher.',
      ),
      h2('Respecter la prescription'),
      p(
        'Ne modifiez jamais le débit de vous-même, même si vous vous sentez essoufflé : <strong>parlez-en à votre médecin</strong>. Un débit inadapté peut être dangereux pour certains patients.',
      ),
      h2('L’entretien au quotidien'),
      ul(
        'Changer l’eau de l’humidificateur chaque jour si vous en utilisez un.',
        'Nettoyer le filtre selon les consignes remises à l’installation.',
        'Remplacer régulièrement les lunettes nasales et les tubulures.',
        'Garder la bouteille de secours à portée de main en cas de coupure de courant.',
      ),
      quote(
        'En cas d’alarme ou de panne, notre astreinte technique répond 24h/24 et 7j/7. En cas de difficulté respiratoire, de malaise ou d’urgence médicale, appelez le SAMU au 190.',
      ),
      p(
        'Lors de l’installation, nos techniciens passent en revue ces consignes avec vous et vos proches. N’hésitez pas à leur poser toutes vos questions.',
      ),
    ),
    seo_titre: 'Oxygène à domicile : règles de sécurité',
    seo_description:
      'Tabac, flammes, corps gras, installation, entretien : les règles de sécurité à respecter avec un concentrateur d’oxygène à domicile.',
    daysAgo: 40,
    imageHue: 185,
    icon: 'oxygen',
    galleryCount: 2,
  },
  {
    titre: 'Lit médicalisé : louer ou acheter ?',
    nom_auteur: 'Sonia Ben Amor',
    statut: 'publie',
    extrait:
      'Durée du besoin, services inclus, évolution de l’état de santé : nos repères pour décider entre la location et l’achat d’un lit médicalisé.',
    contenu_html: html(
      p(
        'Après une hospitalisation, lors d’une perte d’autonomie ou pour accompagner un proche en fin de vie, le lit médicalisé devient souvent le premier équipement du maintien à domicile. Faut-il le louer ou l’acheter ? La réponse dépend surtout de la <strong>durée prévisible du besoin</strong>.',
      ),
      h2('Quand la location est plus adaptée'),
      ul(
        '<strong>Besoin temporaire</strong> : convalescence après une opération, fracture, rééducation.',
        '<strong>Durée incertaine</strong> : la location permet d’ajuster l’équipement si l’état de santé évolue.',
        '<strong>Besoin urgent</strong> : un lit en location peut être livré et installé rapidement.',
      ),
      p(
        'La location comprend généralement la livraison, le montage, la maintenance et la reprise du lit. En cas de panne, le matériel est réparé ou remplacé sans frais supplémentaires.',
      ),
      h2('Quand l’achat devient intéressant'),
      p(
        'Pour un besoin durable, de plusieurs mois ou plusieurs années, le cumul des loyers finit par dépasser le prix d’achat. Un calcul simple aide à décider : multipliez le loyer mensuel par le nombre de mois envisagés, puis comparez avec le prix du lit neuf. Pensez aussi aux accessoires (barrières, potence, matelas adapté), qui peuvent être loués ou achetés séparément.',
      ),
      h2('Bien préparer la chambre'),
      p('Quel que soit votre choix, anticipez l’installation :'),
      ul(
        'Un lit médicalisé mesure environ 100 x 210 cm hors tout.',
        'Prévoyez de l’espace libre de chaque côté pour les soins et les transferts.',
        'Une prise électrique doit se trouver à proximité.',
        'Vérifiez que le passage (portes, couloir, ascenseur) permet d’acheminer les éléments.',
      ),
      h2('Les fonctions à choisir'),
      p(
        'Le modèle le plus courant à domicile est le lit électrique à trois fonctions : <strong>relève-buste</strong>, <strong>relève-jambes</strong> et <strong>hauteur variable</strong>. La hauteur variable protège le dos des aidants et facilite le lever. Pour les personnes désorientées, un lit très bas limite les conséquences d’une chute.',
      ),
      quote(
        'Renseignez-vous auprès de votre caisse d’assurance maladie ou de votre mutuelle : une partie des frais peut parfois être prise en charge sur prescription médicale.',
      ),
      p(
        'Nos conseillers établissent avec vous un devis de location et un devis d’achat pour comparer en toute transparence. Si la situation évolue en cours de location, le lit peut être conservé, remplacé par un modèle mieux adapté ou repris dans les meilleurs délais.',
      ),
    ),
    seo_titre: 'Lit médicalisé : location ou achat ?',
    seo_description:
      'Durée du besoin, services inclus, coût, préparation de la chambre : comment choisir entre location et achat d’un lit médicalisé à domicile.',
    daysAgo: 58,
    imageHue: 205,
    icon: 'bed',
    galleryCount: 3,
  },
  {
    titre: 'Incontinence : vivre le quotidien avec dignité',
    nom_auteur: 'Amira Jaziri',
    statut: 'publie',
    extrait:
      'Fréquente mais encore taboue, l’incontinence n’est pas une fatalité. En parler, choisir la bonne protection et préserver la peau : nos repères.',
    contenu_html: html(
      p(
        'Les fuites urinaires concernent un grand nombre d’adultes, femmes et hommes, et pas seulement les personnes âgées. Elles restent pourtant difficiles à évoquer, y compris avec son médecin. Briser ce silence est la première étape pour retrouver du confort et de la sérénité.',
      ),
      h2('En parler à un professionnel'),
      p(
        'L’incontinence n’est <strong>pas une conséquence inévitable de l’âge</strong>. Elle peut avoir des causes très différentes (effort, infection, prostate, médicaments, troubles neurologiques) et certaines se traitent. Une rééducation du périnée avec un kinésithérapeute, par exemple, améliore souvent les fuites à l’effort. Consultez votre médecin avant de vous contenter de protections.',
      ),
      h2('Choisir la bonne protection'),
      p(
        'Le choix dépend de deux critères : l’importance des fuites et la mobilité de la personne.',
      ),
      ul(
        '<strong>Fuites légères</strong> : protections anatomiques fines, fixées dans un sous-vêtement.',
        '<strong>Fuites moyennes, personne autonome</strong> : culottes absorbantes qui s’enfilent comme un sous-vêtement.',
        '<strong>Fuites importantes ou personne alitée</strong> : changes complets à attaches, plus faciles à mettre en position allongée.',
        '<strong>La nuit</strong> : des protections plus absorbantes évitent de réveiller la personne.',
      ),
      p(
        'La taille se choisit d’après le tour de taille ou de hanches, pas d’après la taille de vêtements. Une protection trop grande fuit, une protection trop petite serre et irrite.',
      ),
      h2('Préserver la peau'),
      ul(
        'Changer la protection dès qu’elle est mouillée ou souillée.',
        'Nettoyer avec un produit doux, rincer si nécessaire et sécher en tamponnant.',
        'Appliquer si besoin une crème protectrice en fine couche.',
        'Surveiller l’apparition de rougeurs et les signaler à un soignant.',
      ),
      quote(
        'Réduire ses boissons pour limiter les fuites est une fausse bonne idée : une urine trop concentrée irrite la vessie et la peau. Buvez régulièrement, sauf avis médical contraire.',
      ),
      h2('Respecter l’intimité'),
      p(
        'Pour un proche aidant, les changes sont un moment délicat. Fermez la porte, expliquez chaque geste, laissez la personne faire ce qu’elle peut faire seule et choisissez des mots simples et respectueux. Ces attentions comptent autant que le choix du produit.',
      ),
      p(
        'Dans nos magasins, nos conseillers vous reçoivent en toute discrétion pour vous aider à trouver la protection adaptée et vous remettre des échantillons.',
      ),
    ),
    seo_titre: 'Incontinence : conseils pour le quotidien',
    seo_description:
      'Consulter, choisir la bonne protection, préserver la peau et l’intimité : nos conseils pour vivre l’incontinence au quotidien avec dignité.',
    daysAgo: 75,
    imageHue: 300,
    icon: 'diaper',
    galleryCount: 1,
  },
  {
    titre: 'Automesure de la tension artérielle : mode d’emploi',
    nom_auteur: 'Dr Karim Trabelsi',
    statut: 'publie',
    extrait:
      'Mesurer sa tension chez soi aide le médecin à mieux suivre l’hypertension, à condition de respecter quelques règles. La règle des 3 expliquée simplement.',
    contenu_html: html(
      p(
        'La tension mesurée au cabinet médical est parfois plus élevée qu’à la maison, sous l’effet du stress : c’est l’« effet blouse blanche ». À l’inverse, certaines hypertensions passent inaperçues en consultation. L’<strong>automesure</strong> à domicile apporte au médecin des informations précieuses pour poser un diagnostic ou ajuster un traitement.',
      ),
      h2('Choisir le bon appareil'),
      ul(
        'Préférez un <strong>tensiomètre électronique au bras</strong>, plus fiable que les modèles au poignet pour la plupart des personnes.',
        'Choisissez un modèle dont la validation clinique est documentée ; votre pharmacien ou votre médecin peut vous orienter.',
        'Vérifiez que le brassard correspond au tour de votre bras : un brassard trop petit surestime la tension.',
      ),
      h2('La règle des 3'),
      p(
        'Les recommandations proposent généralement le protocole suivant, sauf consigne différente de votre médecin :',
      ),
      ul(
        '<strong>3 mesures le matin</strong>, avant le petit-déjeuner et la prise des médicaments ;',
        '<strong>3 mesures le soir</strong>, avant le coucher ;',
        '<strong>pendant 3 jours</strong> consécutifs ;',
        'en espaçant chaque mesure d’une à deux minutes.',
      ),
      h2('Les bonnes conditions de mesure'),
      ul(
        'Assis, le dos appuyé, les pieds à plat au sol, les jambes non croisées.',
        'Au repos depuis au moins cinq minutes, sans avoir fumé, bu de café ni fait d’effort dans la demi-heure précédente.',
        'Le brassard posé sur la peau nue, à hauteur du cœur, le bras reposant sur une table.',
        'Sans parler ni bouger pendant la mesure.',
      ),
      h2('Noter et transmettre les résultats'),
      p(
        'Notez <strong>toutes les valeurs</strong>, même celles qui vous semblent anormales, avec la date et l’heure, ou utilisez la mémoire de l’appareil. Apportez ce relevé à votre prochain rendez-vous. Inutile en revanche de mesurer sa tension plusieurs fois par jour en dehors des séries demandées : cela entretient souvent l’inquiétude sans apporter d’information utile.',
      ),
      quote(
        'Seul votre médecin peut interpréter ces chiffres. Ne modifiez jamais votre traitement de vous-même sur la base d’une mesure.',
      ),
      p(
        'À titre indicatif, les seuils retenus en automesure sont plus bas qu’au cabinet. En cas de valeurs très élevées accompagnées de maux de tête intenses, de troubles de la vue, d’une douleur dans la poitrine ou d’une faiblesse d’un côté du corps, appelez immédiatement le SAMU au 190.',
      ),
    ),
    seo_titre: 'Automesure tensionnelle : la règle des 3',
    seo_description:
      'Choisir son tensiomètre, respecter la règle des 3, bien se positionner : comment mesurer sa tension artérielle à domicile de façon fiable.',
    daysAgo: 96,
    imageHue: 350,
    icon: 'monitor',
    galleryCount: 1,
  },
  {
    titre: 'Prévenir les chutes chez la personne âgée',
    nom_auteur: 'Amira Jaziri',
    statut: 'publie',
    extrait:
      'Aménager le logement, rester actif, bien choisir ses aides à la marche : des mesures simples réduisent nettement le risque de chute.',
    contenu_html: html(
      p(
        'Les chutes sont fréquentes après 65 ans et leurs conséquences peuvent être lourdes : fractures, perte de confiance, renoncement aux sorties. Beaucoup peuvent pourtant être évitées grâce à quelques aménagements et à de bonnes habitudes.',
      ),
      h2('Sécuriser le logement'),
      ul(
        'Retirer ou fixer les tapis, ranger les fils électriques qui traversent les passages.',
        'Éclairer suffisamment, avec une veilleuse sur le trajet entre la chambre et les toilettes.',
        'Installer des <strong>barres d’appui</strong> dans la douche et près des toilettes, et un tapis antidérapant.',
        'Ranger les objets du quotidien à hauteur de main pour éviter les escabeaux.',
        'Garder un téléphone à portée de main, y compris la nuit.',
      ),
      h2('Prendre soin de sa santé'),
      ul(
        'Faire contrôler régulièrement sa vue.',
        'Demander au médecin de faire le point sur les médicaments : certains favorisent les vertiges ou la somnolence.',
        'Se lever progressivement, en restant assis quelques instants au bord du lit.',
        'Porter des chaussures fermées, stables, à semelle antidérapante, plutôt que des mules.',
      ),
      h2('Rester actif'),
      p(
        'L’activité physique entretient la force des jambes et l’équilibre. La marche quotidienne, adaptée à ses capacités, et des exercices d’équilibre proposés par un kinésithérapeute sont parmi les mesures les plus efficaces. Renoncer à bouger par peur de tomber affaiblit au contraire les muscles et augmente le risque.',
      ),
      h2('Bien utiliser une aide à la marche'),
      p(
        'Canne, déambulateur ou rollator doivent être <strong>réglés à la bonne hauteur</strong> : la poignée arrive au niveau du pli du poignet quand le bras pend le long du corps. Une canne se tient généralement du côté opposé à la jambe douloureuse. Faites-vous conseiller par un kinésithérapeute pour choisir l’aide adaptée.',
      ),
      h2('Savoir se relever'),
      quote(
        'Après une chute, ne vous relevez pas brusquement. Tournez-vous sur le côté, mettez-vous à quatre pattes, puis appuyez-vous sur un meuble stable pour vous redresser. Si vous avez mal ou ne pouvez pas vous relever, appelez à l’aide.',
      ),
      p(
        'Apprendre ce geste avec un kinésithérapeute, quand tout va bien, rassure beaucoup. Et si une chute survient, parlez-en à votre médecin même sans blessure apparente.',
      ),
    ),
    seo_titre: 'Prévenir les chutes des seniors',
    seo_description:
      'Aménagement du logement, santé, activité physique, aides à la marche : les mesures simples pour prévenir les chutes chez la personne âgée.',
    daysAgo: 130,
    imageHue: 60,
    icon: 'walker',
    galleryCount: 2,
  },
  {
    titre: 'Retour à domicile après une hospitalisation : bien s’organiser',
    nom_auteur: 'Sonia Ben Amor',
    statut: 'publie',
    extrait:
      'Un retour à la maison se prépare avant la sortie : matériel, soins, médicaments, aide des proches. Notre liste pour ne rien oublier.',
    contenu_html: html(
      p(
        'Rentrer chez soi après une hospitalisation est un soulagement, mais aussi une période fragile. La fatigue, un traitement nouveau ou une mobilité réduite demandent une organisation différente. Plus le retour est préparé tôt, plus il se passe sereinement.',
      ),
      h2('Avant la sortie : poser les bonnes questions'),
      p('N’hésitez pas à interroger l’équipe du service quelques jours avant la date prévue :'),
      ul(
        'Quels soins seront nécessaires à domicile (pansements, injections, kinésithérapie) ?',
        'Quel matériel faut-il prévoir, et existe-t-il une prescription ?',
        'Quels rendez-vous de suivi sont programmés ?',
        'Quels signes doivent amener à consulter ou à rappeler le service ?',
      ),
      h2('Préparer le logement'),
      p(
        'Selon la situation, certains équipements facilitent grandement les premières semaines : <strong>lit médicalisé</strong>, fauteuil roulant ou déambulateur, chaise percée, rehausse de toilettes, siège de douche. Pensez aussi à dégager les passages et à installer la chambre au rez-de-chaussée si les escaliers sont difficiles.',
      ),
      p(
        'Contactez-nous dès que la date de sortie est connue : nous pouvons <strong>livrer et installer le matériel avant le retour</strong>, en location pour une durée adaptée.',
      ),
      h2('Organiser les soins et les médicaments'),
      ul(
        'Faire préparer l’ordonnance en pharmacie dès la sortie.',
        'Utiliser un pilulier pour éviter les oublis et les erreurs.',
        'Prendre rendez-vous avec l’infirmier ou le kinésithérapeute si besoin.',
        'Garder le compte rendu d’hospitalisation à portée de main pour le médecin traitant.',
      ),
      h2('S’appuyer sur l’entourage'),
      p(
        'Courses, repas, ménage, présence la nuit : répartissez les tâches entre proches et acceptez l’aide proposée. Les aidants doivent aussi se ménager ; s’épuiser n’aide personne.',
      ),
      h2('Les premiers jours à la maison'),
      p(
        'La fatigue est normale après un séjour à l’hôpital. Alternez repos et petits moments d’activité, levez-vous progressivement et reprenez la marche selon les conseils de l’équipe soignante. Veillez à bien boire et à manger suffisamment, même si l’appétit tarde à revenir : une alimentation correcte aide à récupérer des forces.',
      ),
      quote(
        'En cas de fièvre, de douleur inhabituelle, de saignement, d’essoufflement ou de confusion, contactez sans attendre votre médecin ou le service hospitalier. En cas d’urgence, appelez le SAMU au 190.',
      ),
      p(
        'Nos conseillers connaissent bien ces situations : n’hésitez pas à les appeler ou à passer dans l’un de nos magasins pour établir ensemble la liste du matériel utile.',
      ),
    ),
    seo_titre: 'Sortie d’hôpital : préparer le retour à domicile',
    seo_description:
      'Questions à poser, matériel à prévoir, médicaments, aide des proches : notre liste pour organiser sereinement un retour à domicile après l’hôpital.',
    daysAgo: 165,
    imageHue: 140,
    icon: 'heart',
    galleryCount: 1,
  },
  {
    titre: 'Notre astreinte oxygénothérapie 24h/24 et 7j/7',
    nom_auteur: 'Mehdi Gharbi',
    statut: 'publie',
    extrait:
      'Une panne de concentrateur n’attend pas les heures d’ouverture. Comment fonctionne notre astreinte technique, et les vérifications à faire avant d’appeler.',
    contenu_html: html(
      p(
        'Pour un patient sous oxygène, une panne d’appareil en pleine nuit ou un dimanche est source d’angoisse. C’est pourquoi nous assurons, pour tous les patients que nous équipons en oxygénothérapie, une <strong>astreinte technique 24h/24 et 7j/7</strong>, y compris les jours fériés.',
      ),
      h2('À quoi sert l’astreinte ?'),
      p('Un technicien de permanence répond à vos appels pour :'),
      ul(
        'une alarme du concentrateur qui ne s’arrête pas ;',
        'un appareil qui ne démarre plus ou ne délivre plus d’oxygène ;',
        'un problème de bouteille de secours ;',
        'toute question technique urgente sur votre matériel.',
      ),
      p(
        'Si le problème ne peut pas être résolu par téléphone, un technicien se déplace ou remplace l’appareil.',
      ),
      h2('Avant d’appeler : quelques vérifications'),
      ul(
        'La prise est-elle bien branchée, et y a-t-il du courant dans la maison ?',
        'L’interrupteur de l’appareil est-il en marche ?',
        'La tubulure n’est-elle pas pliée, écrasée ou débranchée ?',
        'Le bouchon de l’humidificateur est-il bien vissé ?',
        'Le filtre est-il propre et l’appareil suffisamment éloigné du mur ?',
      ),
      p(
        'En attendant, si l’appareil ne fonctionne plus, <strong>passez sur la bouteille de secours</strong> au débit prescrit, comme expliqué lors de l’installation.',
      ),
      quote(
        'L’astreinte est un service technique. Si vous ou votre proche avez du mal à respirer, si les lèvres bleuissent ou en cas de malaise, appelez immédiatement le SAMU au 190.',
      ),
      h2('Que se passe-t-il après votre appel ?'),
      p(
        'Le technicien vous pose quelques questions pour comprendre la situation : message affiché, voyant allumé, bruit inhabituel, depuis quand le problème dure. Il vous guide si besoin pas à pas pour un contrôle simple. Si l’appareil doit être remplacé, il convient avec vous d’un délai d’intervention et s’assure que vous disposez d’assez d’oxygène dans la bouteille de secours en attendant.',
      ),
      h2('Prévenir plutôt que guérir'),
      ul(
        'Faites réaliser les visites d’entretien prévues et signalez tout changement de bruit ou de fonctionnement.',
        'Vérifiez de temps en temps le niveau de la bouteille de secours et prévenez-nous avant qu’elle ne soit vide.',
        'Informez-nous si vous changez d’adresse, partez quelques jours ou si votre prescription évolue.',
      ),
      h2('Un service pensé pour la tranquillité'),
      p(
        'Présents à Tunis depuis 1977, nous savons combien la continuité de l’oxygénothérapie est essentielle. Le numéro d’astreinte vous est remis lors de l’installation et figure sur l’appareil. Gardez-le près du téléphone et communiquez-le à vos proches.',
      ),
    ),
    seo_titre: 'Astreinte oxygène 24h/24 et 7j/7 à Tunis',
    seo_description:
      'Notre astreinte technique répond jour et nuit aux patients sous oxygénothérapie. Fonctionnement et vérifications à faire avant d’appeler.',
    daysAgo: 8,
    imageHue: 190,
    icon: 'oxygen',
    galleryCount: 1,
  },
  {
    titre: 'Nos deux magasins de Tunis vous accueillent',
    nom_auteur: null,
    statut: 'publie',
    extrait:
      'Essayer un fauteuil, comparer des lits, demander conseil : nos deux magasins de Tunis vous reçoivent avec ou sans rendez-vous.',
    contenu_html: html(
      p(
        'Depuis 1977, nous accompagnons les patients, leurs familles et les professionnels de santé dans le choix de leur matériel médical. Aujourd’hui, <strong>deux magasins à Tunis</strong> vous accueillent pour voir, toucher et essayer avant de vous décider.',
      ),
      h2('Pourquoi venir en magasin ?'),
      p(
        'Un fauteuil roulant, un déambulateur ou un fauteuil releveur ne se choisissent pas sur photo. En magasin, vous pouvez :',
      ),
      ul(
        '<strong>essayer</strong> plusieurs modèles de fauteuils, d’aides à la marche et de fauteuils releveurs ;',
        'faire <strong>régler</strong> la hauteur d’une canne ou d’un déambulateur ;',
        'comparer les matelas et coussins anti-escarres ;',
        'découvrir les aides à la toilette et à la vie quotidienne ;',
        'repartir avec des échantillons de protections pour l’incontinence.',
      ),
      h2('Des conseillers à votre écoute'),
      p(
        'Nos équipes prennent le temps de comprendre votre situation : pathologie, logement, aide disponible, budget. Elles vous orientent vers la solution la plus adaptée, à l’achat ou à la location, et vous expliquent l’utilisation et l’entretien du matériel.',
      ),
      h2('Vente, location et livraison'),
      p(
        'Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène, matelas à air : une grande partie de notre matériel est disponible <strong>à la location</strong>. Nous livrons et installons à domicile à Tunis et dans ses environs.',
      ),
      h2('Après l’achat, nous restons à vos côtés'),
      p(
        'Une question sur un réglage, un accessoire à remplacer, un matériel qui ne convient plus ? Revenez nous voir ou appelez-nous : nos équipes assurent le suivi du matériel vendu ou loué, et les patients sous oxygénothérapie bénéficient de notre astreinte technique 24h/24 et 7j/7.',
      ),
      p(
        'Nous accueillons aussi volontiers les aidants, qui viennent souvent seuls préparer l’arrivée d’un proche à la maison. N’hésitez pas à apporter les mesures de la pièce, des portes ou de la salle de bains : elles nous aident à vous conseiller le matériel qui trouvera vraiment sa place chez vous.',
      ),
      h2('Un espace pour les professionnels'),
      p(
        'Médecins, infirmiers, kinésithérapeutes et établissements de santé trouvent en magasin notre gamme de matériel professionnel : diagnostic, mobilier médical et consommables, avec <strong>10 % de remise toute l’année</strong>.',
      ),
      quote(
        'Adresses, horaires et plan d’accès de nos deux magasins sont indiqués sur la page Contact. Nous serons heureux de vous y accueillir.',
      ),
    ),
    seo_titre: 'Nos magasins de matériel médical à Tunis',
    seo_description:
      'Deux magasins à Tunis pour essayer fauteuils, lits et aides à la marche, avec conseils, location et livraison à domicile. Présents depuis 1977.',
    daysAgo: 2,
    imageHue: 30,
    icon: 'shop',
    galleryCount: 3,
  },
  {
    titre: 'Professionnels de santé : -10 % toute l’année sur le matériel médical',
    nom_auteur: 'Nadia Chaabane',
    statut: 'publie',
    extrait:
      'Médecins, infirmiers, kinésithérapeutes, cliniques : profitez d’une remise permanente de 10 % sur notre gamme de matériel médical professionnel.',
    contenu_html: html(
      p(
        'Équiper un cabinet, renouveler un appareil de diagnostic ou réapprovisionner ses consommables représente un budget important. Pour accompagner les professionnels de santé, nous appliquons une <strong>remise de 10 % toute l’année</strong> sur notre gamme de matériel médical professionnel.',
      ),
      h2('Qui peut en bénéficier ?'),
      ul(
        'les médecins généralistes et spécialistes ;',
        'les infirmiers et infirmières ;',
        'les kinésithérapeutes, sages-femmes et autres professionnels paramédicaux ;',
        'les cliniques, centres de soins et établissements médico-sociaux.',
      ),
      p(
        'Il suffit de présenter un <strong>justificatif professionnel</strong> lors de votre premier achat en magasin ou de le joindre à votre demande de devis.',
      ),
      h2('Les produits concernés'),
      ul(
        '<strong>Diagnostic</strong> : tensiomètres, stéthoscopes, otoscopes, thermomètres, électrocardiographes.',
        '<strong>Mobilier médical</strong> : divans d’examen, chariots de soins, tabourets, paravents.',
        '<strong>Consommables</strong> : gants, compresses, seringues, draps d’examen.',
      ),
      h2('Devis et équipement complet'),
      p(
        'Vous ouvrez ou rénovez un cabinet ? Nos conseillers établissent un devis global et vous aident à choisir un matériel adapté à votre pratique et à votre espace. Les équipements volumineux sont livrés et installés.',
      ),
      h2('Pourquoi cette remise permanente ?'),
      p(
        'Présents depuis 1977, nous travaillons chaque jour avec les médecins, les infirmiers et les établissements qui orientent leurs patients vers nous. Plutôt que des promotions ponctuelles, nous avons choisi un avantage simple et durable, qui permet de planifier ses achats sereinement tout au long de l’année.',
      ),
      p(
        'Vous pouvez également nous confier les commandes régulières de consommables de votre cabinet : nous préparons vos produits habituels et vous prévenons lorsqu’ils sont disponibles au retrait dans le magasin de votre choix, ou convenons avec vous d’une livraison pour les volumes importants.',
      ),
      h2('Maintenance et suivi'),
      p(
        'Parce qu’un appareil de diagnostic doit rester fiable, nous vous orientons pour la vérification périodique de vos appareils et la fourniture des pièces d’usure : brassards, embouts, spéculums, papier d’impression.',
      ),
      quote(
        'La remise s’applique sur les prix affichés du matériel professionnel, toute l’année, sans minimum d’achat.',
      ),
      p(
        'Pour toute demande, passez dans l’un de nos deux magasins de Tunis ou utilisez le formulaire de contact. Précisez votre spécialité et le matériel recherché : nous vous répondrons avec une proposition adaptée, les délais de disponibilité et, si nécessaire, des alternatives pour respecter votre budget.',
      ),
    ),
    seo_titre: null,
    seo_description: null,
    daysAgo: 210,
    imageHue: 200,
    icon: 'stethoscope',
    galleryCount: 1,
  },
  {
    titre: 'Bien choisir son déambulateur ou sa canne',
    nom_auteur: 'Amira Jaziri',
    statut: 'brouillon',
    extrait: null,
    contenu_html: html(
      p(
        'Une aide à la marche bien choisie redonne de l’assurance et permet de rester actif. Mal adaptée ou mal réglée, elle peut au contraire déséquilibrer. Le choix se fait idéalement avec un kinésithérapeute ou le médecin, en fonction de l’équilibre, de la force et des déplacements habituels.',
      ),
      h2('Les cannes'),
      ul(
        '<strong>Canne simple</strong> : pour un léger besoin d’appui ou pour se rassurer à l’extérieur.',
        '<strong>Canne tripode ou quadripode</strong> : base plus large et plus stable, elle tient debout seule.',
        '<strong>Cannes anglaises</strong> : elles permettent de décharger une jambe, souvent après une blessure ou une opération, selon les consignes du chirurgien.',
      ),
      p(
        'Une canne simple se tient en général du <strong>côté opposé à la jambe douloureuse</strong> : elle avance en même temps que celle-ci.',
      ),
      h2('Les déambulateurs'),
      ul(
        '<strong>Cadre de marche fixe</strong> : le plus stable, il se soulève à chaque pas. Utile en rééducation, mais plus lent.',
        '<strong>Déambulateur à deux roues</strong> : il glisse vers l’avant sans être soulevé, tout en restant stable grâce aux patins arrière.',
        '<strong>Rollator à quatre roues</strong> : pour marcher plus loin à l’extérieur, avec freins, siège pour se reposer et panier.',
      ),
      p(
        'Le rollator demande de savoir utiliser les freins : il convient aux personnes qui ont un équilibre correct mais se fatiguent vite.',
      ),
      h2('Le bon réglage'),
      p(
        'Debout, bras le long du corps, la poignée doit arriver au niveau du <strong>pli du poignet</strong>. Le coude est alors légèrement fléchi lorsque l’on tient la poignée. Trop haute, l’aide fatigue les épaules ; trop basse, elle fait pencher en avant.',
      ),
      h2('Vérifier régulièrement'),
      ul(
        'Remplacer les embouts en caoutchouc usés, qui deviennent glissants.',
        'Contrôler le serrage des réglages et l’efficacité des freins.',
        'Garder le passage dégagé à la maison, car un déambulateur demande de l’espace.',
      ),
      h2('Location ou achat ?'),
      p(
        'Après une opération ou une fracture, le besoin est souvent temporaire : la location d’un cadre de marche ou de cannes anglaises pendant la durée de la rééducation est alors une solution économique. Pour un usage durable, l’achat permet de choisir un modèle parfaitement adapté à sa taille et à ses habitudes.',
      ),
      quote(
        'Dans nos magasins, vous pouvez essayer les différents modèles et repartir avec une aide réglée à votre taille.',
      ),
    ),
    seo_titre: null,
    seo_description: null,
    daysAgo: 5,
    imageHue: 70,
    icon: 'walker',
    galleryCount: 0,
  },
  {
    titre: 'Fauteuil releveur : pour qui, pour quoi ?',
    nom_auteur: 'Sonia Ben Amor',
    statut: 'brouillon',
    extrait:
      'Se lever d’un fauteuil devient difficile ? Le fauteuil releveur accompagne le mouvement en douceur. À qui s’adresse-t-il et comment le choisir ?',
    contenu_html: html(
      p(
        'Arthrose des genoux ou des hanches, faiblesse musculaire, suites d’une opération : pour beaucoup de personnes, le simple fait de se lever d’un fauteuil devient un effort pénible, voire risqué. Le fauteuil releveur électrique apporte une aide précieuse au quotidien.',
      ),
      h2('Comment fonctionne-t-il ?'),
      p(
        'Un moteur soulève et incline progressivement l’assise vers l’avant, jusqu’à amener la personne presque debout. Il suffit alors de prendre appui sur les accoudoirs pour terminer le mouvement. Le même mécanisme permet de s’asseoir doucement et de passer en position de repos.',
      ),
      h2('Un ou deux moteurs ?'),
      ul(
        '<strong>Un moteur</strong> : le dossier et le repose-jambes bougent ensemble. Simple à utiliser, il convient à la plupart des besoins.',
        '<strong>Deux moteurs</strong> : dossier et repose-jambes se règlent séparément, par exemple pour surélever les jambes en gardant le dos droit.',
      ),
      h2('Les bonnes dimensions'),
      p(
        'Comme pour un fauteuil roulant, les dimensions comptent : assis au fond du siège, les pieds doivent reposer à plat au sol et les cuisses être soutenues sans appui sous le genou. Une assise trop large n’offre pas de maintien latéral ; trop étroite, elle devient inconfortable. Pensez aussi à la charge maximale admise.',
      ),
      h2('Quelques précautions'),
      ul(
        'Le fauteuil releveur <strong>accompagne</strong> le lever, il ne remplace pas la rééducation : continuez à bouger et à marcher autant que possible.',
        'Pour les personnes qui restent assises très longtemps, un coussin adapté peut être nécessaire ; demandez l’avis de l’équipe soignante.',
        'Une batterie de secours permet de revenir en position assise en cas de coupure de courant.',
        'Gardez la télécommande à portée de main, dans la pochette latérale.',
      ),
      h2('Entretien'),
      p(
        'Un revêtement en microfibre ou en simili-cuir se nettoie facilement avec un chiffon humide. Vérifiez de temps en temps que le câble d’alimentation n’est pas coincé sous le mécanisme et que rien ne gêne le mouvement du repose-jambes, notamment les pieds d’un enfant ou un animal domestique.',
      ),
      h2('Essayer avant de choisir'),
      p(
        'Le confort d’un fauteuil est très personnel. Nous vous invitons à en essayer plusieurs dans l’un de nos deux magasins de Tunis. Certains modèles sont également disponibles en location, pour tester la solution à domicile.',
      ),
    ),
    seo_titre: 'Fauteuil releveur : bien le choisir',
    seo_description: null,
    daysAgo: 17,
    imageHue: 25,
    icon: 'chair',
    galleryCount: 0,
  },
  {
    titre: 'Sécuriser la salle de bains : les aides à la toilette',
    nom_auteur: 'Amira Jaziri',
    statut: 'brouillon',
    extrait: null,
    contenu_html: html(
      p(
        'Sol mouillé, rebord de baignoire, toilettes trop basses : la salle de bains est l’une des pièces où l’on tombe le plus. Quelques équipements simples permettent de continuer à faire sa toilette seul, ou d’aider un proche, en toute sécurité.',
      ),
      h2('Des points d’appui solides'),
      p(
        'Les <strong>barres d’appui</strong> se fixent près de la douche, de la baignoire et des toilettes. Elles doivent être vissées dans un mur capable de supporter le poids d’une personne. Un porte-serviettes ou un lavabo ne sont pas faits pour servir d’appui.',
      ),
      h2('Se laver assis'),
      ul(
        '<strong>Siège de douche</strong> mural rabattable ou tabouret à pieds antidérapants : se doucher assis limite la fatigue et les pertes d’équilibre.',
        '<strong>Planche de bain</strong> : posée sur la baignoire, elle permet d’entrer en position assise puis de passer les jambes une à une.',
        '<strong>Douche à l’italienne</strong> : lorsque des travaux sont envisageables, supprimer le rebord de la baignoire est la solution la plus sûre à long terme.',
      ),
      h2('Faciliter l’utilisation des toilettes'),
      p(
        'Une <strong>rehausse WC</strong> avec accoudoirs réduit l’effort pour s’asseoir et se relever, et elle est souvent recommandée après une prothèse de hanche. La nuit, une chaise percée près du lit évite un trajet à risque.',
      ),
      h2('Les bons réflexes'),
      ul(
        'Poser un tapis antidérapant dans la douche et un tapis absorbant à la sortie.',
        'Régler l’eau chaude à une température modérée pour éviter les brûlures, surtout si la sensibilité est diminuée.',
        'Prévoir un bon éclairage et une veilleuse pour la nuit.',
        'Préparer serviette et vêtements à portée de main avant de commencer.',
        'Laisser la porte déverrouillée ou équipée d’un verrou ouvrable de l’extérieur.',
      ),
      h2('Aider un proche pendant la toilette'),
      p(
        'Laissez la personne faire seule tout ce qu’elle peut faire, même si cela prend plus de temps : c’est une façon de préserver son autonomie et sa dignité. Préparez la pièce à l’avance, gardez-la à bonne température et proposez votre aide plutôt que de l’imposer.',
      ),
      h2('Se faire conseiller'),
      p(
        'Un ergothérapeute peut évaluer le logement et proposer les aménagements les plus utiles. Dans nos magasins, nous vous présentons les différentes aides à la toilette et vous aidons à choisir celles qui correspondent à votre salle de bains.',
      ),
    ),
    seo_titre: null,
    seo_description: null,
    daysAgo: 33,
    imageHue: 115,
    icon: 'article',
    galleryCount: 0,
  },
  {
    titre: 'Faites réviser votre fauteuil roulant avant la rentrée',
    nom_auteur: null,
    statut: 'archive',
    extrait:
      'Pneus, freins, toile d’assise, coussin : un fauteuil roulant bien entretenu est plus sûr et plus confortable. Nos conseils de vérification.',
    contenu_html: html(
      p(
        'Un fauteuil roulant utilisé tous les jours s’use, souvent sans que l’on s’en aperçoive : freins moins efficaces, pneus dégonflés, toile détendue. Ces petites dérives rendent la propulsion plus fatigante et peuvent devenir dangereuses. La rentrée est un bon moment pour faire le point.',
      ),
      h2('Les vérifications à faire soi-même'),
      ul(
        '<strong>Pneus</strong> : un pneu sous-gonflé rend le fauteuil plus lourd à pousser et diminue l’efficacité des freins. Respectez la pression indiquée sur le flanc.',
        '<strong>Freins</strong> : ils doivent bloquer complètement la roue, sur un sol plat comme en légère pente.',
        '<strong>Roues avant</strong> : elles doivent tourner librement, sans jeu ni cheveux enroulés autour de l’axe.',
        '<strong>Toile d’assise et de dossier</strong> : une toile détendue crée une mauvaise posture ; elle se remplace facilement.',
        '<strong>Repose-pieds et accoudoirs</strong> : vérifiez qu’ils se verrouillent correctement.',
      ),
      h2('Le coussin, un élément à surveiller'),
      p(
        'Un coussin en mousse s’affaisse avec le temps et perd ses qualités. Un coussin à air doit être contrôlé régulièrement : glissez la main sous les fesses de la personne assise pour vérifier qu’elle ne touche pas le fond. En cas de doute, demandez conseil à l’équipe soignante ou à nos conseillers.',
      ),
      h2('Le nettoyage'),
      p(
        'Nettoyez le châssis à l’eau savonneuse, séchez soigneusement et évitez le jet à haute pression, qui chasse la graisse des roulements. La housse du coussin se lave selon les consignes du fabricant.',
      ),
      h2('La révision en atelier'),
      p(
        'Au moins une fois par an, ou plus souvent en cas d’usage intensif, une révision complète permet de contrôler les roulements, les rayons, le pliage et l’ensemble des fixations. Pour les fauteuils électriques, l’état de la batterie et de l’électronique est également vérifié.',
      ),
      quote(
        'Un bruit inhabituel, un fauteuil qui tire d’un côté ou un frein qui accroche sont autant de signes qu’une intervention est nécessaire.',
      ),
      p(
        'Nos ateliers révisent les fauteuils roulants manuels et électriques. Pendant l’intervention, un fauteuil de prêt peut vous être proposé selon les disponibilités. Pensez à apporter le coussin et les accessoires habituels, afin que nous puissions vérifier l’ensemble et vous rendre un fauteuil prêt à l’emploi.',
      ),
    ),
    seo_titre: null,
    seo_description: null,
    daysAgo: 400,
    imageHue: 230,
    icon: 'wheelchair',
    galleryCount: 2,
  },
];
