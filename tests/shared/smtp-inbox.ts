import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: envelope recipients and the parsed mail. */
export interface ReceivedMail {
  recipients: string[];
  mail: ParsedMail;
}

export interface SmtpInbox {
  port: number;
  /** The next message delivered (or already delivered and not yet taken). */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port (plain text, no authentication), keeping what it receives.
 * `refuse`: every recipient is rejected with 550, as a server refusing to relay would; `hold`:
 * recipients are accepted only once this promise settles (a slow server).
 */
export async function startSmtpInbox(
  options: { refuse?: boolean; hold?: Promise<void> } = {},
): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const deliver = (mail: ReceivedMail) => {
    const waiter = waiting.shift();
    if (waiter) waiter(mail);
    else received.push(mail);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse) {
        callback(Object.assign(new Error('Relay access denied'), { responseCode: 550 }));
        return;
      }
      void (options.hold ?? Promise.resolve()).then(() => callback());
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          deliver({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error('parse')));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    next: () => {
      const mail = received.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
