import { useRouter } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { unwrapResult } from '#app/lib/save-error.ts';
import { categoryAdminMachine } from '#machines/category-admin.machine.ts';
import { createAdminCategory } from '#server/functions/admin-categories.functions.ts';
import { useSessionExpiry } from './use-category-session.ts';

/** The page's list ↔ form ↔ success machine, wired to our server (STYLE: actors provided here). */
export function useCategoryAdmin() {
  const router = useRouter();
  const expireIfNeeded = useSessionExpiry();
  const [machine] = useState(() =>
    categoryAdminMachine.provide({
      actors: {
        create: fromPromise(async ({ input }) => {
          const result = await createAdminCategory({ data: input });
          expireIfNeeded(result);
          return unwrapResult(result);
        }),
      },
      actions: {
        // SPEC §4: the list reloads after a successful addition (the route's loader runs again).
        reloadList: () => void router.invalidate(),
      },
    }),
  );
  return useActor(machine);
}
