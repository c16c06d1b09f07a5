import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { MenuIcon } from '#app/components/ui/menu-icon.tsx';
import type { StaffProfile } from '#domain/staff.ts';
import { canManageStaff, canReadStats } from '#domain/staff-rights.ts';

const modules = [
  { label: 'Gérer Articles', to: '/dashboard/articles' },
  { label: 'Gérer Produits', to: '/dashboard/produits' },
  { label: 'Gérer Catégories', to: '/dashboard/categories' },
  { label: 'Synonymes de recherche', to: '/dashboard/synonymes' },
  { label: 'Demandes de contact', to: '/dashboard/demandes-contact' },
  { label: 'Locations', to: '/dashboard/locations' },
  { label: 'Corbeille', to: '/dashboard/corbeille' },
] as const;
/** Issue 38: administrators and éditeurs (domain/staff-rights.ts). */
const statsModules = [{ label: 'Statistiques', to: '/dashboard/statistiques' }] as const;
/** Administrators only (domain/staff-rights.ts): an éditeur never sees a link that would be refused. */
const adminModules = [
  { label: 'Équipe', to: '/dashboard/equipe' },
  { label: 'Journal', to: '/dashboard/journal' },
] as const;

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-slate-300 text-sm hover:bg-slate-800 hover:text-white aria-[current=page]:bg-teal-700 aria-[current=page]:text-white';

/** SPEC §2 "Admin area": the sidebar, collapsed behind a toggle on small screens. */
export function AdminSidebar({
  email,
  profile,
  onLogout,
  loggingOut,
  contactBadge,
}: {
  email: string | null;
  /** Role and temporary-password state: what the menu offers. */
  profile: Pick<StaffProfile, 'role' | 'mustChangePassword' | 'twoFactorEnrolmentRequired'>;
  onLogout: () => void;
  loggingOut: boolean;
  /** Shown after "Demandes de contact": the requests still to answer. */
  contactBadge?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="bg-slate-900 text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto">
      <div className="flex h-16 items-center justify-between px-4">
        <Link to="/dashboard" className="inline-flex min-h-11 items-center font-bold text-lg">
          Espace Admin
        </Link>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-slate-800 lg:hidden"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
        </button>
      </div>
      <div
        id="admin-menu"
        className={`${open ? 'flex' : 'hidden'} flex-1 flex-col gap-6 px-3 pb-4 lg:flex`}
      >
        <nav aria-label="Administration">
          <ul className="space-y-1">
            {(profile.mustChangePassword || profile.twoFactorEnrolmentRequired
              ? []
              : [
                  ...modules,
                  ...(canReadStats(profile.role) ? statsModules : []),
                  ...(canManageStaff(profile.role) ? adminModules : []),
                ]
            ).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass} onClick={() => setOpen(false)}>
                  {item.label}
                  {item.to === '/dashboard/demandes-contact' ? contactBadge : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto space-y-3 border-slate-800 border-t pt-4">
          {email ? <p className="truncate px-3 text-slate-400 text-xs">{email}</p> : null}
          <Link to="/dashboard/mot-de-passe" className={linkClass} onClick={() => setOpen(false)}>
            Changer mon mot de passe
          </Link>
          <Link to="/dashboard/sessions" className={linkClass} onClick={() => setOpen(false)}>
            Mes sessions
          </Link>
          <Link to="/dashboard/securite" className={linkClass} onClick={() => setOpen(false)}>
            Double authentification
          </Link>
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="min-h-11 w-full rounded-md px-3 py-2 text-left font-medium text-slate-300 text-sm hover:bg-slate-800 hover:text-white disabled:opacity-60"
          >
            {loggingOut ? 'Déconnexion…' : 'Déconnexion'}
          </button>
          <Link
            to="/"
            className="flex min-h-11 items-center px-3 text-slate-400 text-xs hover:text-white"
          >
            Voir le site public
          </Link>
        </div>
      </div>
    </aside>
  );
}
