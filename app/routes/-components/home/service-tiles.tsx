import { Section } from '#app/components/section.tsx';
import { type ServiceTile, ServiceTileList } from '#app/components/service-tiles.tsx';
import { site } from '#config';

const tiles: readonly ServiceTile[] = [
  {
    to: '/location-materiel',
    icon: 'truck',
    title: 'Location de matériel',
    text: 'Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène : livrés et installés chez vous.',
  },
  {
    to: '/contact',
    icon: 'callback',
    title: 'Être rappelé',
    text: 'Laissez-nous vos coordonnées : un conseiller vous rappelle rapidement.',
  },
  {
    to: '/magasins',
    icon: 'shop',
    title: 'Nos magasins',
    text: 'Venez voir, essayer et être conseillé sur place, dans nos magasins de Tunis.',
  },
  { icon: 'phone', title: 'Appelez-nous', text: site.phone },
];

/** SPEC §2 "Home": four service tiles; the fourth dials the shop instead of opening a page. */
export function ServiceTiles() {
  return (
    <Section
      className="bg-slate-50"
      id="acces-rapide"
      eyebrow="À votre service"
      title={'Comment pouvons-nous vous aider\u00a0?'}
    >
      <ServiceTileList tiles={tiles} rounded="2xl" />
    </Section>
  );
}
