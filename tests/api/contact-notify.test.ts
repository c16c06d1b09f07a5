import type { Logger } from 'pino';
import * as v from 'valibot';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { log } from '#server/log/logger.ts';
import { type SmtpInbox, startSmtpInbox } from '../shared/smtp-inbox.ts';
import { call, expectBody, listOf, unique } from './client.ts';
import { login, startTestApi, type TestApi } from './harness.ts';

/**
 * Issue 20 point 14: each new contact request is e-mailed to NOTIFY_EMAIL through a real SMTP
 * server (smtp-server, started here), urgent ones marked in the subject; a refused or unreachable
 * SMTP server changes nothing for the visitor and is logged.
 */
const notifyEmail = 'accueil@mediconfort.tn';
const smtpFrom = 'Site MédiConfort <site@mediconfort.tn>';
const Created = v.strictObject({ id: v.number() });
const Stored = listOf(v.object({ id: v.number(), subject: v.string(), urgent: v.boolean() }));

const smtpEnv = (port: number) => ({
  NOTIFY_EMAIL: notifyEmail,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_FROM: smtpFrom,
  SITE_URL: 'https://www.mediconfort.tn',
  TRUST_PROXY: 'true',
});

let lastOctet = 0;
const send = (api: TestApi, extra: Record<string, unknown> = {}) => {
  lastOctet += 1;
  return call(api, 'POST', '/crud/contact-requests', {
    json: {
      firstName: 'Amel',
      lastName: 'Ben Salah',
      email: 'amel.bensalah@exemple.tn',
      phone: '+216 98 123 456',
      subject: `Location de lit ${unique()}`,
      department: 'Orthopédie',
      message: 'Bonjour,\nje souhaite louer un lit médicalisé.',
      urgent: false,
      ...extra,
    },
    headers: { 'x-forwarded-for': `198.51.100.${lastOctet}` },
  });
};

async function storedSubjects(api: TestApi) {
  const { token } = await login(api);
  const list = await call(api, 'GET', '/crud/contact-requests?limit=100', { token });
  return expectBody(list, 200, Stored).rows.map((row) => row.subject);
}

describe('with an SMTP server that accepts', () => {
  let inbox: SmtpInbox;
  let api: TestApi;
  let release: () => void = () => undefined;
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    inbox = await startSmtpInbox({ hold });
    api = await startTestApi(smtpEnv(inbox.port));
  });
  afterAll(async () => {
    release();
    await api?.close();
    await inbox?.close();
  });

  it('answers the visitor before the SMTP server has taken the e-mail', async () => {
    // The server holds every recipient until released: the 201 cannot have waited for it.
    const response = await send(api, { firstName: 'Sami', lastName: 'Trabelsi' });
    expectBody(response, 201, Created);
    release();
    const { mail } = await inbox.next();
    expect(mail.subject).toBe('Nouvelle demande de contact — Sami Trabelsi');
  });

  it('e-mails an urgent request to NOTIFY_EMAIL, marked urgent, with all it says', async () => {
    const subject = `Lit médicalisé ${unique()}`;
    const response = await send(api, { subject, urgent: true });
    expectBody(response, 201, Created);

    const { recipients, mail } = await inbox.next();
    expect(recipients).toEqual([notifyEmail]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(notifyEmail);
    expect(mail.from?.value[0]).toMatchObject({
      address: 'site@mediconfort.tn',
      name: 'Site MédiConfort',
    });
    expect(mail.replyTo?.value[0]?.address).toBe('amel.bensalah@exemple.tn');
    expect(mail.subject).toBe('[URGENT] Nouvelle demande de contact — Amel Ben Salah');
    const text = mail.text ?? '';
    expect(text).toContain('Nom : Amel Ben Salah');
    expect(text).toContain('E-mail : amel.bensalah@exemple.tn');
    expect(text).toContain('Téléphone : +216 98 123 456');
    expect(text).toContain(`Sujet : ${subject}`);
    expect(text).toContain('Service : Orthopédie');
    expect(text).toContain('Urgence : oui (réponse sous 24h)');
    expect(text).toContain('Bonjour,\nje souhaite louer un lit médicalisé.');
    expect(text).toContain(
      'Traiter la demande dans l’espace d’administration : https://www.mediconfort.tn/dashboard/demandes-contact',
    );
  });

  it('e-mails an ordinary request without the urgent mark', async () => {
    expectBody(await send(api, { urgent: false, phone: '' }), 201, Created);
    const { mail } = await inbox.next();
    expect(mail.subject).toBe('Nouvelle demande de contact — Amel Ben Salah');
    expect(mail.text).toContain('Urgence : non');
    expect(mail.text).toContain('Téléphone : non renseigné');
  });

  it('sends nothing for a filled honeypot', async () => {
    expectBody(await send(api, { website: 'https://spam.example' }), 201, Created);
    expectBody(await send(api, { firstName: 'Réel' }), 201, Created);
    // The next e-mail is the real request's: the bot's was never sent.
    expect((await inbox.next()).mail.subject).toBe('Nouvelle demande de contact — Réel Ben Salah');
  });
});

describe('when the SMTP server refuses or is down', () => {
  let inbox: SmtpInbox;
  let api: TestApi;
  let errors: MockInstance<Logger['error']>;
  beforeAll(async () => {
    inbox = await startSmtpInbox({ refuse: true });
    api = await startTestApi(smtpEnv(inbox.port));
  });
  beforeEach(() => {
    // The failure is logged, and kept out of the test output.
    errors = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  const failureLogged = () =>
    vi.waitFor(
      () =>
        expect(errors).toHaveBeenCalledWith(
          { event: 'mail.failed' },
          expect.stringMatching(/^\[contact\] e-mail for request #\d+ not sent to accueil@/),
        ),
      { timeout: 20_000, interval: 50 },
    );

  it('a refusal: the request is stored, the visitor told it was sent, the failure logged', async () => {
    const subject = `Refusé ${unique()}`;
    const response = await send(api, { subject, urgent: true });
    const { id } = expectBody(response, 201, Created);
    await failureLogged();
    expect(errors.mock.calls.flat().join('\n')).toContain(`#${id} not sent`);
    expect(await storedSubjects(api)).toContain(subject);
  });

  it('a server that is down: the same, never a 500', async () => {
    await inbox.close();
    const subject = `Serveur arrêté ${unique()}`;
    const { id } = expectBody(await send(api, { subject }), 201, Created);
    await failureLogged();
    expect(errors.mock.calls.flat().join('\n')).toContain(`#${id} not sent`);
    expect(await storedSubjects(api)).toContain(subject);
  });
});
