import { useServerFn } from '@tanstack/react-start';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { secondaryButton } from '#app/components/ui/buttons.ts';
import { formatAdminDate } from '#domain/article-status.ts';
import { endOwnOtherSessions, endOwnSession } from '#server/functions/staff.functions.ts';

export interface SessionItem {
  id: string;
  current: boolean;
  browser: string;
  ip: string | null;
  place: string | null;
  createdAt: string;
  lastSeenAt: string;
}

const failed = 'La session n’a pas pu être terminée. Réessayez dans un instant.';

/**
 * "Mes sessions" (issue 23; ASVS 5.0 §7.4.3, §7.5.2): each device signed in to this account,
 * this one first, with "Déconnecter" for the others and one button for all of them.
 */
export function SessionList({ sessions }: { sessions: SessionItem[] }) {
  const endOne = useServerFn(endOwnSession);
  const endOthers = useServerFn(endOwnOtherSessions);
  const { busy, running, run } = useRowAction();
  const others = sessions.filter((session) => !session.current);

  return (
    <div className="space-y-4">
      <ul aria-label="Sessions actives" className="space-y-3">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {session.browser}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 font-medium text-teal-800 text-xs">
                    Cet appareil
                  </span>
                ) : null}
              </p>
              <p className="text-slate-600 text-sm">
                {[session.place, session.ip ? `adresse ${session.ip}` : null]
                  .filter(Boolean)
                  .join(' · ') || 'Adresse inconnue'}
              </p>
              <p className="text-slate-500 text-xs">
                Connectée le {formatAdminDate(session.createdAt)} · dernière activité le{' '}
                {formatAdminDate(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                aria-label={`Déconnecter la session ${session.browser}`}
                onClick={() =>
                  run({
                    key: session.id,
                    call: () => endOne({ data: { sessionId: session.id } }),
                    success: 'Session déconnectée.',
                    failure: failed,
                  })
                }
              >
                {running === session.id ? 'Déconnexion…' : 'Déconnecter'}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() =>
            run({
              key: 'others',
              call: () => endOthers(),
              success: 'Toutes les autres sessions sont déconnectées.',
              failure: failed,
            })
          }
        >
          {running === 'others' ? 'Déconnexion…' : 'Déconnecter toutes les autres sessions'}
        </button>
      ) : (
        <p className="text-slate-600 text-sm">Aucune autre session n’est ouverte sur ce compte.</p>
      )}
    </div>
  );
}
