import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionClosedParam } from '#domain/login-reason.ts';
import { sessionClosedMessage } from '#domain/session-end.ts';
import { PageHeader } from '../components/page-header.tsx';
import { LoginSearchSchema } from '../lib/login-return.ts';
import { pageHead } from '../lib/seo.ts';
import { LoginForm } from './-components/login-form.tsx';

const description = 'Connexion à l’espace d’administration du site.';

export const Route = createFileRoute('/login')({
  // `redirect`: the back-office page asked for before signing in (only /dashboard paths).
  validateSearch: LoginSearchSchema,
  // SPEC §2: an already signed-in administrator goes straight to the dashboard (or that page).
  beforeLoad: async ({ search }) => {
    // Imported here: route options other than the component stay in every page's entry chunk.
    const { getSession } = await import('#server/functions/auth.functions.ts');
    const session = await getSession();
    if (session.authenticated) {
      throw search.redirect
        ? redirect({ href: search.redirect, replace: true })
        : redirect({ to: '/dashboard', replace: true });
    }
    return { session };
  },
  head: ({ match }) => {
    const head = pageHead({
      title: 'Connexion',
      description,
      siteUrl: match.context.siteUrl,
      path: '/login',
    });
    // The back-office sign-in has no business in search results.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] };
  },
  component: LoginPage,
});

function LoginPage() {
  const { session } = Route.useRouteContext();
  const { redirect: returnTo, raison } = Route.useSearch();
  return (
    <>
      <PageHeader
        title="Espace Admin"
        lead="Connectez-vous pour gérer les articles, les produits et les catégories."
      />
      <div className="mx-auto max-w-md px-4 pb-16">
        {raison === sessionClosedParam ? (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          >
            {sessionClosedMessage} Reconnectez-vous, ou demandez-lui pourquoi si votre compte ne
            s’ouvre plus.
          </p>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <LoginForm session={session} returnTo={returnTo ?? '/dashboard'} />
        </div>
      </div>
    </>
  );
}
