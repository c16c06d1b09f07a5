import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SaveError, unwrapResult } from '#app/lib/save-error.ts';
import {
  type Focal,
  type ImageDetail,
  mainAltMessage,
  missingMainAlt,
  moveItem,
} from '#domain/image-details.ts';
import {
  type ImagesForEdit,
  type ImagesOwnerKind,
  loadImagesForEdit,
  saveImageDetails,
} from '#server/functions/image-details.functions.ts';

interface Draft {
  main: string | null;
  images: ImageDetail[];
}

const staleMessage =
  'Ces images ont été modifiées entre-temps (par vous dans le formulaire ou par quelqu’un d’autre). Rechargez-les avant de les enregistrer.';

const imagesQueryKey = (kind: ImagesOwnerKind, id: number) => ['image-details', kind, id] as const;

/**
 * The images panel's state (issue 24): the saved images (a query), the editor's changes (a draft
 * over them), the save (PUT …/images) and what a screen reader is told after each move.
 */
export function useImageDetails(
  kind: ImagesOwnerKind,
  id: number,
  version: string | null,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const key = imagesQueryKey(kind, id);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => unwrapResult(await loadImagesForEdit({ data: { kind, id } })),
    retry: false,
  });
  const [notice, setNotice] = useState<string | null>(null);
  // The form saved, or a version was restored from the Historique: read the images again. The
  // version this panel's own save made keeps its notice; any later one makes it stale (issue 36 §3).
  const seenVersion = useRef(version);
  const ownVersion = useRef<string | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    if (version !== ownVersion.current) setNotice(null);
    void refetch();
  }, [version, refetch]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The image the last button moved, so its button keeps the focus once the list is redrawn. */
  const [moved, setMoved] = useState<{ path: string; button: 'up' | 'down' } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const dragged = useRef<number | null>(null);
  const saved: Draft | null = query.data
    ? { main: query.data.main, images: query.data.images }
    : null;
  const current = draft ?? saved;
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);

  const update = (change: (state: Draft) => Draft) => {
    if (!current) return;
    setDraft(change(current));
    setNotice(null);
  };
  const edit = (index: number, patch: Partial<ImageDetail>) =>
    update((state) => ({
      ...state,
      images: state.images.map((image, at) => (at === index ? { ...image, ...patch } : image)),
    }));
  const move = (from: number, to: number, keepFocus = true) => {
    const count = current?.images.length ?? 0;
    if (to < 0 || to >= count || from === to) return;
    update((state) => ({ ...state, images: moveItem(state.images, from, to) }));
    setAnnouncement(`Image ${from + 1} déplacée en position ${to + 1} sur ${count}.`);
    const path = current?.images[from]?.path;
    if (path && keepFocus) setMoved({ path, button: to < from ? 'up' : 'down' });
  };

  const save = useMutation({
    mutationFn: async (state: Draft) =>
      unwrapResult(
        await saveImageDetails({
          data: {
            kind,
            id,
            body: {
              modifie_le: query.data?.version ?? new Date(0).toISOString(),
              main: state.main,
              gallery: state.images,
            },
          },
        }),
      ),
    onSuccess: (result: ImagesForEdit) => {
      queryClient.setQueryData(key, result);
      setDraft(null);
      setFieldErrors({});
      setNotice('Images enregistrées.');
      ownVersion.current = result.version;
      onSaved();
    },
    onError: (error) => {
      if (error instanceof SaveError) setFieldErrors(error.fields);
    },
  });

  const submit = () => {
    if (!current) return;
    const missing = missingMainAlt(current.main, current.images);
    if (missing >= 0) {
      setFieldErrors({ [`gallery.${missing}.alt`]: mainAltMessage });
      return;
    }
    save.mutate(current);
  };
  const reload = async () => {
    setDraft(null);
    setFieldErrors({});
    save.reset();
    await query.refetch();
  };

  const error = save.error;
  const errorMessage =
    error instanceof SaveError && error.status === 409
      ? staleMessage
      : error
        ? `Les images n’ont pas été enregistrées : ${error.message}`
        : null;
  return {
    query,
    current,
    dirty,
    announcement,
    moved,
    fieldErrors,
    notice,
    saving: save.isPending,
    errorMessage,
    stale: error instanceof SaveError && error.status === 409,
    submit,
    reload,
    actions: {
      move: (from: number, to: number) => move(from, to),
      setMain: (path: string) => update((state) => ({ ...state, main: path })),
      setAlt: (index: number, alt: string) => edit(index, { alt }),
      setFocal: (index: number, focal: Focal) => edit(index, { focal }),
      dragStart: (index: number) => {
        dragged.current = index;
      },
      drop: (index: number) => {
        if (dragged.current !== null) move(dragged.current, index, false);
        dragged.current = null;
      },
    },
  };
}
