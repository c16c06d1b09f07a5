import { useState } from 'react';
import type { AdminCategory } from '#server/functions/admin-categories.functions.ts';

/**
 * SPEC §4 "Category visibility": the list is updated locally once the server accepts a change,
 * without reloading it; a new load (after an addition, "Réessayer") replaces the local copy.
 */
export function useAcceptedRows(loaded: AdminCategory[]) {
  const [source, setSource] = useState(loaded);
  const [rows, setRows] = useState(loaded);
  if (source !== loaded) {
    setSource(loaded);
    setRows(loaded);
  }
  return {
    rows,
    replace: (next: AdminCategory) =>
      setRows((current) => current.map((row) => (row.id === next.id ? next : row))),
    remove: (id: number) => setRows((current) => current.filter((row) => row.id !== id)),
  };
}
