import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type AdminHeading,
  AdminListPage,
  AdminListState,
} from '#app/components/admin/admin-list-page.tsx';
import { ListLoadError } from '#app/components/admin/list-states.tsx';
import { site } from '#config';
import { canManageStaff } from '#domain/staff-rights.ts';
import { twoFactorEnrolmentRequiredMessage } from '#domain/two-factor.ts';
import { getSecuritySetting, getTwoFactorState } from '#server/functions/two-factor.functions.ts';
import { RecoveryCodes } from './-security/recovery-codes.tsx';
import { RequireTwoFactor } from './-security/require-two-factor.tsx';
import { TwoFactorOn } from './-security/two-factor-on.tsx';
import { TwoFactorSetup } from './-security/two-factor-setup.tsx';

const heading: AdminHeading = {
  title: 'Double authentification',
  intro:
    'En plus du mot de passe, la connexion demande un code à 6 chiffres affiché par une application de votre téléphone : un mot de passe volé ne suffit plus pour entrer.',
  prose: true,
};

export const Route = createFileRoute('/_admin/dashboard/securite')({
  // The site-wide setting is the administrators' (the API would answer 403 to an éditeur), and
  // closed to an account that must enrol first (403 `two_factor_enrolment_required`).
  loader: async ({ context: { profile } }) => {
    const readsSetting = canManageStaff(profile.role) && !profile.twoFactorEnrolmentRequired;
    const [status, setting] = await Promise.all([
      getTwoFactorState(),
      readsSetting ? getSecuritySetting() : Promise.resolve(null),
    ]);
    return { status, setting };
  },
  head: () => ({ meta: [{ title: `Double authentification | ${site.name}` }] }),
  // Inline, so the router splits them out of the entry chunk with the rest of the screen.
  pendingComponent: () => (
    <AdminListState
      heading={heading}
      state={() => (
        <div aria-busy="true" className="h-40 animate-pulse rounded-2xl bg-slate-100">
          <span className="sr-only">Chargement…</span>
        </div>
      )}
    />
  ),
  errorComponent: () => (
    <AdminListState
      heading={heading}
      state={() => <ListLoadError message="Impossible de charger la double authentification." />}
    />
  ),
  component: SecurityPage,
});

/** Issue 23 (decision 019): the signed-in person's own second factor, and the team's rule. */
function SecurityPage() {
  const { status, setting } = Route.useLoaderData();
  const { profile } = Route.useRouteContext();
  const router = useRouter();
  // Shown once, then gone: held here so reloading the status (router.invalidate) keeps them.
  const [freshCodes, setFreshCodes] = useState<{ codes: string[]; thenHome: boolean } | null>(null);

  function showCodes(codes: string[]) {
    setFreshCodes({ codes, thenHome: profile.twoFactorEnrolmentRequired });
    // The status (and, for an account that had to enrol, its menu) as the API now says.
    void router.invalidate();
  }

  function codesKept() {
    const thenHome = freshCodes?.thenHome ?? false;
    setFreshCodes(null);
    if (thenHome) void router.navigate({ to: '/dashboard', replace: true });
  }

  return (
    <AdminListPage {...heading}>
      {profile.twoFactorEnrolmentRequired && !status.enabled ? (
        <p
          role="status"
          className="max-w-prose rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          {twoFactorEnrolmentRequiredMessage} L’espace d’administration s’ouvrira ensuite.
        </p>
      ) : null}
      <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="flex flex-wrap items-center gap-2 text-slate-800">
          <span
            className={`rounded-full px-2.5 py-0.5 font-medium text-sm ${status.enabled ? 'bg-teal-50 text-teal-800' : 'bg-slate-100 text-slate-700'}`}
          >
            {status.enabled ? 'Activée' : 'Désactivée'}
          </span>
          {status.enabled
            ? 'La double authentification est activée sur votre compte.'
            : 'La double authentification n’est pas activée sur votre compte.'}
        </p>
        {freshCodes ? (
          <RecoveryCodes codes={freshCodes.codes} account={profile.email} onDone={codesKept} />
        ) : status.enabled ? (
          <TwoFactorOn
            codesLeft={status.recoveryCodesLeft}
            required={status.required}
            onNewCodes={showCodes}
          />
        ) : (
          <TwoFactorSetup onConfirmed={showCodes} />
        )}
      </div>
      {setting ? <RequireTwoFactor required={setting.requireTwoFactor} /> : null}
    </AdminListPage>
  );
}
