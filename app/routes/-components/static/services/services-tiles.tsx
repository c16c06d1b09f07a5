import { Link } from '@tanstack/react-router';
import { site } from '../../../../../app.config';
import { telHref } from '../../../../lib/navigation';
import { HomeIcon, type HomeIconName } from '../../home/home-icons';
import { SectionHeading, sectionInnerClass } from '../../home/home-ui';

const tileClass =
  'group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md';

function TileBody({ icon, title, text }: { icon: HomeIconName; title: string; text: string }) {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700 transition-colors group-hover:bg-teal-700 group-hover:text-white">
        <HomeIcon name={icon} />
      </span>{' '}
      <span className="mt-4 block font-semibold text-lg text-slate-900">{title}</span>{' '}
      <span className="mt-2 block text-slate-600">{text}</span>
    </>
  );
}

/** SPEC §2 "Services": exactly four tiles, three pages and the customer-service phone. */
export function ServicesTiles() {
  return (
    <section aria-labelledby="services-essentiels" className="bg-white">
      <div className={sectionInnerClass}>
        <SectionHeading
          id="services-essentiels"
          eyebrow="À votre service"
          title="Nos services essentiels"
          lead="Que vous soyez patient, proche aidant ou professionnel de santé, nous vous accompagnons du choix du matériel jusqu’à son utilisation au quotidien."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Link to="/location-materiel" className={tileClass}>
              <TileBody
                icon="truck"
                title="Location de matériel médical"
                text="Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène : livrés, installés et entretenus par nos techniciens."
              />
            </Link>
          </li>
          <li>
            <Link to="/contact" className={tileClass}>
              <TileBody
                icon="callback"
                title="Être rappelé"
                text="Décrivez votre besoin dans le formulaire de contact : un conseiller vous rappelle pour vous orienter ou établir un devis."
              />
            </Link>
          </li>
          <li>
            <Link to="/magasins" className={tileClass}>
              <TileBody
                icon="shop"
                title="Nos magasins"
                text="Deux magasins à Tunis pour voir, essayer le matériel et être conseillé sur place."
              />
            </Link>
          </li>
          <li>
            <a href={telHref(site.phone)} className={tileClass}>
              <TileBody
                icon="phone"
                title="Appeler le service client"
                text={`Un conseiller vous répond au ${site.phone} aux heures d’ouverture.`}
              />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
