import type { ReactNode } from 'react';

/** Where the session stands while the page decides what to show (SPEC §4 "Auth"). */
export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

/** SPEC §2 "Shared layout": "Chargement..." while the authentication state loads. */
export function AuthGate({ status, children }: { status: AuthStatus; children: ReactNode }) {
  if (status === 'loading') {
    return (
      <p role="status" aria-live="polite" className="px-4 py-24 text-center text-slate-600">
        Chargement...
      </p>
    );
  }
  return children;
}
