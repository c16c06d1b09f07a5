import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tellAfterLeaving } from '#app/components/admin/after-leaving.ts';
import type { SavedProduct } from '#app/uploads/product-form.upload.ts';

/** What the editor is told when a save they left ends (issue 20 point 2). */
interface UploadMessages {
  saved: (product: SavedProduct) => string;
  cancelled: string;
  failed: string;
}

/**
 * One product save as both forms run it: the upload progress (0..1, null when idle), shown only
 * when images go up (the text fields alone leave at once); leaving the form (signal) cancels the
 * upload while it goes up; the catalogue's cached product details are refreshed after a save.
 */
export function useProductUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const upload = async (
    signal: AbortSignal,
    withImages: boolean,
    post: (report: (fraction: number) => void) => Promise<SavedProduct>,
    messages: UploadMessages,
  ) => {
    const report = withImages ? setProgress : () => undefined;
    report(0);
    try {
      const saved = await tellAfterLeaving(signal, post(report), messages);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      return saved;
    } finally {
      setProgress(null);
    }
  };
  return { progress, upload };
}
