import { useNavigate, useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  ProductEditFieldsSchema,
  productDraftKey,
  removedGalleryIndexes,
} from '#app/lib/product-draft.ts';
import { editOpenedFromList } from '#app/lib/product-list-return.ts';
import { unwrapResult } from '#app/lib/save-error.ts';
import { productSaveInProgress } from '#app/lib/save-in-progress.ts';
import { editProductWithProgress } from '#app/uploads/product-form.upload.ts';
import { hasChanges } from '#domain/product-form.rules.ts';
import { createProductEditMachine } from '#machines/product-edit.machine.ts';
import { loadProductForEdit } from '#server/functions/admin-product-form.functions.ts';
import { useProductDraft } from './use-product-draft.ts';
import { useProductUpload } from './use-product-upload.ts';

const productEditMachine = createProductEditMachine<File>();

/**
 * The edit form's machine wired to the server (load: server function; save: our upload route with
 * progress), and the return to the list when the machine reaches `redirect` (SPEC §9: 2 s after
 * the success screen): app/lib/product-list-return.ts.
 */
export function useProductEdit(productId: number) {
  const { progress, upload } = useProductUpload();
  const [machine] = useState(() =>
    productEditMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) =>
          unwrapResult(await loadProductForEdit({ data: { id: input.id } })),
        ),
        save: fromPromise(({ input, signal }) =>
          upload(
            signal,
            input.main !== null || input.files.length > 0,
            (report) => editProductWithProgress(input, report, signal),
            {
              saved: ({ titre }) => `Les modifications de « ${titre} » sont enregistrées.`,
              cancelled: "Enregistrement annulé : le produit n'a pas été modifié.",
              failed: "Le produit n'a pas été modifié :",
            },
          ),
        ),
      },
    }),
  );
  const [snapshot, send] = useActor(machine, { input: { productId } });
  const { loaded, fields, main, files } = snapshot.context;
  const redirecting = snapshot.matches('redirect');
  const saved = snapshot.matches('success') || redirecting;
  const pending = files.length + (main ? 1 : 0);
  const dirty = loaded !== null && !saved && hasChanges(loaded.fields, fields, pending);

  const navigate = useNavigate();
  const router = useRouter();
  useEffect(() => {
    if (!redirecting) return;
    // Back to the list this tab came from, where the user left it (scroll restored, the edited
    // row in view); else the list's first page, at its top.
    if (editOpenedFromList(router.state.location.state)) router.history.back();
    else void navigate({ to: '/dashboard/produits' });
  }, [redirecting, navigate, router]);

  const busy = snapshot.hasTag('busy');
  const saving = productSaveInProgress(busy, progress, "le produit n'est pas modifié.");

  // Issue 20 point 3: a local draft, picked images included, offered back after a reload.
  const draftFiles = useMemo(() => ({ main: main ? [main] : [], images: files }), [main, files]);
  const draft = useProductDraft({
    key: loaded ? productDraftKey(productId) : null,
    schema: ProductEditFieldsSchema,
    fields,
    version: snapshot.context.version,
    files: draftFiles,
    dirty: dirty && !busy,
    differs: (kept) => loaded !== null && hasChanges(loaded.fields, kept, 0),
    done: saved,
    apply: (offered) => {
      const { galerie_json, ...text } = offered.fields;
      send({ type: 'change', fields: text });
      for (const index of removedGalleryIndexes(fields.galerie_json, galerie_json)) {
        send({ type: 'gallery.remove', index });
      }
      const [newMain] = offered.files?.main ?? [];
      if (newMain) send({ type: 'main.choose', file: newMain });
      const images = offered.files?.images ?? [];
      if (images.length > 0) send({ type: 'files.add', files: images });
    },
  });

  return { snapshot, send, progress, dirty, busy, saving, draft, discardDraft: draft.clear };
}
