import { log } from '#server/log/logger.ts';

export interface RepeatedRunOptions {
  /** One run of the job. */
  run: () => Promise<unknown>;
  /** After start, before the first run. */
  firstDelayMs: number;
  /** After each run ends, before the next. */
  everyMs: number;
  /** The log event of a failed run (`trash.purge-failed`…) and its message. */
  failure: { event: string; message: string };
}

/**
 * A job every instance runs shortly after start, then `everyMs` after each run ends (the job's own
 * claim in the database makes one instance do each piece of work). A failed run is logged and the
 * next one still comes; timers are unref'd, so they never hold the process. Returns a stop
 * function that waits for a run under way.
 */
export function scheduleRepeatedRun(options: RepeatedRunOptions): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (delay: number) => {
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = () => {
    running = options.run().then(
      () => undefined,
      (error: unknown) =>
        log().error({ event: options.failure.event, err: error }, options.failure.message),
    );
    void running.then(() => {
      if (!stopped) arm(options.everyMs);
    });
  };
  arm(options.firstDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
