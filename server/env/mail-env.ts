/**
 * The e-mail settings of the environment (README "Environment variables"): where a new contact
 * request is announced (NOTIFY_EMAIL) and the SMTP server that sends it. Spread into the env
 * schema of app.env.ts, so a bad value stops the server at start like any other variable.
 * valibot only: app.env.ts is also read by code bundled for the browser.
 */
import * as v from 'valibot';

const mailbox = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** `address@example.tn` or `Display Name <address@example.tn>`. */
const fromAddress =
  /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

const Text = (name: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, `${name} must not be empty`));

export const MailEnvEntries = {
  /** Who is told of each new contact request (urgent ones marked in the subject). */
  NOTIFY_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(mailbox, 'NOTIFY_EMAIL must be an e-mail address')),
  ),
  SMTP_HOST: v.optional(Text('SMTP_HOST')),
  SMTP_PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'SMTP_PORT must be a port number between 1 and 65535'),
      v.transform(Number),
      v.minValue(1, 'SMTP_PORT must be a port number between 1 and 65535'),
      v.maxValue(65_535, 'SMTP_PORT must be a port number between 1 and 65535'),
    ),
  ),
  /** true: TLS from the first byte (usually port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'SMTP_SECURE must be true or false'),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
  SMTP_USER: v.optional(Text('SMTP_USER')),
  SMTP_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(1))),
  SMTP_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(fromAddress, 'SMTP_FROM must be an e-mail address or "Name <address>"'),
    ),
  ),
};

const MailEnvSchema = v.object(MailEnvEntries);
type MailEnv = v.InferOutput<typeof MailEnvSchema>;

/** What the entries cannot say alone: settings that only make sense together. */
export function mailEnvProblems(env: MailEnv): string[] {
  const problems: string[] = [];
  if (env.NOTIFY_EMAIL && !env.SMTP_HOST) {
    problems.push('SMTP_HOST: required when NOTIFY_EMAIL is set');
  }
  if (env.SMTP_HOST && !env.NOTIFY_EMAIL) {
    problems.push('NOTIFY_EMAIL: required when SMTP_HOST is set (who should receive the e-mails?)');
  }
  if (env.SMTP_USER && !env.SMTP_PASSWORD) {
    problems.push('SMTP_PASSWORD: required when SMTP_USER is set');
  }
  if (env.SMTP_PASSWORD && !env.SMTP_USER) {
    problems.push('SMTP_USER: required when SMTP_PASSWORD is set');
  }
  return problems;
}
