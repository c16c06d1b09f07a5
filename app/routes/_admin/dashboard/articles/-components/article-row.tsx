import { Link } from '@tanstack/react-router';
import { useServerFn } from '@tanstack/react-start';
import { RowCheckbox } from '#app/components/admin/row-checkbox.tsx';
import { useRowAction } from '#app/components/admin/use-row-action.ts';
import { rowButton } from '#app/components/ui/buttons.ts';
import { formatAdminDate, statusBadge, toggledStatus } from '#domain/article-status.ts';
import { trashedToast } from '#domain/trash.ts';
import {
  type AdminArticleRow,
  removeArticle,
  setArticleStatus,
} from '#server/functions/admin-articles.functions.ts';

const toneClass = {
  yellow: 'bg-yellow-100 text-yellow-800',
  green: 'bg-green-100 text-green-800',
  grey: 'bg-slate-200 text-slate-700',
} as const;

/** SPEC §2: a ✓/✗ that screen readers read as "Titre SEO : oui/non". */
function Indicator({ label, ok }: { label: string; ok: boolean }) {
  return (
    <li className="flex items-center gap-1">
      <span>{label}</span>
      <span
        role="img"
        aria-label={`${label} : ${ok ? 'oui' : 'non'}`}
        className={ok ? 'text-green-700' : 'text-red-600'}
      >
        {ok ? '✓' : '✗'}
      </span>
    </li>
  );
}

/** One article of the admin list (SPEC §2 "Article list"), with its actions. */
export function ArticleRow({
  article,
  selected,
  onToggle,
}: {
  article: AdminArticleRow;
  selected: boolean;
  onToggle: () => void;
}) {
  const setStatus = useServerFn(setArticleStatus);
  const remove = useServerFn(removeArticle);
  // SPEC §2: one request at a time per row, so a deletion never races a status change.
  const { busy, run } = useRowAction();
  const badge = statusBadge(article.statut);
  const published = article.statut === 'publie';
  const toggle = () =>
    run({
      call: () => setStatus({ data: { id: article.id, ...toggledStatus(article) } }),
      success: "Statut de l'article mis à jour",
      failure: 'Erreur lors de la mise à jour du statut',
    });
  const confirmAndDelete = () =>
    run({
      confirm: `Êtes-vous sûr de vouloir supprimer l'article "${article.titre}" ?`,
      call: () => remove({ data: { id: article.id } }),
      success: trashedToast('Article supprimé avec succès'),
      failure: 'Erreur lors de la suppression',
    });

  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <div className="-m-2 self-start">
        <RowCheckbox
          label={`Sélectionner l'article ${article.titre}`}
          checked={selected}
          onToggle={onToggle}
        />
      </div>
      {article.thumbnail ? (
        <img
          src={article.thumbnail}
          alt=""
          loading="lazy"
          className="size-20 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-lg bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-lg text-slate-900">{article.titre}</h2>
          <span className={`rounded-full px-2 py-0.5 font-medium text-xs ${toneClass[badge.tone]}`}>
            {badge.label}
          </span>
        </div>
        <p className="mt-1 text-slate-600 text-sm">
          {article.nom_auteur ? <span>{article.nom_auteur} · </span> : null}
          {article.publie_le
            ? `Publié le ${formatAdminDate(article.publie_le)}`
            : `Créé le ${formatAdminDate(article.cree_le)}`}
        </p>
        {article.extrait ? (
          <p className="mt-2 line-clamp-2 text-slate-700 text-sm">{article.extrait}</p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-4 text-slate-600 text-xs">
          <Indicator label="Titre SEO" ok={article.hasSeoTitle} />
          <Indicator label="Image" ok={article.thumbnail !== ''} />
          <Indicator label="Galerie" ok={article.galleryCount > 0} />
        </ul>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:items-stretch">
        <a
          href={`/articles/${encodeURIComponent(article.slug)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={rowButton}
        >
          Voir
        </a>
        <Link
          to="/dashboard/articles/edit/$id"
          params={{ id: String(article.id) }}
          className={rowButton}
        >
          Modifier
        </Link>
        <button
          type="button"
          className={rowButton}
          disabled={busy}
          aria-label={`${published ? 'Dépublier' : 'Publier'} l'article ${article.titre}`}
          onClick={() => void toggle()}
        >
          {published ? 'Dépublier' : 'Publier'}
        </button>
        <button
          type="button"
          className={`${rowButton} text-red-700`}
          disabled={busy}
          aria-label={`Supprimer l'article ${article.titre}`}
          onClick={() => void confirmAndDelete()}
        >
          Supprimer
        </button>
      </div>
    </article>
  );
}
