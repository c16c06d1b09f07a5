import { useActor } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { ProductAddFieldsSchema, productDraftKey } from '#app/lib/product-draft.ts';
import { productSaveInProgress } from '#app/lib/save-in-progress.ts';
import { createProductWithProgress } from '#app/uploads/product-form.upload.ts';
import { emptyAddFields, hasChanges, type ProductAddFields } from '#domain/product-form.rules.ts';
import { createProductAddMachine } from '#machines/product-add.machine.ts';
import { useProductDraft } from './use-product-draft.ts';
import { useProductUpload } from './use-product-upload.ts';

// A file to upload, or (a duplicate's) stored image path shared as it is.
const productAddMachine = createProductAddMachine<File | string>();
const isFile = (file: File | string): file is File => typeof file !== 'string';

/**
 * The add form's machine wired to our upload route (STYLE: actors provided here), with the upload
 * progress (0..1, null when idle) and whether leaving would lose what was typed or chosen.
 */
export function useProductAdd(copy?: { fields: ProductAddFields; images: string[] }) {
  const { progress, upload } = useProductUpload();
  const [machine] = useState(() =>
    productAddMachine.provide({
      actors: {
        create: fromPromise(({ input, signal }) =>
          upload(
            signal,
            input.files.length > 0,
            (report) => createProductWithProgress(input, report, signal),
            {
              saved: ({ titre }) => `Le produit « ${titre} » a été ajouté.`,
              cancelled: "Enregistrement annulé : le produit n'a pas été ajouté.",
              failed: "Le produit n'a pas été ajouté :",
            },
          ),
        ),
      },
    }),
  );
  const [snapshot, send] = useActor(machine);
  // Issue 24 "Dupliquer": the form opens with the copied product, nothing saved yet.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!copy || prefilled.current) return;
    prefilled.current = true;
    send({ type: 'change', fields: copy.fields });
    if (copy.images.length > 0) send({ type: 'files.add', files: copy.images });
  }, [copy, send]);
  const { fields, files } = snapshot.context;
  const dirty = !snapshot.matches('success') && hasChanges(emptyAddFields(), fields, files.length);
  const busy = snapshot.hasTag('busy');
  const saving = productSaveInProgress(busy, progress, "le produit n'est pas ajouté.");

  // Issue 20 point 3: a local draft, picked images included, offered back after a reload.
  // A local draft keeps picked files only: shared stored images are not the editor's own files.
  const draftFiles = useMemo(() => ({ images: files.filter(isFile) }), [files]);
  const draft = useProductDraft({
    key: productDraftKey(null),
    schema: ProductAddFieldsSchema,
    fields,
    version: null,
    files: draftFiles,
    dirty: dirty && !busy,
    differs: (saved) => hasChanges(emptyAddFields(), saved, 0),
    done: snapshot.matches('success'),
    apply: (offered) => {
      send({ type: 'change', fields: offered.fields });
      const images = offered.files?.images ?? [];
      if (images.length > 0) send({ type: 'files.add', files: images });
    },
  });

  return { snapshot, send, progress, dirty, busy, saving, draft, discardDraft: draft.clear };
}
