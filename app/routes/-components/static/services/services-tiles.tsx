import { Section } from '#app/components/section.tsx';
import { type ServiceTile, ServiceTileList } from '#app/components/service-tiles.tsx';
import { site } from '#config';

const tiles: readonly ServiceTile[] = [
  {
    to: '/location-materiel',
    icon: 'truck',
    title: 'Location de matériel médical',
    text: 'Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène : livrés, installés et entretenus par nos techniciens.',
  },
  {
    to: '/contact',
    icon: 'callback',
    title: 'Être rappelé',
    text: 'Décrivez votre besoin dans le formulaire de contact : un conseiller vous rappelle pour vous orienter ou établir un devis.',
  },
  {
    to: '/magasins',
    icon: 'shop',
    title: 'Nos magasins',
    text: 'Deux magasins à Tunis pour voir, essayer le matériel et être conseillé sur place.',
  },
  {
    icon: 'phone',
    title: 'Appeler le service client',
    text: `Un conseiller vous répond au ${site.phone} aux heures d’ouverture.`,
  },
];

/** SPEC §2 "Services": exactly four tiles, three pages and the customer-service phone. */
export function ServicesTiles() {
  return (
    <Section
      className="bg-white"
      id="services-essentiels"
      eyebrow="À votre service"
      title="Nos services essentiels"
      lead="Que vous soyez patient, proche aidant ou professionnel de santé, nous vous accompagnons du choix du matériel jusqu’à son utilisation au quotidien."
    >
      <ServiceTileList tiles={tiles} rounded="xl" />
    </Section>
  );
}
