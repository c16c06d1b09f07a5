import { Icon } from '#app/components/icons.tsx';
import { telHref } from '#app/lib/navigation.ts';
import { sectionInnerClass } from '#app/routes/-components/home/home-ui.tsx';
import { emergencyHours, site, vitalEmergencyNumber } from '#config';

/**
 * SPEC §2 "Services": the emergency section. Two different needs, kept visibly apart: our
 * on-call technicians for oxygen therapy, and the SAMU (190) for any life-threatening emergency.
 */
export function EmergencySection() {
  return (
    <section id="urgences" aria-labelledby="urgences-titre" className="scroll-mt-24 bg-slate-50">
      <div className={sectionInnerClass}>
        <p className="font-semibold text-red-700 text-sm uppercase tracking-wide">
          En cas d’urgence
        </p>
        <h2
          id="urgences-titre"
          className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          Urgences 24h/24
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-600 leading-relaxed">
          {emergencyHours}. Deux numéros à connaître : notre astreinte technique pour
          l’oxygénothérapie, et le SAMU pour toute urgence vitale.
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <article
            aria-labelledby="astreinte-titre"
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <Icon name="clock" />
            </span>
            <h3 id="astreinte-titre" className="mt-4 font-semibold text-slate-900 text-xl">
              Astreinte oxygénothérapie, 24h/24 et 7j/7
            </h3>
            <p className="mt-3 text-slate-700 leading-relaxed">
              Concentrateur en panne, alarme qui se déclenche, réserve d’oxygène qui s’épuise : les
              patients sous oxygénothérapie suivis par nos soins peuvent joindre notre technicien
              d’astreinte à toute heure, week-ends et jours fériés compris. Il vous guide par
              téléphone et se déplace si nécessaire pour rétablir votre équipement.
            </p>
            <p className="mt-auto pt-6">
              <a
                href={telHref(site.phone)}
                className="inline-flex items-center gap-2 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-800"
              >
                <Icon name="phone" className="size-5" />
                Joindre l’astreinte au {site.phone}
              </a>
            </p>
          </article>
          <article
            aria-labelledby="urgence-vitale-titre"
            className="flex flex-col rounded-xl border-2 border-red-200 bg-red-50 p-6 sm:p-8"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-red-100 text-red-700">
              <Icon name="phone" />
            </span>
            <h3 id="urgence-vitale-titre" className="mt-4 font-semibold text-red-900 text-xl">
              Urgence vitale : appelez le {vitalEmergencyNumber} (SAMU)
            </h3>
            <p className="mt-3 text-red-950 leading-relaxed">
              Détresse respiratoire, douleur dans la poitrine, perte de connaissance, chute grave :
              ne nous appelez pas en premier. Composez immédiatement le {vitalEmergencyNumber}, le
              numéro du SAMU, joignable jour et nuit partout en Tunisie. Notre service d’astreinte
              ne remplace pas les secours médicaux.
            </p>
            <p className="mt-auto pt-6">
              <a
                href={`tel:${vitalEmergencyNumber}`}
                className="inline-flex items-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-red-800"
              >
                <Icon name="phone" className="size-5" />
                Appeler le {vitalEmergencyNumber} (SAMU)
              </a>
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
