import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { log } from '#server/log/logger.ts';
import type { Database } from '../db/connection.ts';
import {
  type ContentResource,
  contentResources,
  onContentChange,
  publishContentChange,
} from './content-changes.ts';

/** The PostgreSQL channel every instance of the site on one database listens to. */
export const contentChannel = 'site_content_changed';

const PayloadSchema = v.object({
  instance: v.string(),
  resources: v.array(v.picklist(contentResources)),
});
const ClaimRows = v.object({ rows: v.array(v.unknown()) });

export interface NotifyOptions {
  databaseUrl: string;
  /** Where NOTIFY is sent: the API's own pool, so a write and its notice share a connection pool. */
  db: Database;
  /** First wait before reconnecting the listener; doubles up to 30 s. */
  reconnectMs?: number;
}

export interface ContentSharing {
  /**
   * The scheduled publication at `at` is due: true when this instance is the first to say so, in
   * which case the other instances have been told in the same statement (the row and the NOTIFY
   * commit together); false when another instance already announced it.
   */
  claimScheduled(at: Date): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Several app instances on one PostgreSQL: each tells the others about the writes it accepted
 * (NOTIFY) and hears theirs (LISTEN) on a dedicated connection, so every page cache drops
 * what changed within milliseconds. No extra infrastructure.
 */
export function shareContentChanges(options: NotifyOptions): ContentSharing {
  const instance = randomUUID();
  const firstDelay = options.reconnectMs ?? 1_000;
  let client: pg.Client | undefined;
  let closed = false;
  let delay = firstDelay;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let queued = new Set<ContentResource>();

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      const parsed = v.safeParse(PayloadSchema, safeJson(message.payload));
      if (!parsed.success || parsed.output.instance === instance) return;
      for (const resource of parsed.output.resources) {
        publishContentChange({ resource, origin: 'remote' });
      }
    });
    next.on('error', (error) => {
      log().error(
        { event: 'notify.connection-lost', reason: error.message },
        'connection listening for other instances’ changes lost',
      );
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${contentChannel}`);
    } catch (error) {
      log().error(
        { event: 'notify.listen-failed', reason: String(error) },
        'cannot listen for other instances’ changes',
      );
      reconnect(next);
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    const wasDown = client === undefined && delay !== firstDelay;
    client = next;
    delay = firstDelay;
    // Notices sent while this instance was not listening are lost: assume everything changed.
    if (wasDown) publishContentChange({ resource: 'all', origin: 'remote' });
  }

  function reconnect(failed: pg.Client): void {
    if (closed || (client !== undefined && client !== failed)) return;
    client = undefined;
    failed.end().catch(() => undefined);
    clearTimeout(retry);
    retry = setTimeout(() => void listen(), delay);
    retry.unref();
    delay = Math.min(delay * 2, 30_000);
  }

  async function flush(): Promise<void> {
    const payload = JSON.stringify({ instance, resources: [...queued] });
    queued = new Set();
    try {
      await options.db.execute(sql`select pg_notify(${contentChannel}, ${payload})`);
    } catch (error) {
      log().error(
        { event: 'notify.publish-failed', reason: String(error) },
        'could not tell the other instances about a change',
      );
    }
  }

  // Writes of one request often touch several resources: one notice per tick carries them all.
  const stop = onContentChange(({ resource, origin }) => {
    if (origin !== 'local') return;
    if (queued.size === 0) setImmediate(() => void flush());
    queued.add(resource);
  });
  void listen();

  return {
    claimScheduled: async (at) => {
      const payload = JSON.stringify({ instance, resources: ['articles'] });
      const claimed = await options.db.execute(sql`
        with claimed as (
          insert into scheduled_announcements (published_at) values (${at.toISOString()})
          on conflict do nothing
          returning 1
        )
        select pg_notify(${contentChannel}, ${payload}) from claimed`);
      return v.parse(ClaimRows, claimed).rows.length > 0;
    },
    stop: async () => {
      closed = true;
      stop();
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
