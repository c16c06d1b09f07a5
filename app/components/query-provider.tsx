import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '#app/lib/query-client.ts';

let browserClient: QueryClient | undefined;

/** One data cache per browser tab (SPEC §9), whichever part of the site needs it first. */
function appQueryClient(): QueryClient {
  // On the server, one per render: nothing may be shared between two visitors' requests.
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * The client data cache, provided only where it is used (the back-office and the product popup),
 * so the public pages do not load TanStack Query before a product is opened.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(appQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
