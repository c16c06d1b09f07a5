import { useRouter } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { useState } from 'react';
import { toast } from 'sonner';
import { dangerButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';
import { formatAdminDate } from '#domain/article-status.ts';
import { type StaffRole, staffRoleLabels, staffRoles } from '#domain/staff.ts';
import {
  endTeamMemberSessions,
  resetTeamMemberPassword,
  updateTeamMember,
} from '#server/functions/staff.functions.ts';
import { TemporaryPasswordNotice } from './temporary-password-notice';

export interface TeamMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  mustChangePassword: boolean;
  lastSeenAt: string | null;
}

type Confirm = 'deactivate' | 'reset' | 'sessions' | null;
const unreachable = 'Le serveur ne répond pas. Réessayez dans un instant.';

/** One colleague: role, state, and what an administrator may do to their account. */
export function TeamRow({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const router = useRouter();
  const update = useServerFn(updateTeamMember);
  const reset = useServerFn(resetTeamMemberPassword);
  const endSessions = useServerFn(endTeamMemberSessions);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [password, setPassword] = useState<string | null>(null);
  const who = member.name || member.email;

  async function run<T>(
    action: () => Promise<{ ok: true; value: T } | { ok: false; message: string }>,
    done: string,
    then?: (value: T) => void,
  ) {
    setBusy(true);
    setConfirm(null);
    try {
      const result = await action();
      if (result.ok) {
        toast.success(done);
        then?.(result.value);
      } else toast.error(result.message);
      await router.invalidate();
    } catch {
      toast.error(unreachable);
    } finally {
      setBusy(false);
    }
  }

  const setActive = (active: boolean) =>
    run(
      () => update({ data: { id: member.id, patch: { active } } }),
      active ? `${who} est réactivé.` : `${who} est désactivé : ses sessions sont terminées.`,
    );

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
            {member.mustChangePassword ? ' · mot de passe temporaire' : ''} · dernière activité :{' '}
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
                void run(
                  () => update({ data: { id: member.id, patch: { role } } }),
                  `${who} est maintenant ${staffRoleLabels[role].toLowerCase()}.`,
                );
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
          {member.active ? (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => setConfirm('deactivate')}
            >
              Désactiver
            </button>
          ) : (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => setActive(true)}
            >
              Réactiver
            </button>
          )}
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => setConfirm('reset')}
          >
            Réinitialiser le mot de passe
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => setConfirm('sessions')}
          >
            Terminer ses sessions
          </button>
        </div>
      )}
      {password ? (
        <TemporaryPasswordNotice
          email={member.email}
          password={password}
          onDone={() => setPassword(null)}
        />
      ) : null}
      <ModalDialog
        open={confirm !== null}
        title={`${who} — confirmer`}
        onCancel={() => setConfirm(null)}
      >
        <p>
          {confirm === 'deactivate'
            ? 'Le compte ne pourra plus se connecter et ses sessions ouvertes se terminent tout de suite.'
            : confirm === 'reset'
              ? 'L’ancien mot de passe cesse de fonctionner et ses sessions se terminent. Un mot de passe temporaire vous sera montré une seule fois.'
              : 'Tous les appareils connectés à ce compte seront déconnectés.'}
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={() => setConfirm(null)}>
            Annuler
          </button>
          <button
            type="button"
            data-autofocus
            className={dangerButton}
            onClick={() => {
              if (confirm === 'deactivate') void setActive(false);
              else if (confirm === 'reset')
                void run(
                  () => reset({ data: { id: member.id } }),
                  'Nouveau mot de passe temporaire créé.',
                  (value) => setPassword(value.temporaryPassword),
                );
              else
                void run(
                  () => endSessions({ data: { id: member.id } }),
                  `Les sessions de ${who} sont terminées.`,
                );
            }}
          >
            {confirm === 'deactivate'
              ? 'Désactiver'
              : confirm === 'reset'
                ? 'Réinitialiser'
                : 'Déconnecter'}
          </button>
        </div>
      </ModalDialog>
    </li>
  );
}
