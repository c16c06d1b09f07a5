import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../components/page-header.tsx';
import { pageHead } from '../lib/seo.ts';
import { ContactForm } from './-components/contact/contact-form.tsx';
import { ContactInfo } from './-components/contact/contact-info.tsx';
import { ContactMaps } from './-components/contact/contact-maps.tsx';

const title = 'Contact';
const description =
  'Une question, un devis, un rendez-vous ? Notre équipe vous répond du lundi au samedi.';

export const Route = createFileRoute('/contact')({
  head: ({ match }) =>
    pageHead({ title, description, siteUrl: match.context.siteUrl, path: match.pathname }),
  component: ContactPage,
});

/** SPEC §2 /contact: the form, our details and hours beside it, then the two shop maps. */
function ContactPage() {
  return (
    <>
      <PageHeader title="Contactez-nous" lead={description} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm />
          </div>
          <ContactInfo />
        </div>
        <ContactMaps />
      </div>
    </>
  );
}
