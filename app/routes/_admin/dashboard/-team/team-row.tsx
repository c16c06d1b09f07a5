import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import { staffRoleLabels, staffRoles } from '#domain/staff.ts';
import {
  endTeamMemberSessions,
  type listTeam,
  resetTeamMemberPassword,
  resetTeamMemberTwoFactor,
  updateTeamMember,
} from '#server/functions/staff.functions.ts';
import { type TeamAction, TeamConfirm, teamActions } from './team-confirm.tsx';
import { TemporaryPasswordNotice } from './temporary-password-notice.tsx';

/** A colleague as the API lists them (GET /staff). */
export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];

/** One colleague: role, state, and what an administrator may do to their account. */
export function TeamRow({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const update = useServerFn(updateTeamMember);
  const reset = useServerFn(resetTeamMemberPassword);
  const endSessions = useServerFn(endTeamMemberSessions);
  const resetTwoFactor = useServerFn(resetTeamMemberTwoFactor);
  const { busy, run } = useRowAction();
  const [confirm, setConfirm] = useState<TeamAction | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const who = member.name || member.email;

  const offered: TeamAction[] = [
    ...(member.active ? (['deactivate'] as const) : []),
    'reset',
    'sessions',
    ...(member.twoFactorEnabled ? (['twoFactor'] as const) : []),
  ];

  function perform(action: TeamAction) {
    setConfirm(null);
    if (action === 'deactivate') void setActive(false);
    else if (action === 'reset')
      void run({
        call: () => reset({ data: { id: member.id } }),
        success: 'Nouveau mot de passe temporaire créé.',
        afterSuccess: (value) => setPassword(value.temporaryPassword),
      });
    else if (action === 'sessions')
      void run({
        call: () => endSessions({ data: { id: member.id } }),
        success: `Les sessions de ${who} sont terminées.`,
      });
    else
      void run({
        call: () => resetTwoFactor({ data: { id: member.id } }),
        success: `La double authentification de ${who} est réinitialisée.`,
      });
  }

  const setActive = (active: boolean) =>
    run({
      call: () => update({ data: { id: member.id, patch: { active } } }),
      success: active
        ? `${who} est réactivé.`
        : `${who} est désactivé : ses sessions sont terminées.`,
    });

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {who}
            {isSelf ? <span className="ml-2 text-slate-500 text-sm">(vous)</span> : null}
          </p>
          <p className="break-all text-slate-600 text-sm">{member.email}</p>
          <p className="text-slate-500 text-xs">
            {member.active ? 'Actif' : 'Désactivé'}
            {member.mustChangePassword ? ' · mot de passe temporaire' : ''}
            {member.twoFactorEnabled ? ' · double authentification' : ''} · dernière activité :{' '}
            {member.lastSeenAt ? formatAdminDate(member.lastSeenAt) : 'jamais connecté'}
          </p>
        </div>
        <label className="text-slate-700 text-sm">
          <span className="sr-only">Rôle de {who}</span>
          <select
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2"
            value={member.role}
            disabled={busy || isSelf}
            onChange={(event) => {
              const role = staffRoles.find((value) => value === event.target.value);
              if (role)
                void run({
                  call: () => update({ data: { id: member.id, patch: { role } } }),
                  success: `${who} est maintenant ${staffRoleLabels[role].toLowerCase()}.`,
                });
            }}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isSelf ? null : (
        <div className="flex flex-wrap gap-2">
          {member.active ? null : (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => setActive(true)}
            >
              Réactiver
            </button>
          )}
          {offered.map((action) => (
            <button
              key={action}
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => setConfirm(action)}
            >
              {teamActions[action].label}
            </button>
          ))}
        </div>
      )}
      {password ? (
        <TemporaryPasswordNotice
          email={member.email}
          password={password}
          onDone={() => setPassword(null)}
        />
      ) : null}
      <TeamConfirm
        who={who}
        action={confirm}
        onConfirm={perform}
        onCancel={() => setConfirm(null)}
      />
    </li>
  );
}
