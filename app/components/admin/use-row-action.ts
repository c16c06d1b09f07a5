import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from 'sonner';

/** One action of an admin list row, and what the administrator is told about it. */
export interface RowAction {
  /** Asked with `window.confirm` first; nothing happens when it is declined. */
  confirm?: string;
  /** The server function, called through `useServerFn` so a 401 follows the redirect to /login. */
  call: () => Promise<unknown>;
  /** Shown once the list has reloaded; no toast when omitted. */
  success?: string;
  failure: string;
}

/**
 * The toggle and delete buttons of the admin lists (articles, products, contact requests). One
 * request at a time per row (`busy` disables its buttons, so a deletion never races a status
 * change, SPEC §4); the row changes only once the server has accepted and the list reloaded.
 */
export function useRowAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function run({ confirm, call, success, failure }: RowAction) {
    if (confirm !== undefined && !window.confirm(confirm)) return;
    setBusy(true);
    try {
      await call();
      await router.invalidate();
      if (success) toast.success(success);
    } catch {
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
