import { QueryClient } from '@tanstack/react-query';
import { limits } from '#config';

/** SPEC §9: exponential back-off (1 s, 2 s, 4 s…) capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, limits.queryRetryMaxDelayMs);
}

/** SPEC §9 client data cache: 3 retries with back-off, garbage collection after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: limits.queryRetries,
        retryDelay,
        gcTime: limits.queryGcTimeMs,
      },
    },
  });
}
