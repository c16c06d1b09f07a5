import { type FormEvent, useState } from 'react';
import { primaryButton } from '#app/components/ui/buttons.ts';
import { saveCookieChoice, useCookieConsent } from '#app/components/use-cookie-consent.ts';
import {
  type ConsentCategory,
  type CookiePreferences,
  consentCategories,
  refuseAll,
} from '#app/lib/cookie-preferences.ts';
import { CookieSwitch } from './cookie-switch.tsx';

const categories: Record<ConsentCategory, { label: string; description: string }> = {
  analytics: {
    label: 'Cookies de mesure d’audience',
    description:
      'Outils de mesure d’audience qui déposent des cookies. Aucun outil de ce type n’est installé aujourd’hui : nos propres statistiques de fréquentation fonctionnent sans cookie.',
  },
  marketing: {
    label: 'Cookies marketing',
    description:
      'Publicités et contenus adaptés à vos centres d’intérêt, y compris sur d’autres sites. Aucun cookie de ce type n’est utilisé aujourd’hui.',
  },
  preferences: {
    label: 'Cookies de préférences',
    description:
      'Retenir vos réglages d’affichage d’une visite à l’autre. Aucun cookie de ce type n’est utilisé aujourd’hui.',
  },
};

type Outcome = { saved: true; count: number } | { saved: false } | null;

/**
 * SPEC §2/§5/§8: the toggles and their save action. Before hydration, and while no valid choice
 * exists, they show the default (everything off but essential), so the server HTML and the first
 * client render agree; the stored choice appears as soon as the page has hydrated.
 */
export function CookiePreferencesForm() {
  const { choice } = useCookieConsent();
  // Only what the visitor changed since the last save; otherwise the stored choice shows, kept
  // in step with the banner and other tabs.
  const [edited, setEdited] = useState<CookiePreferences | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const shown = edited ?? choice?.preferences ?? refuseAll();

  const toggle = (category: ConsentCategory, checked: boolean) => {
    setEdited({ ...shown, [category]: checked });
    setOutcome(null);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saveCookieChoice(shown)) {
      setEdited(null);
      setOutcome((previous) => ({ saved: true, count: previous?.saved ? previous.count + 1 : 1 }));
    } else {
      setOutcome({ saved: false });
    }
  };

  return (
    <form onSubmit={save} aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="font-bold text-slate-900 text-xl">
        Vos préférences
      </h2>
      <p className="mt-2 text-slate-600 text-sm">
        Choisissez les catégories que vous acceptez, puis enregistrez. Vous pouvez revenir sur votre
        choix à tout moment.
      </p>
      <div className="mt-2 divide-y divide-slate-200">
        <CookieSwitch
          label="Cookies essentiels"
          description="Indispensables au fonctionnement du site : ils mémorisent votre choix sur les cookies et maintiennent la session de l’espace d’administration. Ils ne peuvent pas être désactivés."
          checked
          locked
        />
        {consentCategories.map((category) => (
          <CookieSwitch
            key={category}
            label={categories[category].label}
            description={categories[category].description}
            checked={shown[category]}
            onChange={(checked) => toggle(category, checked)}
          />
        ))}
      </div>
      <button type="submit" className={`${primaryButton} mt-4 w-full`}>
        Enregistrer mes préférences
      </button>
      {/* Always in the page, so assistive technologies announce the message when it appears;
          a new key on each save makes a second save announced too. */}
      <p role="status" className="mt-3 text-sm text-teal-800">
        {outcome?.saved ? (
          <span key={outcome.count}>Préférences de cookies sauvegardées !</span>
        ) : null}
      </p>
      {outcome?.saved === false ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          Vos préférences n’ont pas pu être enregistrées : le stockage de votre navigateur est
          désactivé ou plein. Sans choix enregistré, seuls les cookies essentiels sont utilisés.
        </p>
      ) : null}
    </form>
  );
}
