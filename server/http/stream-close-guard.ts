import { log } from '#server/log/logger.ts';
/**
 * Works around undici's unguarded delayed `controller.close()` (nodejs/undici#5715, fixed upstream
 * in 2026-08, not yet in the undici bundled with Node 22): when a visitor leaves while a response
 * body built from a string or buffer is still being sent, the stream is cancelled, and the close
 * queued just before then throws `ERR_INVALID_STATE` from a microtask, where no code can catch it.
 * Under load (autocannon ending a run, visitors leaving mid-page) that stopped the whole server.
 *
 * Exactly that error is ignored: the stream it concerns is already closed and nothing is lost.
 * Every other uncaught exception still ends the process, as Node does by default.
 */
export function isCancelledStreamClose(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    'code' in error &&
    error.code === 'ERR_INVALID_STATE' &&
    /^Invalid state: (ReadableStream|Controller) is already closed$/.test(error.message)
  );
}

export function ignoreCancelledStreamCloses(): void {
  process.on('uncaughtException', (error, origin) => {
    if (isCancelledStreamClose(error)) return;
    log().fatal({ event: 'process.crashed', origin, err: error }, 'uncaught error: stopping');
    process.exit(1);
  });
}
