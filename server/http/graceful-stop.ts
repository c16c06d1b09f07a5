import type { Server } from 'node:http';
import { log } from '#server/log/logger.ts';

/**
 * How an instance stops (issue 22, graceful lifecycle): on SIGTERM or SIGINT it reports not-ready,
 * stops accepting connections, lets the requests under way finish (at most `drainTimeoutMs`),
 * closes its database and exits 0. The entry script (scripts/start.ts, scripts/api.ts) owns these
 * steps; under `vite dev` the API runtime installs its own, simpler handlers.
 */
export const drainTimeoutMs = 10_000;

declare global {
  var __processStopOwned: boolean | undefined;
}

/** Called by an entry script before the API runtime starts: it will stop the process itself. */
export function ownProcessStop(): void {
  globalThis.__processStopOwned = true;
}

export const processStopOwned = (): boolean => globalThis.__processStopOwned === true;

/** Runs `stop` once on the first SIGTERM or SIGINT, then exits 0 (1 if `stop` failed). */
export function onStopSignal(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Whatever happens inside `stop`, the process ends: a stuck close must not keep it alive.
    setTimeout(() => process.exit(1), drainTimeoutMs * 2).unref();
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log().error({ event: 'server.stop-failed', err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handle);
  process.once('SIGINT', handle);
}

/**
 * Stops accepting connections and resolves once every open one has ended: idle keep-alive
 * connections are closed at once, busy ones after their response; any still open after
 * `timeoutMs` are cut.
 */
export function closeServer(server: Server, timeoutMs = drainTimeoutMs): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
