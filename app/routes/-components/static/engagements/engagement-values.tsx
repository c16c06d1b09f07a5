import { CardGrid, IconBubble, IconCard } from '#app/components/icon-card.tsx';
import type { IconName } from '#app/components/icons.tsx';
import { Section } from '#app/components/section.tsx';
import { StatList } from '#app/routes/-components/home/home-ui.tsx';
import { claims } from '#config';

const values: readonly { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Un matériel certifié et contrôlé',
    icon: 'shieldCheck',
    text: 'Nous sélectionnons des dispositifs médicaux conformes aux normes en vigueur, auprès de fabricants reconnus. Chaque appareil est vérifié avant d’être vendu ou loué.',
  },
  {
    title: 'Un conseil honnête et personnalisé',
    icon: 'chat',
    text: 'Nous prenons le temps de comprendre la situation du patient, son domicile et les recommandations de son médecin, et nous vous orientons vers la location lorsqu’elle convient mieux que l’achat.',
  },
  {
    title: 'Hygiène et maintenance du matériel loué',
    icon: 'sparkles',
    text: 'Entre deux locations, chaque équipement est nettoyé, désinfecté, contrôlé et, si besoin, réparé par nos techniciens. Les appareils d’oxygénothérapie bénéficient d’une maintenance préventive régulière.',
  },
  {
    title: 'Livraison et installation à domicile',
    icon: 'truck',
    text: 'Nos techniciens livrent, installent et règlent le matériel chez vous, puis en expliquent l’utilisation au patient et à ses proches jusqu’à ce que chacun soit à l’aise.',
  },
  {
    title: 'Une astreinte 24h/24 pour l’oxygénothérapie',
    icon: 'clock',
    text: 'Un technicien reste joignable jour et nuit, week-ends et jours fériés compris, pour les patients sous oxygène que nous équipons : une panne ne doit jamais interrompre un traitement.',
  },
  {
    title: 'Des prix accessibles',
    icon: 'tag',
    text: `Des tarifs clairs annoncés avant tout engagement, la location comme alternative à l’achat pour les besoins temporaires, et -${claims.professionalDiscountPercent}\u00a0% toute l’année sur le matériel médical professionnel.`,
  },
];

/** SPEC §1 claims, one consistent set for the page (the home page uses the same figures). */
const stats = [
  { value: String(claims.since), label: 'année de notre création' },
  { value: `${claims.yearsOfPresence}+`, label: 'ans au service des patients' },
  { value: `${claims.referencesHome}+`, label: 'références de matériel médical' },
  { value: `${claims.patientSatisfactionPercent}\u00a0%`, label: 'de patients satisfaits' },
] as const;

export function EngagementStats() {
  return (
    <section aria-labelledby="en-chiffres" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="en-chiffres" className="sr-only">
          Nos engagements en chiffres
        </h2>
        <p className="max-w-3xl text-lg text-slate-700 leading-relaxed">
          Depuis {claims.since}, nous vendons et louons du matériel médical aux patients, à leurs
          proches et aux professionnels de santé. Plus de {claims.yearsOfPresence} ans plus tard,
          les mêmes exigences guident notre équipe : un équipement sûr, un conseil juste et une
          présence fiable quand vous en avez besoin.
        </p>
        <StatList
          stats={stats}
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          rounded="xl"
        />
      </div>
    </section>
  );
}

export function EngagementValues() {
  return (
    <Section
      className="bg-slate-50"
      id="nos-valeurs"
      eyebrow="Nos valeurs"
      title="Ce à quoi nous nous engageons"
      lead="Six engagements concrets, que nous appliquons à chaque vente, à chaque location et à chaque intervention."
    >
      <CardGrid className="md:grid-cols-2 lg:grid-cols-3">
        {values.map((value) => (
          <IconCard
            key={value.title}
            badge={<IconBubble icon={value.icon} />}
            title={value.title}
            text={value.text}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
