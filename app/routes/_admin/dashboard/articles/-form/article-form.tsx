import { Link, useRouteContext } from '@tanstack/react-router';
import { useRef } from 'react';
import { adminHeadingClass } from '#app/components/admin/admin-list-page.tsx';
import { ConflictDialog } from '#app/components/admin/conflict-dialog.tsx';
import { DraftBanner } from '#app/components/admin/draft-banner.tsx';
import { FormActions } from '#app/components/admin/form-actions.tsx';
import { HistoryPanel } from '#app/components/admin/history/history-panel.tsx';
import { ImageDetailsPanel } from '#app/components/admin/image-details/image-details-panel.tsx';
import { ReauthDialog } from '#app/components/admin/reauth-dialog.tsx';
import { UnsavedChangesGuard } from '#app/components/admin/unsaved-changes-dialog.tsx';
import { UploadProgress } from '#app/components/admin/upload-progress.tsx';
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts';
import { useFocusFirstError } from '#app/components/use-focus-first-error.ts';
import { ArticleContentSection } from './article-content-section.tsx';
import { ArticleImagesSection } from './article-images-section.tsx';
import { ArticleInfoSection } from './article-info-section.tsx';
import { ArticleSeoSection } from './article-seo-section.tsx';
import { type ArticleEditorInput, useArticleEditor } from './use-article-editor.ts';

/** SPEC §2 "Article form": create and edit share this form; `articleId` null means create. */
export function ArticleForm(props: ArticleEditorInput & { imagesBase: string }) {
  const { session } = useRouteContext({ from: '/_admin' });
  const editor = useArticleEditor(props);
  const { state, dispatch, snapshot, send, busy } = editor;
  const editing = snapshot.context.articleId !== null;
  const published = state.fields.statut === 'publie';
  const { fieldErrors, error } = snapshot.context;
  const offered = editor.draft.offered;
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  const save = (statut?: 'brouillon' | 'publie') => {
    editor.save(statut);
    // A refused save puts the focus on the first field to fix, so its message is read.
    focusFirstError();
  };

  return (
    <section className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <Link to="/dashboard/articles" className={secondaryButton}>
            Retour
          </Link>
          <h1 className={adminHeadingClass}>{editing ? "Modifier l'article" : 'Nouvel article'}</h1>
        </div>
        <div className="flex flex-wrap gap-3">
          {props.articleId !== null ? (
            <Link
              to="/dashboard/articles/dupliquer/$id"
              params={{ id: String(props.articleId) }}
              className={secondaryButton}
            >
              Dupliquer
            </Link>
          ) : null}
          <button
            type="button"
            className={published ? secondaryButton : primaryButton}
            disabled={busy}
            onClick={() => save(published ? 'brouillon' : 'publie')}
          >
            {published ? 'Dépublier' : 'Publier'}
          </button>
        </div>
      </header>

      {offered ? (
        <DraftBanner
          savedAt={offered.savedAt.toISOString()}
          stale={offered.version !== snapshot.context.version}
          images={(offered.files?.main?.length ?? 0) + (offered.files?.gallery?.length ?? 0)}
          onRestore={editor.draft.restore}
          onDismiss={editor.draft.dismiss}
        />
      ) : null}

      <form
        ref={form}
        noValidate
        aria-busy={busy}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {error && snapshot.matches('editing') ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {error}
          </div>
        ) : null}
        {Object.keys(fieldErrors).length > 0 ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 text-sm">
            Veuillez remplir les champs obligatoires : Titre, Slug et Contenu HTML.
          </p>
        ) : null}
        <ArticleInfoSection fields={state.fields} errors={fieldErrors} dispatch={dispatch} />
        <ArticleContentSection
          html={state.fields.contenu_html}
          error={fieldErrors.contenu_html}
          dispatch={dispatch}
        />
        <ArticleImagesSection state={state} imagesBase={props.imagesBase} dispatch={dispatch} />
        <ArticleSeoSection fields={state.fields} dispatch={dispatch} />
        {editor.progress !== null ? <UploadProgress fraction={editor.progress} /> : null}
        <FormActions
          cancelTo="/dashboard/articles"
          busy={busy}
          label="Enregistrer"
          busyLabel="Enregistrement..."
        />
      </form>
      {snapshot.context.articleId !== null ? (
        <ImageDetailsPanel
          kind="article"
          id={snapshot.context.articleId}
          blocked={editor.dirty || busy}
          version={snapshot.context.version}
          onSaved={() => void editor.reloadSaved()}
        />
      ) : null}

      {props.articleId !== null ? (
        <HistoryPanel
          kind="article"
          id={props.articleId}
          version={snapshot.context.version}
          onRestored={editor.reloadSaved}
        />
      ) : null}
      <ConflictDialog
        open={snapshot.matches('conflict')}
        reloading={editor.reloading}
        onReload={() => void editor.reloadSaved()}
        onOverwrite={() => send({ type: 'overwrite' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <ReauthDialog
        open={snapshot.matches('sessionExpired')}
        closed={snapshot.context.sessionClosed}
        email={session.email}
        onSignedIn={() => send({ type: 'reauthenticated' })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <UnsavedChangesGuard
        dirty={editor.dirty}
        saving={editor.saving}
        onLeave={editor.discardDraft}
      />
    </section>
  );
}
