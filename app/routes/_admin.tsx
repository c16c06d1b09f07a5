import { createFileRoute, isRedirect, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { getContactRequestSummary } from '#server/functions/contact-summary.functions.ts';
import { AdminToaster } from '../components/admin/admin-toaster.tsx';
import { QueryProvider } from '../components/query-provider.tsx';
import { loginReturnParam } from '../lib/login-return.ts';
import { AdminSidebar } from './_admin/-components/admin-sidebar.tsx';
import { ContactCountBadge } from './_admin/-components/contact-count-badge.tsx';
import { routerSettled } from './-components/router-settled.ts';
import { useAuth } from './-components/use-auth.ts';

const passwordPage = '/dashboard/mot-de-passe';
const securityPage = '/dashboard/securite';

/**
 * SPEC §2 "Admin area": every /dashboard route checks the session on the server before anything
 * renders (SSR never shows an admin page to a signed-out visitor, no flash), else /login (replace).
 */
export const Route = createFileRoute('/_admin')({
  staticData: { layout: 'admin' },
  beforeLoad: async ({ location }) => {
    // Imported here, not at the top: route options other than the component and loader stay in
    // every page's entry chunk, and these calls only the back-office makes.
    const [{ getSession }, { getStaffProfile }] = await Promise.all([
      import('#server/functions/auth.functions.ts'),
      import('#server/functions/staff.functions.ts'),
    ]);
    const session = await getSession();
    if (!session.authenticated) {
      // The page asked for is where signing in leads back to.
      const search = { redirect: loginReturnParam(location.href) };
      throw redirect({ to: '/login', search, replace: true });
    }
    // Role and temporary-password state as the API knows them now (issue 23): a role change or a
    // deactivation takes effect on the next navigation; an ended session goes to /login.
    const profile = await getStaffProfile();
    if (profile.mustChangePassword && location.pathname !== passwordPage) {
      throw redirect({ to: passwordPage, replace: true });
    }
    // Decision 019: the site requires a second factor this account lacks. The password page and
    // "Mes sessions" stay open, as their API routes do.
    const open = [passwordPage, securityPage, '/dashboard/sessions'];
    if (profile.twoFactorEnrolmentRequired && !open.includes(location.pathname)) {
      throw redirect({ to: securityPage, replace: true });
    }
    return { session, profile };
  },
  // Read again on every navigation and after every change (router.invalidate), from the database.
  loader: async ({ context }) => {
    // A session held at the password change or the enrolment may not read the inbox yet.
    const { profile } = context;
    if (profile.mustChangePassword || profile.twoFactorEnrolmentRequired) {
      return { contactSummary: null };
    }
    try {
      return { contactSummary: await getContactRequestSummary() };
    } catch (error) {
      // The session ended: to /login. Any other failure only hides the count.
      if (isRedirect(error)) throw error;
      return { contactSummary: null };
    }
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminLayout,
});

function AdminLayout() {
  const { session, profile } = Route.useRouteContext();
  const { contactSummary } = Route.useLoaderData();
  const { snapshot, send } = useAuth(session, { signedIn: '/dashboard', signedOut: '/login' });
  const router = useRouter();
  return (
    // The client data cache serves the back-office only (and the product popup): not in the
    // public pages' initial JavaScript.
    <QueryProvider>
      <div className="min-h-screen bg-slate-50 lg:flex">
        <AdminSidebar
          email={snapshot.context.email}
          profile={profile}
          loggingOut={snapshot.matches('loggingOut')}
          onLogout={() => void routerSettled(router).then(() => send({ type: 'logout' }))}
          contactBadge={<ContactCountBadge summary={contactSummary} />}
        />
        {/* Below lg the toasts sit at the bottom: the extra room at the foot lets a page's last
          action (a form's "Enregistrer") scroll above them instead of staying under one. */}
        <main id="contenu" className="min-w-0 flex-1 px-4 pt-8 pb-36 sm:px-8 lg:pb-8">
          <Outlet />
        </main>
        <AdminToaster />
      </div>
    </QueryProvider>
  );
}
