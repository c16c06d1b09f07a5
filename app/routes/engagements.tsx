import { createFileRoute, Link } from '@tanstack/react-router';
import { claims } from '../../app.config';
import { PageHeader } from '../components/page-header';
import { pageHead } from '../lib/seo';

const title = 'Nos engagements';
const description =
  'Qualité, écoute et disponibilité : les valeurs qui guident notre équipe depuis 1977.';

const values = [
  {
    title: 'Un matériel fiable',
    text: 'Nous sélectionnons des équipements certifiés, contrôlés avant chaque vente ou location et entretenus par nos techniciens.',
  },
  {
    title: 'Un conseil personnalisé',
    text: 'Patients, proches ou professionnels de santé : nous prenons le temps de comprendre votre besoin avant de vous proposer une solution.',
  },
  {
    title: 'Une disponibilité réelle',
    text: 'Un service d’astreinte 24h/24 et 7j/7 pour l’oxygénothérapie, parce que certains besoins n’attendent pas.',
  },
  {
    title: 'Le respect de vos données',
    text: 'Vos informations de santé sont traitées avec la plus grande confidentialité, dans le respect de la réglementation tunisienne.',
  },
] as const;

export const Route = createFileRoute('/engagements')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: EngagementsPage,
});

function EngagementsPage() {
  return (
    <>
      <PageHeader title={title} lead={description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="max-w-3xl text-slate-700">
          Présents depuis {claims.since}, nous mettons plus de {claims.yearsOfPresence} ans
          d’expérience au service de votre confort et de votre autonomie.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-6">
              <h2 className="font-semibold text-lg text-slate-900">{value.title}</h2>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link
            to="/contact"
            className="inline-flex rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
          >
            Contactez-nous
          </Link>
        </p>
      </div>
    </>
  );
}
