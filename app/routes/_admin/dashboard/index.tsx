import { createFileRoute, getRouteApi, isRedirect, Link } from '@tanstack/react-router';
import { adminHeadingClass } from '#app/components/admin/admin-list-page.tsx';
import { site } from '#config';
import { describeBackups } from '#domain/backup-status.ts';
import { canReadStats } from '#domain/staff-rights.ts';
import { getBackupStatus, getDashboardSummary } from '#server/functions/dashboard.functions.ts';
import { getDeskToday } from '#server/functions/rental-desk.functions.ts';
import { getStatsSummary } from '#server/functions/stats.functions.ts';
import { ContactSummaryNotice } from './-contact/contact-summary-notice.tsx';
import { RentalsTodayBlock } from './-rentals/rentals-today-block.tsx';
import { TwoFactorNudge } from './-security/two-factor-nudge.tsx';
import { StatsSummaryBlock } from './-stats/stats-summary-block.tsx';
import { TodoBlock } from './-todo/todo-block.tsx';

const adminLayout = getRouteApi('/_admin');

export const Route = createFileRoute('/_admin/dashboard/')({
  loader: async ({ context }) => {
    // The backup line is for administrators; a failure to read it only hides it.
    const backups =
      context.profile.role === 'administrateur'
        ? getBackupStatus().catch((error: unknown) => {
            if (isRedirect(error)) throw error;
            return null;
          })
        : null;
    // Issue 38: the last 7 days' figures; a failure to read them only says so.
    const stats = canReadStats(context.profile.role)
      ? getStatsSummary().catch((error: unknown) => {
          if (isRedirect(error)) throw error;
          return null;
        })
      : undefined;
    // Issue 39: the day's departures and returns; a failure to read them only says so.
    const rentals = getDeskToday().catch((error: unknown) => {
      if (isRedirect(error)) throw error;
      return null;
    });
    const [summary, status, statsSummary, rentalsToday] = await Promise.all([
      getDashboardSummary(),
      backups,
      stats,
      rentals,
    ]);
    return {
      summary,
      rentalsToday,
      backupLine: status ? describeBackups(status, new Date()) : null,
      statsSummary,
    };
  },
  head: () => ({ meta: [{ title: `Tableau de bord | ${site.name}` }] }),
  component: DashboardHome,
});

function plural(count: number, one: string, many: string) {
  return `${count} ${count > 1 ? many : one}`;
}

/** SPEC §2 /dashboard: welcome and the three module tiles. */
function DashboardHome() {
  const { summary, backupLine, statsSummary, rentalsToday } = Route.useLoaderData();
  const { contactSummary } = adminLayout.useLoaderData();
  const { profile } = adminLayout.useRouteContext();
  const tiles = [
    {
      to: '/dashboard/articles',
      title: 'Gérer Articles',
      text: 'Rédigez, publiez et mettez à jour les actualités médicales.',
      count: `${plural(summary.articles, 'article', 'articles')} dont ${plural(summary.drafts, 'brouillon', 'brouillons')}`,
    },
    {
      to: '/dashboard/produits',
      title: 'Gérer Produits',
      text: 'Ajoutez des produits, leurs prix, leurs images et leur disponibilité en ligne.',
      count: plural(summary.products, 'produit', 'produits'),
    },
    {
      to: '/dashboard/categories',
      title: 'Gérer Catégories',
      text: 'Organisez le catalogue et choisissez les catégories visibles.',
      count: plural(summary.categories, 'catégorie', 'catégories'),
    },
  ] as const;
  return (
    <section>
      <h1 className={adminHeadingClass}>Bienvenue dans l’espace d’administration</h1>
      <p className="mt-2 text-slate-600">Choisissez un module pour gérer le contenu du site.</p>
      <ContactSummaryNotice summary={contactSummary} />
      {profile.role === 'administrateur' && !profile.twoFactorEnabled ? <TwoFactorNudge /> : null}
      {backupLine ? <BackupNotice line={backupLine} /> : null}
      <TodoBlock counts={summary.todo} />
      <RentalsTodayBlock today={rentalsToday} />
      {statsSummary === undefined ? null : <StatsSummaryBlock summary={statsSummary} />}
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-teal-600 hover:shadow"
            >
              <h2 className="font-semibold text-lg text-slate-900">{tile.title}</h2>
              <p className="mt-2 text-slate-600 text-sm">{tile.text}</p>
              <p className="mt-4 font-medium text-sm text-teal-800">{tile.count}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const backupTone = {
  ok: 'border-slate-200 bg-white text-slate-700',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  error: 'border-red-300 bg-red-50 text-red-900',
} as const;

/** Issue 35 §1: the last backup, its size, or its failure (administrators only). */
function BackupNotice({ line }: { line: ReturnType<typeof describeBackups> }) {
  return (
    <p
      className={`mt-4 rounded-lg border px-4 py-3 text-sm ${backupTone[line.tone]}`}
      data-testid="backup-line"
    >
      <span className="font-medium">Sauvegardes : </span>
      {line.text}
    </p>
  );
}
