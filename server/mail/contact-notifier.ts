/**
 * Announces each new contact request by e-mail (issue 20, point 14). Never throws: a refused or
 * unreachable SMTP server is logged, the request is stored and the visitor answered regardless.
 */
import { log } from '#server/log/logger.ts';
import { contactNotification, type NotifiedContactRequest } from './contact-notification.ts';
import type { Mailer } from './mailer.ts';

export type ContactNotifier = (request: NotifiedContactRequest) => Promise<void>;

export function createContactNotifier(options: {
  mailer: Mailer;
  to: string;
  dashboardUrl: string;
  logError?: (message: string) => void;
}): ContactNotifier {
  const logError =
    options.logError ?? ((message: string) => log().error({ event: 'mail.failed' }, message));
  return async (request) => {
    try {
      await options.mailer.send(
        contactNotification(request, { to: options.to, dashboardUrl: options.dashboardUrl }),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logError(`[contact] e-mail for request #${request.id} not sent to ${options.to}: ${reason}`);
    }
  };
}
