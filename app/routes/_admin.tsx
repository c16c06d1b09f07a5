import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { limits } from '../../app.config';
import { getSession } from '../../server/functions/auth.functions';
import { AdminSidebar } from './_admin/-components/admin-sidebar';
import { useAuth } from './-components/use-auth';

/**
 * SPEC §2 "Admin area": every /dashboard route checks the session on the server before anything
 * renders (SSR never shows an admin page to a signed-out visitor, no flash), else /login (replace).
 */
export const Route = createFileRoute('/_admin')({
  staticData: { layout: 'admin' },
  beforeLoad: async () => {
    const session = await getSession();
    if (!session.authenticated) throw redirect({ to: '/login', replace: true });
    return { session };
  },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminLayout,
});

function AdminLayout() {
  const { session } = Route.useRouteContext();
  const { snapshot, send } = useAuth(session, { signedIn: '/dashboard', signedOut: '/login' });
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <AdminSidebar
        email={snapshot.context.email}
        loggingOut={snapshot.matches('loggingOut')}
        onLogout={() => send({ type: 'logout' })}
      />
      <main id="contenu" className="flex-1 px-4 py-8 sm:px-8">
        <Outlet />
      </main>
      {/* SPEC §2/§9: admin actions confirm with a toast (duration and count from app.config). */}
      <Toaster
        duration={limits.toastDurationMs}
        visibleToasts={limits.toastVisible}
        position="top-right"
        richColors
      />
    </div>
  );
}
