import { Link } from '@tanstack/react-router';
import { site } from '../../../../app.config';
import { telHref } from '../../../lib/navigation';
import { HomeIcon, type HomeIconName } from './home-icons';
import { SectionHeading, sectionInnerClass } from './home-ui';

/** The card look shared by the three page links and the phone link (SPEC §2 "Home" tiles). */
const tileClass =
  'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-teal-300 hover:shadow-md';

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

/** SPEC §2 "Home": four service tiles; the fourth dials the shop instead of opening a page. */
export function ServiceTiles() {
  return (
    <section aria-labelledby="acces-rapide" className="bg-slate-50">
      <div className={sectionInnerClass}>
        <SectionHeading
          id="acces-rapide"
          eyebrow="À votre service"
          title={'Comment pouvons-nous vous aider\u00a0?'}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Link to="/location-materiel" className={tileClass}>
              <TileBody
                icon="truck"
                title="Location de matériel"
                text="Lits médicalisés, fauteuils roulants, concentrateurs d’oxygène : livrés et installés chez vous."
              />
            </Link>
          </li>
          <li>
            <Link to="/contact" className={tileClass}>
              <TileBody
                icon="callback"
                title="Être rappelé"
                text="Laissez-nous vos coordonnées : un conseiller vous rappelle rapidement."
              />
            </Link>
          </li>
          <li>
            <Link to="/magasins" className={tileClass}>
              <TileBody
                icon="shop"
                title="Nos magasins"
                text="Venez voir, essayer et être conseillé sur place, dans nos magasins de Tunis."
              />
            </Link>
          </li>
          <li>
            <a href={telHref(site.phone)} className={tileClass}>
              <TileBody icon="phone" title="Appelez-nous" text={site.phone} />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
