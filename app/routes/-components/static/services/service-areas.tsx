import { CardGrid, IconCard } from '#app/components/icon-card.tsx';
import type { IconName } from '#app/components/icons.tsx';
import { Section } from '#app/components/section.tsx';
import { claims } from '#config';

/**
 * The footer's "Examens médicaux" and "Prévention" links lead here (SPEC §2 footer), so the page
 * says what we do for each; we equip the people who examine and prevent, we do not examine.
 */
const areas: readonly { id: string; icon: IconName; title: string; text: string }[] = [
  {
    id: 'examens-medicaux',
    icon: 'shieldCheck',
    title: 'Examens médicaux',
    text: 'Tensiomètres, oxymètres de pouls, lecteurs de glycémie, thermomètres, électrocardiographes : du matériel de diagnostic fiable pour le suivi à domicile comme pour les cabinets, avec les explications nécessaires à une mesure juste.',
  },
  {
    id: 'prevention',
    icon: 'sparkles',
    title: 'Prévention',
    text: 'Matelas et coussins anti-escarres, barres d’appui, sièges de douche, aides à la marche : nous vous conseillons pour prévenir les escarres et les chutes et adapter le domicile à la perte d’autonomie.',
  },
  {
    id: 'maintien-a-domicile',
    icon: 'wrench',
    title: 'Maintien à domicile',
    text: 'Livraison, installation, prise en main et maintenance du matériel chez vous, en lien avec le médecin et les soignants qui vous suivent.',
  },
  {
    id: 'professionnels',
    icon: 'tag',
    title: 'Professionnels de santé',
    text: `Cabinets, cliniques et paramédicaux bénéficient de -${claims.professionalDiscountPercent}\u00a0% toute l’année sur le matériel médical professionnel et d’un interlocuteur dédié.`,
  },
];

export function ServiceAreas() {
  return (
    <Section
      className="bg-white"
      id="domaines"
      eyebrow="Nos domaines"
      title="Un accompagnement à chaque étape"
    >
      <CardGrid className="md:grid-cols-2">
        {areas.map((area) => (
          <IconCard
            key={area.id}
            id={area.id}
            icon={area.icon}
            title={area.title}
            text={area.text}
            className="scroll-mt-24 rounded-xl border border-slate-200 p-6"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
