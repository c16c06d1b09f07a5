import { log } from '#server/log/logger.ts';
import { onContentChange, publishContentChange } from './content-changes.ts';

export interface PublicationScheduleOptions {
  /** When the next scheduled article after `after` goes live, or null. */
  nextPublication: (after: Date) => Promise<Date | null>;
  now?: () => number;
  /** Re-checked at least this often (and setTimeout cannot wait past ~24.8 days). */
  maxDelayMs?: number;
  /** Waited past the publication time, so the database's clock has surely reached it too. */
  marginMs?: number;
  /**
   * Several instances on one database (issue 22): whether this one announces the publication at
   * `at` to the cluster (false: another instance did, and its notice reaches this one). Without
   * it, every publication is this process's to announce.
   */
  claim?: (at: Date) => Promise<boolean>;
}

/**
 * An article published with a future date appears on its own when the date comes: no write
 * announces it, so this timer does. Any change to articles (here or on another instance)
 * re-reads the next date.
 *
 * The look-up asks for the first date after the last one announced (not after "now"): a timer
 * that fires a little early, or a re-read during the margin, still finds the date it waits for,
 * so no publication is ever skipped.
 */
export function watchScheduledPublications(options: PublicationScheduleOptions): () => void {
  const { nextPublication, now = Date.now, maxDelayMs = 6 * 3_600_000, marginMs = 1_000 } = options;
  const claim = options.claim ?? (async () => true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let round = 0;
  let closed = false;
  // Every publication up to this instant has been announced (or predates this watcher).
  let announcedUpTo = new Date(now());

  async function arm(): Promise<void> {
    const mine = ++round;
    let next: Date | null;
    try {
      next = await nextPublication(announcedUpTo);
    } catch (error) {
      log().error(
        { event: 'schedule.read-failed', err: error },
        'could not read the next publication date',
      );
      next = null;
    }
    if (closed || mine !== round) return;
    clearTimeout(timer);
    const due = next ? next.getTime() + marginMs - now() : maxDelayMs;
    const delay = Math.min(Math.max(due, 0), maxDelayMs);
    timer = setTimeout(() => void fire(next), delay);
    timer.unref?.();
  }

  async function fire(next: Date | null): Promise<void> {
    if (next && next.getTime() + marginMs <= now()) {
      announcedUpTo = next;
      let mine = true;
      try {
        mine = await claim(next);
      } catch (error) {
        // Unsure whether another instance announced it: this one's own cache is dropped anyway.
        log().error(
          { event: 'schedule.claim-failed', err: error },
          'could not claim the announcement',
        );
      }
      if (closed) return;
      if (mine) publishContentChange({ resource: 'articles', origin: 'schedule' });
    }
    void arm();
  }

  const stop = onContentChange(({ resource, origin }) => {
    if (origin !== 'schedule' && (resource === 'articles' || resource === 'all')) void arm();
  });
  void arm();
  return () => {
    closed = true;
    stop();
    clearTimeout(timer);
  };
}
