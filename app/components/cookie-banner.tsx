import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { acceptAll, type CookiePreferences, refuseAll } from '../lib/cookie-preferences.ts';
import { saveCookieChoice, useCookieConsent } from './use-cookie-consent.ts';

// CNIL: refusing must be as easy as accepting, so the three choices share one size and one style.
const choiceClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-md bg-teal-700 px-3 py-2 font-medium text-sm text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/**
 * The consent banner (issue 9), shown until a valid choice is stored; fixed at the bottom so it
 * never moves the page, and not modal: the page stays usable and focus is never trapped.
 *
 * The server renders it in every public page, so a first visitor sees it with the page rather
 * than after the scripts (it would otherwise be the page's late "largest paint" on phones). A
 * visitor who already chose never sees it: `cookieChoiceHint` marks <html> before the body is
 * painted and the stylesheet hides the server-rendered copy; once hydrated, the stored choice
 * decides.
 */
export function CookieBanner() {
  const { known, choice } = useCookieConsent();
  // A browser that refuses storage still gets the banner out of the way for this visit.
  const [dismissed, setDismissed] = useState(false);
  if ((known && choice !== null) || dismissed) return null;

  const choose = (preferences: CookiePreferences) => {
    saveCookieChoice(preferences);
    setDismissed(true);
  };

  return (
    <section
      aria-label="Consentement aux cookies"
      data-cookie-banner={known ? 'shown' : 'server'}
      className="fixed inset-x-0 bottom-0 z-50 border-slate-200 border-t bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:gap-3 sm:px-6 sm:py-4 md:flex-row md:items-center md:gap-6">
        <p className="flex-1 text-slate-700 text-sm">
          Nous utilisons uniquement les cookies indispensables au fonctionnement du site.{' '}
          {/* Issue 20: on phones the banner keeps to one sentence, so the page stays in view. */}
          <span className="hidden sm:inline">
            Avec votre accord, nous pourrions aussi mesurer l’audience ou mémoriser vos préférences
            ; vous pouvez changer d’avis à tout moment.{' '}
          </span>
          <Link
            to="/cookies"
            className="font-medium text-teal-700 underline hover:text-teal-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            En savoir plus sur les cookies
          </Link>
        </p>
        <div className="grid grid-cols-3 gap-2 md:w-[26rem] md:shrink-0">
          {/* data-cookie-early: answered before this code arrives (cookie-choice-hint.ts). */}
          <button
            type="button"
            data-cookie-early="accept"
            className={choiceClass}
            onClick={() => choose(acceptAll())}
          >
            Accepter
          </button>
          <button
            type="button"
            data-cookie-early="refuse"
            className={choiceClass}
            onClick={() => choose(refuseAll())}
          >
            Refuser
          </button>
          <Link to="/cookies" hash="preferences" className={choiceClass}>
            Personnaliser
          </Link>
        </div>
      </div>
    </section>
  );
}
