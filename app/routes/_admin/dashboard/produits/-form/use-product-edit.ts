import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { createProductEditMachine } from '../../../../../../machines/product-edit.machine';
import { hasChanges } from '../../../../../../machines/product-form.rules';
import { loadProductForEdit } from '../../../../../../server/functions/admin-product-form.functions';
import { unwrapResult } from '../../../../../lib/save-error';
import { editProductWithProgress } from '../../../../../queries/product-form.upload';

const productEditMachine = createProductEditMachine<File>();

/**
 * The edit form's machine wired to the server (load: server function; save: our upload route with
 * progress), and the return to the list when the machine reaches `redirect` (SPEC §9: 2 s after
 * the success screen).
 */
export function useProductEdit(productId: number) {
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    productEditMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) =>
          unwrapResult(await loadProductForEdit({ data: { id: input.id } })),
        ),
        save: fromPromise(async ({ input }) => {
          const report = input.main || input.files.length > 0 ? setProgress : () => undefined;
          report(0);
          try {
            const saved = await editProductWithProgress(input, report);
            // The catalogue's cached product details are out of date now.
            void queryClient.invalidateQueries({ queryKey: ['products'] });
            return saved;
          } finally {
            setProgress(null);
          }
        }),
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
  useEffect(() => {
    if (redirecting) void navigate({ to: '/dashboard/produits' });
  }, [redirecting, navigate]);

  return { snapshot, send, progress, dirty, busy: snapshot.hasTag('busy') };
}
