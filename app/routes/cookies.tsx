import { createFileRoute } from '@tanstack/react-router';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { CookiePolicy } from './-components/cookies/cookie-policy.tsx';
import { CookiePreferencesForm } from './-components/cookies/cookie-preferences-form.tsx';

const title = 'Politique de cookies';
const description =
  'Les cookies et les données que ce site enregistre dans votre navigateur, leur durée de conservation et le choix de vos préférences.';

export const Route = createFileRoute('/cookies')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: CookiesPage,
});

function CookiesPage() {
  return (
    <>
      <PageHeader title={title} lead={description}>
        <Breadcrumb items={[{ label: 'Accueil', to: '/' }, { label: title }]} />
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <CookiePolicy />
        {/* The banner's "Personnaliser" leads here (#preferences). */}
        <div
          id="preferences"
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24"
        >
          <CookiePreferencesForm />
        </div>
      </div>
    </>
  );
}
