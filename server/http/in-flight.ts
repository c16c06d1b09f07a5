/**
 * Counts the requests a handler is still working on, so that a runtime being closed lets them
 * finish before its database and storage go away (a request whose caller left keeps running until
 * it has cleaned up after itself).
 */
export function trackInFlight<A extends unknown[]>(handle: (...args: A) => Promise<Response>) {
  let running = 0;
  let waiters: Array<() => void> = [];
  const settle = () => {
    running -= 1;
    if (running > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  return {
    handle: async (...args: A): Promise<Response> => {
      running += 1;
      try {
        return await handle(...args);
      } finally {
        settle();
      }
    },
    /** Resolves once no request is running, or after `timeoutMs` (a stuck request must not hold a shutdown). */
    idle(timeoutMs = 10_000): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref?.();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
