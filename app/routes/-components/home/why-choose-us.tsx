import { CardGrid, IconCard } from '#app/components/icon-card.tsx';
import { Section } from '#app/components/section.tsx';
import { claims } from '#config';

// French spells small counts out in a heading ("Deux magasins"), digits beyond.
const countWords: Readonly<Record<number, string>> = {
  2: 'Deux',
  3: 'Trois',
  4: 'Quatre',
};

/** SPEC §2 "Home": exactly five reasons; the years and shop count come from `claims` (SPEC §1). */
const reasons = [
  {
    title: `Une expertise depuis ${claims.since}`,
    text: `Plus de ${claims.yearsOfPresence} ans au service des patients, des familles et des professionnels de santé.`,
  },
  {
    title: 'Un large choix de matériel certifié',
    text: `Plus de ${claims.referencesHome} références sélectionnées auprès de fabricants reconnus.`,
  },
  {
    title: 'La location clés en main',
    text: 'Livraison, installation et prise en main du matériel à domicile par nos techniciens.',
  },
  {
    title: 'Une astreinte 24h/24 et 7j/7',
    text: 'Pour l’oxygénothérapie, une équipe reste joignable jour et nuit, week-ends compris.',
  },
  {
    title: `${countWords[claims.shopsOwned] ?? claims.shopsOwned} magasins à Tunis`,
    text: 'Un accueil et des conseils personnalisés pour trouver la solution adaptée à chaque besoin.',
  },
] as const;

export function WhyChooseUs() {
  return (
    <Section
      className="bg-white"
      id="pourquoi-nous"
      eyebrow="Nos atouts"
      title={'Pourquoi nous choisir\u00a0?'}
    >
      <CardGrid className="sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <IconCard
            key={reason.title}
            icon="check"
            title={reason.title}
            text={reason.text}
            className="rounded-2xl border border-slate-200 p-6"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
