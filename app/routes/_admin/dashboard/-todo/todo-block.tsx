import { Link, linkOptions } from '@tanstack/react-router';
import { type TodoCounts, type TodoKind, type TodoLine, todoLines } from '#domain/todo.ts';

const lineClass =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600';

/** Where each line leads: its list, filtered to what it counts. */
const targets = {
  requests: linkOptions({ to: '/dashboard/demandes-contact', search: { statut: 'a_traiter' } }),
  offline: linkOptions({ to: '/dashboard/produits', search: { etat: 'hors-ligne' } }),
  images: linkOptions({ to: '/dashboard/produits', search: { etat: 'images-a-completer' } }),
  drafts: linkOptions({ to: '/dashboard/articles', search: { etat: 'brouillons' } }),
  scheduled: linkOptions({ to: '/dashboard/articles', search: { etat: 'programmes' } }),
} satisfies Record<TodoKind, unknown>;

/** Each line opens its list, filtered to what it counts. */
function TodoLink({ line, urgent }: { line: TodoLine; urgent: boolean }) {
  const body = (
    <>
      <span>{line.text}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5 shrink-0 fill-none stroke-2 stroke-teal-700"
      >
        <path d="M7 4l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
  const className = `${lineClass} ${urgent ? 'border-red-600 border-l-4 bg-red-50' : ''}`;
  return (
    <Link {...targets[line.kind]} className={className}>
      {body}
    </Link>
  );
}

/**
 * /dashboard "À faire" (issue 36 §8): what still needs a hand, each line a link to the list
 * filtered to it; "Rien à faire" when all is done, a calm line when the counts cannot be read.
 */
export function TodoBlock({ counts }: { counts: TodoCounts | null }) {
  const lines = counts ? todoLines(counts) : [];
  return (
    <section
      aria-labelledby="a-faire"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="a-faire" className="font-semibold text-lg text-slate-900">
        À faire
      </h2>
      {counts === null ? (
        <p className="mt-2 text-slate-600 text-sm">
          La liste des choses à faire n’a pas pu être chargée. Rechargez la page pour réessayer.
        </p>
      ) : lines.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">Rien à faire pour le moment.</p>
      ) : (
        <ul className="-mx-3 mt-2 space-y-1">
          {lines.map((line) => (
            <li key={line.kind}>
              <TodoLink
                line={line}
                urgent={line.kind === 'requests' && counts.urgentRequests > 0}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
