import { useRouter } from '@tanstack/react-router';

/**
 * A write answered 401: the session is over and its cookies are already cleared (server/functions
 * /session.server.ts), so the administrator signs in again (SPEC §2: /login, replace).
 */
export function useSessionExpiry() {
  const router = useRouter();
  return (result: { ok: boolean; status?: number }) => {
    if (!result.ok && result.status === 401) void router.navigate({ to: '/login', replace: true });
  };
}
