import { Icon, type IconName } from '#app/components/icons.tsx';
import { SectionHeading, sectionInnerClass } from '#app/routes/-components/home/home-ui.tsx';
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
    <section aria-labelledby="domaines" className="bg-white">
      <div className={sectionInnerClass}>
        <SectionHeading
          id="domaines"
          eyebrow="Nos domaines"
          title="Un accompagnement à chaque étape"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {areas.map((area) => (
            <li
              key={area.id}
              id={area.id}
              className="flex scroll-mt-24 gap-4 rounded-xl border border-slate-200 p-6"
            >
              <Icon name={area.icon} className="size-7 shrink-0 text-teal-700" />
              <div>
                <h3 className="font-semibold text-lg text-slate-900">{area.title}</h3>
                <p className="mt-2 text-slate-600 leading-relaxed">{area.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
