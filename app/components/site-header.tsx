import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { site } from '#config';
import { headerNavigation, telHref } from '../lib/navigation.ts';
import { IconSvg, phoneIconPath } from './icon-svg.tsx';
import { SiteLogo } from './site-logo.tsx';
import { MenuIcon } from './ui/menu-icon.tsx';

const linkClass =
  'rounded-md px-3 py-2 font-medium text-slate-700 text-sm transition-colors hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800';

/** Issue 20: the 24/7 line (oxygen therapy on call) is one tap away on a phone. */
const callLabel = `Appeler ${site.shortName} (urgences oxygène 24h/24) : ${site.phone}`;
const callClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full bg-teal-700 px-3.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Any navigation (link, back button) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === '/' }} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <a
          href={telHref(site.phone)}
          className="hidden rounded-full bg-teal-700 px-4 py-2 font-semibold text-sm text-white hover:bg-teal-800 xl:inline-flex"
        >
          {site.phone}
        </a>
        <div className="flex items-center gap-2 lg:hidden">
          <a href={telHref(site.phone)} aria-label={callLabel} className={`${callClass} text-sm`}>
            <IconSvg d={phoneIconPath} className="size-5" />
            Appeler
          </a>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-slate-200 border-t bg-white lg:hidden">
        <nav aria-label="Navigation mobile">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {headerNavigation.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  activeOptions={{ exact: item.to === '/' }}
                  className={`${linkClass} block text-base`}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-auto max-w-7xl px-4 pb-4">
          <a href={telHref(site.phone)} className={`${callClass} w-full justify-center`}>
            <IconSvg d={phoneIconPath} className="size-5" />
            Urgences 24h/24 : {site.phone}
          </a>
        </div>
      </div>
    </header>
  );
}
