import { Icon } from '#app/components/icons.tsx';
import { claims } from '#config';
import { SectionHeading, sectionInnerClass } from './home-ui';

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
    <section aria-labelledby="pourquoi-nous" className="bg-white">
      <div className={sectionInnerClass}>
        <SectionHeading
          id="pourquoi-nous"
          eyebrow="Nos atouts"
          title={'Pourquoi nous choisir\u00a0?'}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <Icon name="check" className="size-7 shrink-0 text-teal-700" />
              <div>
                <h3 className="font-semibold text-lg text-slate-900">{reason.title}</h3>
                <p className="mt-2 text-slate-600 leading-relaxed">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
