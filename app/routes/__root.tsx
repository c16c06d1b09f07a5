import {
  createRootRoute,
  HeadContent,
  Outlet,
  ScriptOnce,
  Scripts,
  useMatches,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { site } from '#config';
import { getSiteContext, siteContextMeta } from '#server/functions/site.functions.ts';
import { AuthGate, type AuthStatus } from '../components/auth-gate.tsx';
import { DeferredErrorPage, DeferredNotFoundPage } from '../components/deferred-pages.tsx';
import { DeferredCookieBanner, DeferredSiteFooter } from '../components/deferred-shell.tsx';
import { HydrationMarker } from '../components/hydration-marker.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { StatsBeacon } from '../components/stats-beacon.tsx';
import { cookieChoiceHint, cookieEarlyChoice } from '../lib/cookie-choice-hint.ts';
import '../styles/app.css';

export const Route = createRootRoute({
  beforeLoad: () => {
    const { siteUrl, imagesBase, stats } = getSiteContext();
    // The session is wired in by the admin-session issue; visitors are anonymous until then.
    const authStatus: AuthStatus = 'anonymous';
    return { siteUrl, imagesBase, stats, authStatus };
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0f766e' },
      { title: site.name },
      { name: 'description', content: site.description },
      // Read back by the browser (getSiteContext) to hydrate without asking the server.
      { name: siteContextMeta.siteUrl, content: match.context.siteUrl },
      { name: siteContextMeta.imagesBase, content: match.context.imagesBase },
      // Read by the statistics beacon (app/lib/stats-beacon.ts): `off` and it sends nothing.
      { name: siteContextMeta.stats, content: match.context.stats },
    ],
    links: [{ rel: 'icon', href: site.logo, type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: DeferredNotFoundPage,
  errorComponent: DeferredErrorPage,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <HeadContent />
        <ScriptOnce>{`${cookieChoiceHint};${cookieEarlyChoice}`}</ScriptOnce>
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-800 antialiased">
        {children}
        <HydrationMarker />
        <StatsBeacon />
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const { authStatus } = Route.useRouteContext();
  const isAdmin = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.layout === 'admin'),
  });
  // The sign-in page is for staff only; a consent banner would only cover its form.
  const isLogin = useMatches({
    select: (matches) => matches.some((match) => match.routeId === '/login'),
  });
  if (isAdmin) return <Outlet />;
  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      {/* Early in the reading order, though drawn at the bottom: a keyboard or screen-reader user
          meets the choice before the page, and "Aller au contenu" still comes first. */}
      {isLogin ? null : <DeferredCookieBanner />}
      <SiteHeader />
      <main id="contenu" className="flex-1">
        <AuthGate status={authStatus}>
          <Outlet />
        </AuthGate>
      </main>
      <DeferredSiteFooter />
    </>
  );
}
