import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { emergencyHours, hours, site, socialLinks } from '#config';
import { footerLegal, footerServices, telHref } from '../lib/navigation.ts';

const headingClass = 'font-semibold text-sm text-white uppercase tracking-wide';
const linkClass = 'text-slate-300 hover:text-white hover:underline';

type FooterLink = (typeof footerServices)[number] | (typeof footerLegal)[number];

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={headingClass}>
      {children}
    </h2>
  );
}

function FooterLinks({ items, className }: { items: readonly FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300 text-sm">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <FooterHeading id="footer-about">{site.name}</FooterHeading>
          <p className="mt-4 leading-relaxed">
            Vente et location de matériel médical depuis {site.foundedYear}. Nous accompagnons
            patients, proches et professionnels de santé partout en Tunisie.
          </p>
          <ul className="mt-4 flex gap-3" aria-label="Réseaux sociaux">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full border border-slate-600 px-3 py-1 text-slate-200 text-xs hover:border-white hover:text-white"
                >
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-services">
          <FooterHeading id="footer-services">Services</FooterHeading>
          <FooterLinks items={footerServices} className="mt-4 space-y-2" />
        </nav>
        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">Contact</FooterHeading>
          <address className="mt-4 space-y-2 not-italic">
            <p>{site.address.full}</p>
            {[
              { href: telHref(site.phone), text: site.phone },
              { href: `mailto:${site.email}`, text: site.email },
            ].map((link) => (
              <p key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.text}
                </a>
              </p>
            ))}
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <FooterHeading id="footer-hours">Horaires</FooterHeading>
          <dl className="mt-4 space-y-2">
            {hours.map((row) => (
              <div key={row.label} className="flex justify-between gap-4">
                <dt>{row.label}</dt>
                <dd className="text-white">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 font-semibold text-red-300">{emergencyHours}</p>
        </section>
      </div>
      <div className="border-slate-800 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. Tous droits réservés.
          </p>
          <nav aria-label="Informations légales">
            <FooterLinks items={footerLegal} className="flex flex-wrap gap-x-4 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
