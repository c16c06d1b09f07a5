/** Sends e-mail through the SMTP server of the environment (nodemailer). */
import { createTransport } from 'nodemailer';
import type { Env } from '#env';
import { siteMetrics } from '#server/metrics/metrics.ts';
import type { MailMessage } from './contact-notification.ts';

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  from: string;
}

/** The SMTP settings of the environment, or null when no e-mail is to be sent. */
export function smtpSettings(env: Env, fallbackFrom: string): SmtpSettings | null {
  if (!env.SMTP_HOST || !env.NOTIFY_EMAIL) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
    secure: env.SMTP_SECURE,
    auth:
      env.SMTP_USER && env.SMTP_PASSWORD
        ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD }
        : undefined,
    from: env.SMTP_FROM ?? fallbackFrom,
  };
}

/** One SMTP connection per message; a server that does not answer fails within seconds. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: settings.from, ...message });
      } catch (error) {
        siteMetrics().mails.inc({ result: 'failed' });
        throw error;
      }
      siteMetrics().mails.inc({ result: 'sent' });
    },
    close: () => transport.close(),
  };
}
