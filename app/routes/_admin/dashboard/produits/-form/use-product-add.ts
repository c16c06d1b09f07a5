import { useQueryClient } from '@tanstack/react-query';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { createProductAddMachine } from '../../../../../../machines/product-add.machine';
import { emptyAddFields, hasChanges } from '../../../../../../machines/product-form.rules';
import { createProductWithProgress } from '../../../../../queries/product-form.upload';

const productAddMachine = createProductAddMachine<File>();

/**
 * The add form's machine wired to our upload route (STYLE: actors provided here), with the upload
 * progress (0..1, null when idle) and whether leaving would lose what was typed or chosen.
 */
export function useProductAdd() {
  const [progress, setProgress] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    productAddMachine.provide({
      actors: {
        create: fromPromise(async ({ input }) => {
          // A bar only when images go up: the text fields alone leave at once.
          const report = input.files.length > 0 ? setProgress : () => undefined;
          report(0);
          try {
            const saved = await createProductWithProgress(input, report);
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
  const [snapshot, send] = useActor(machine);
  const { fields, files } = snapshot.context;
  const dirty = !snapshot.matches('success') && hasChanges(emptyAddFields(), fields, files.length);
  return { snapshot, send, progress, dirty, busy: snapshot.hasTag('busy') };
}
