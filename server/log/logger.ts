import { isMainThread } from 'node:worker_threads';
import pino, { type Logger } from 'pino';
import * as v from 'valibot';
import { EnvSchema, type LogLevel } from '#env';

declare global {
  /** One logger per process, shared by the entry script's modules and the server bundle's. */
  var __siteLogger: Logger | undefined;
  var __accessLogger: Logger | undefined;
}

/**
 * Keys whose values never reach a log line, at the top of what is logged or one or two levels
 * down (pino's redaction, applied when the line is written): credentials, tokens, codes, secrets.
 */
export const redactedKeys = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'challenge',
  'code',
  'recoveryCodes',
  'secret',
  'jwtSecret',
];

const redactPaths = redactedKeys.flatMap((key) => {
  const quoted = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const under = quoted.startsWith('[') ? quoted : `.${quoted}`;
  return [quoted, `*${under}`, `*.*${under}`];
});

/**
 * Stdout. On the main thread, lines are written in the background by the 4 KB (one system call for
 * a dozen requests' lines, not one each) and at least every quarter second, and flushed at exit;
 * on a worker thread (the embedded database's), at once.
 */
function standardOutput(): pino.DestinationStream {
  if (!isMainThread) return pino.destination({ fd: 1, sync: true });
  const destination = pino.destination({ fd: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed at exit: nothing is left to write.
    }
  }, 250).unref();
  return destination;
}

/** What every logger of the site shares: ISO times, level names, secrets masked, errors whole. */
const options = (level: LogLevel): pino.LoggerOptions => ({
  level,
  redact: { paths: redactPaths, censor: '[masqué]' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  // An error's stack comes once, as `err` (pino's serializer: type, message, stack, cause).
  serializers: { err: pino.stdSerializers.errWithCause },
});

/** A JSON-lines logger writing to `destination` (stdout unless told), secrets masked. */
export function createLogger(level: LogLevel, destination = standardOutput()): Logger {
  return pino(options(level), destination);
}

/**
 * The access log's writer: the same output, without redaction (one line per request, of fixed
 * fields that never hold a secret: redacting them cost a cached page a tenth of its time).
 */
export function accessLogger(): Logger {
  globalThis.__accessLogger ??= log().child({}, { redact: [] });
  return globalThis.__accessLogger;
}

/**
 * The process's logger (README "Operating": every event and field). `LOG_LEVEL` (app.env.ts)
 * chooses what is written; `npm run dev` in a terminal prints it readable (pino-pretty).
 */
export function log(): Logger {
  if (!globalThis.__siteLogger) {
    // Read through the environment's own schema, without parsing (and caching) all of it: a
    // line may be written before the process has settled its environment.
    const setting = v.safeParse(EnvSchema.entries.LOG_LEVEL, process.env.LOG_LEVEL);
    const level = setting.success ? setting.output : 'info';
    const nodeEnv = v.safeParse(EnvSchema.entries.NODE_ENV, process.env.NODE_ENV);
    const pretty = nodeEnv.output === 'development' && process.stdout.isTTY === true;
    globalThis.__siteLogger = pretty
      ? pino({ ...options(level), transport: { target: 'pino-pretty' } })
      : createLogger(level);
  }
  return globalThis.__siteLogger;
}
