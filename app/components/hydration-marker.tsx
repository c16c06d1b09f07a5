import { useEffect } from 'react';

/** Marks <html data-hydrated="true"> once React owns the page (end-to-end tests wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
