import type { ReactNode } from 'react';

/**
 * A form's own failure (not a field's), read out at once (`role="alert"`); nothing when there is
 * none. `id` lets the form point at it with `aria-describedby`.
 */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800 text-sm">
      {children}
    </p>
  );
}
