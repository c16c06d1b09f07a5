import { CardGrid, IconCard } from '#app/components/icon-card.tsx';
import { Section } from '#app/components/section.tsx';

/** What can be rented (SPEC §1: comfort, home care, mobility; §2 "Rental presentation"). */
const equipment = [
  {
    name: 'Lits médicalisés',
    text: 'Électriques, à hauteur variable, avec barrières et potence : le confort du patient et le dos des aidants préservés.',
  },
  {
    name: 'Matelas anti-escarres',
    text: 'À air motorisés ou en mousse viscoélastique, choisis selon le niveau de risque évalué par le soignant.',
  },
  {
    name: 'Fauteuils roulants',
    text: 'Manuels ou électriques, standard ou de confort, pour une convalescence comme pour un besoin durable.',
  },
  {
    name: 'Concentrateurs d’oxygène',
    text: 'Fixes ou portables, sur prescription médicale, avec l’astreinte 24h/24 de nos techniciens.',
  },
  {
    name: 'Aides à la marche',
    text: 'Déambulateurs, rollators, cannes et béquilles pour retrouver son autonomie en sécurité.',
  },
  {
    name: 'Lève-personnes',
    text: 'Pour des transferts du lit au fauteuil sûrs pour le patient et sans effort excessif pour l’aidant.',
  },
  {
    name: 'Appareils respiratoires',
    text: 'Appareils de pression positive continue (PPC) et nébuliseurs, sur prescription médicale.',
  },
  {
    name: 'Aides au quotidien',
    text: 'Tables de lit, chaises garde-robe, fauteuils de repos : l’essentiel pour vivre mieux à domicile.',
  },
] as const;

/** SPEC §2 "Rental": how a rental goes, from the first call to the return of the equipment. */
const steps = [
  {
    title: 'Conseil et devis',
    text: 'Appelez-nous, écrivez-nous ou venez en magasin : nous évaluons le besoin avec vous, ordonnance à l’appui si le matériel est prescrit, et vous remettons un devis détaillé.',
  },
  {
    title: 'Livraison',
    text: 'Nous convenons d’un créneau et livrons le matériel à domicile, ou le préparons pour la sortie d’hospitalisation du patient.',
  },
  {
    title: 'Installation et prise en main',
    text: 'Le technicien installe et règle l’équipement, vérifie son bon fonctionnement et en explique l’utilisation et l’entretien au patient et à ses proches.',
  },
  {
    title: 'Suivi et maintenance',
    text: 'Pendant toute la location, nous assurons l’entretien et le dépannage ; pour l’oxygénothérapie, notre astreinte répond 24h/24 et 7j/7.',
  },
  {
    title: 'Restitution',
    text: 'Quand vous n’en avez plus besoin, nous reprenons le matériel chez vous. Il est nettoyé, désinfecté et contrôlé avant toute nouvelle location.',
  },
] as const;

export function RentalEquipment() {
  return (
    <Section
      className="bg-white"
      id="materiel-location"
      eyebrow="À louer"
      title="Le matériel disponible à la location"
      lead="Retour d’hospitalisation, convalescence, perte d’autonomie ou fin de vie à domicile : la location vous donne accès rapidement à un équipement adapté, sans l’acheter."
    >
      <CardGrid className="sm:grid-cols-2 lg:grid-cols-4">
        {equipment.map((item) => (
          <IconCard
            key={item.name}
            title={item.name}
            text={item.text}
            className="rounded-xl border border-slate-200 bg-slate-50 p-6"
          />
        ))}
      </CardGrid>
    </Section>
  );
}

export function RentalSteps() {
  return (
    <Section
      className="bg-slate-50"
      id="deroulement-location"
      eyebrow="Comment ça marche"
      title="Une location en cinq étapes"
    >
      <CardGrid as="ol" className="md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <IconCard
            key={step.title}
            badge={
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
              >
                {index + 1}
              </span>
            }
            title={step.title}
            text={step.text}
            className="rounded-xl border border-slate-200 bg-white p-6"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
