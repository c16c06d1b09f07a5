import { SectionHeading, sectionInnerClass } from '#app/components/section.tsx';
import { claims } from '#config';
import { StatList } from './home-ui.tsx';

/**
 * SPEC §2 "Home" text sections + stats. Every figure is read from `claims` (SPEC §1): the
 * client changes them in one place and no page may disagree.
 */
const stats = [
  { value: `${claims.yearsOfExperience}+`, label: 'ans d’expérience' },
  { value: `${claims.patientSatisfactionPercent}\u00a0%`, label: 'de patients satisfaits' },
  { value: `+${claims.referencesHome}`, label: 'références' },
  { value: `Depuis ${claims.since}`, label: 'au service des patients' },
] as const;

export function AboutSection() {
  return (
    <section aria-labelledby="qui-sommes-nous" className="bg-white">
      <div className={`${sectionInnerClass} grid gap-12 lg:grid-cols-2 lg:items-center`}>
        <div>
          <SectionHeading
            id="qui-sommes-nous"
            eyebrow="Notre métier"
            title={'Qui sommes-nous\u00a0?'}
          />
          <div className="mt-6 space-y-4 text-slate-700 leading-relaxed">
            <p>
              Nous vendons et louons du matériel médical pour le confort, le maintien à domicile, la
              mobilité et l’incontinence, ainsi que de l’équipement destiné aux professionnels de
              santé.
            </p>
            <p>
              Présents depuis {claims.since}, nous mettons plus de {claims.yearsOfPresence} ans de
              savoir-faire au service des patients, de leurs proches et des soignants.
            </p>
          </div>
          <p className="mt-6 inline-flex rounded-2xl bg-teal-50 px-4 py-3 font-medium text-teal-900">
            -{claims.professionalDiscountPercent}&nbsp;% toute l’année sur le matériel médical
            professionnel
          </p>
        </div>
        <StatList stats={stats} className="grid gap-4 sm:grid-cols-2" rounded="2xl" />
      </div>
    </section>
  );
}
