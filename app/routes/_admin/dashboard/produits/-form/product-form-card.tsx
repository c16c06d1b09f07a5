import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { DraftBanner } from '#app/components/admin/draft-banner.tsx';
import { FormActions } from '#app/components/admin/form-actions.tsx';
import { ReauthDialog } from '#app/components/admin/reauth-dialog.tsx';
import { UploadProgress } from '#app/components/admin/upload-progress.tsx';
import { useFocusFirstError } from '#app/components/use-focus-first-error.ts';
import type { DraftFiles } from '#app/lib/draft-files.ts';
import { cardClass } from './product-form-states.tsx';

/** The SPEC §5/§8 sentence, and what the server said under it. */
function FormAlert({ error, detail }: { error: string | null; detail: string | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{error}</p>
      {detail ? <p className="mt-1 text-sm">{detail}</p> : null}
    </div>
  );
}

/**
 * The card both product forms share: their fields, then the upload bar, the error and the action
 * bar. After a refused submit, focus goes to the first invalid field.
 */
export function ProductFormCard({
  editor: { busy, progress, snapshot },
  label,
  busyLabel,
  onSubmit,
  children,
}: {
  editor: {
    busy: boolean;
    progress: number | null;
    snapshot: { context: { error: string | null; errorDetail: string | null } };
  };
  label: string;
  busyLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  return (
    <form
      ref={form}
      noValidate
      aria-busy={busy}
      className={cardClass}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        focusFirstError();
      }}
    >
      {children}
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      <FormAlert error={snapshot.context.error} detail={snapshot.context.errorDetail} />
      <FormActions cancelTo="/dashboard/produits" busy={busy} label={label} busyLabel={busyLabel} />
    </form>
  );
}

/** Issue 8 in both product forms: sign in again over the form, then the save resumes. */
export function ProductReauthDialog({
  open,
  closed,
  send,
}: {
  open: boolean;
  /** An administrator ended the session (issue 36 §6). */
  closed: boolean;
  send: (event: { type: 'reauthenticated' } | { type: 'cancel' }) => void;
}) {
  const { session } = useRouteContext({ from: '/_admin' });
  return (
    <ReauthDialog
      open={open}
      closed={closed}
      email={session.email}
      subject="votre produit"
      onSignedIn={() => send({ type: 'reauthenticated' })}
      onCancel={() => send({ type: 'cancel' })}
    />
  );
}

/**
 * Issue 20 point 3 in both product forms: the local copy offered back, with its picked images.
 * `version` (the edit form's) marks a copy taken before the product was saved again.
 */
export function ProductDraftBanner({
  draft: { offered, restore, dismiss },
  version,
  staleNote,
}: {
  draft: {
    offered: { savedAt: Date; version: string | null; files: DraftFiles | null } | null;
    restore: () => void;
    dismiss: () => void;
  };
  version?: string | null;
  staleNote?: string;
}) {
  if (!offered) return null;
  const images = Object.values(offered.files ?? {}).reduce((count, list) => count + list.length, 0);
  return (
    <DraftBanner
      savedAt={offered.savedAt.toISOString()}
      stale={version !== undefined && offered.version !== version}
      staleNote={staleNote}
      images={images}
      onRestore={restore}
      onDismiss={dismiss}
    />
  );
}
