import type { ReactNode } from 'react';
import { IconBubble } from '#app/components/icon-card.tsx';
import { Icon, type IconName } from '#app/components/icons.tsx';
import { Section } from '#app/components/section.tsx';
import { telHref } from '#app/lib/navigation.ts';
import { emergencyHours, site, vitalEmergencyNumber } from '#config';

/** Our on-call line in the site's colours; the SAMU in red, so nobody mistakes one for the other. */
const tones = {
  onCall: {
    card: 'flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
    bubble: 'teal',
    title: 'mt-4 font-semibold text-slate-900 text-xl',
    text: 'mt-3 text-slate-700 leading-relaxed',
    action:
      'inline-flex items-center gap-2 rounded-full bg-teal-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-teal-800',
  },
  vital: {
    card: 'flex flex-col rounded-xl border-2 border-red-200 bg-red-50 p-6 sm:p-8',
    bubble: 'red',
    title: 'mt-4 font-semibold text-red-900 text-xl',
    text: 'mt-3 text-red-950 leading-relaxed',
    action:
      'inline-flex items-center gap-2 rounded-full bg-red-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-red-800',
  },
} as const;

function EmergencyCard({
  tone,
  id,
  icon,
  title,
  href,
  action,
  children,
}: {
  tone: keyof typeof tones;
  id: string;
  icon: IconName;
  title: ReactNode;
  href: string;
  action: ReactNode;
  children: ReactNode;
}) {
  const classes = tones[tone];
  return (
    <article aria-labelledby={id} className={classes.card}>
      <IconBubble icon={icon} tone={classes.bubble} />
      <h3 id={id} className={classes.title}>
        {title}
      </h3>
      <p className={classes.text}>{children}</p>
      <p className="mt-auto pt-6">
        <a href={href} className={classes.action}>
          <Icon name="phone" className="size-5" />
          {action}
        </a>
      </p>
    </article>
  );
}

/**
 * SPEC §2 "Services": the emergency section. Two different needs, kept visibly apart: our
 * on-call technicians for oxygen therapy, and the SAMU (190) for any life-threatening emergency.
 */
export function EmergencySection() {
  return (
    <Section
      anchor="urgences"
      className="scroll-mt-24 bg-slate-50"
      id="urgences-titre"
      tone="urgent"
      eyebrow="En cas d’urgence"
      title="Urgences 24h/24"
      lead={`${emergencyHours}. Deux numéros à connaître : notre astreinte technique pour l’oxygénothérapie, et le SAMU pour toute urgence vitale.`}
    >
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <EmergencyCard
          tone="onCall"
          id="astreinte-titre"
          icon="clock"
          title="Astreinte oxygénothérapie, 24h/24 et 7j/7"
          href={telHref(site.phone)}
          action={`Joindre l’astreinte au ${site.phone}`}
        >
          Concentrateur en panne, alarme qui se déclenche, réserve d’oxygène qui s’épuise : les
          patients sous oxygénothérapie suivis par nos soins peuvent joindre notre technicien
          d’astreinte à toute heure, week-ends et jours fériés compris. Il vous guide par téléphone
          et se déplace si nécessaire pour rétablir votre équipement.
        </EmergencyCard>
        <EmergencyCard
          tone="vital"
          id="urgence-vitale-titre"
          icon="phone"
          title={`Urgence vitale : appelez le ${vitalEmergencyNumber} (SAMU)`}
          href={`tel:${vitalEmergencyNumber}`}
          action={`Appeler le ${vitalEmergencyNumber} (SAMU)`}
        >
          Détresse respiratoire, douleur dans la poitrine, perte de connaissance, chute grave : ne
          nous appelez pas en premier. Composez immédiatement le {vitalEmergencyNumber}, le numéro
          du SAMU, joignable jour et nuit partout en Tunisie. Notre service d’astreinte ne remplace
          pas les secours médicaux.
        </EmergencyCard>
      </div>
    </Section>
  );
}
