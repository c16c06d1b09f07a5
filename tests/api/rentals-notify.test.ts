import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from '#server/log/logger.ts';
import { type SmtpInbox, startSmtpInbox } from '../shared/smtp-inbox.ts';
import { expectBody } from './client.ts';
import { login, startTestApi, type TestApi } from './harness.ts';
import {
  bedTerms,
  createRentableProduct,
  inDays,
  RentalReceiptSchema,
  requestBody,
  sendRequest,
} from './rental-fixtures.ts';

/**
 * Issue 39: each new request from the site is e-mailed to NOTIFY_EMAIL through a real SMTP
 * server, as urgent contact requests are; the visitor never waits for it nor hears of a failure.
 */
const notifyEmail = 'accueil@mediconfort.tn';
const smtpEnv = (port: number) => ({
  NOTIFY_EMAIL: notifyEmail,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_FROM: 'Site MédiConfort <site@mediconfort.tn>',
  SITE_URL: 'https://www.mediconfort.tn',
  TRUST_PROXY: 'true',
});

describe('with an SMTP server that accepts', () => {
  let inbox: SmtpInbox;
  let api: TestApi;
  let bed: number;
  let release: () => void = () => undefined;
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    inbox = await startSmtpInbox({ hold });
    api = await startTestApi(smtpEnv(inbox.port));
    bed = await createRentableProduct(api, (await login(api)).token, bedTerms);
  });
  afterAll(async () => {
    release();
    await api?.close();
    await inbox?.close();
  });

  it('answers the visitor first, then e-mails the staff all they need to call back', async () => {
    // The server holds every recipient until released: the 201 cannot have waited for it.
    const body = requestBody(bed, {
      email: 'amel@exemple.tn',
      debut: inDays(3),
      fin: inDays(12),
      note: 'Au 2e étage, sans ascenseur.',
    });
    const receipt = expectBody(await sendRequest(api, body), 201, RentalReceiptSchema);
    release();
    const { recipients, mail } = await inbox.next();
    expect(recipients).toEqual([notifyEmail]);
    expect(mail.replyTo?.value[0]?.address).toBe('amel@exemple.tn');
    expect(mail.subject).toBe(
      `Nouvelle demande de location ${receipt.reference} — ${receipt.produit_titre}`,
    );
    const text = mail.text ?? '';
    expect(text).toContain(`Référence : ${receipt.reference}`);
    expect(text).toContain(`Matériel : ${receipt.produit_titre} (1 unité)`);
    expect(text).toMatch(/Du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
    expect(text).toContain('Client : Amel Ben Salah');
    expect(text).toContain('Téléphone : +216 98 750 750');
    expect(text).toContain('Remise : retrait au magasin');
    expect(text).toContain('Au 2e étage, sans ascenseur.');
    expect(text).toContain(
      'Traiter la demande dans l’espace d’administration : https://www.mediconfort.tn/dashboard/locations',
    );
  });

  it('sends nothing for a filled honeypot', async () => {
    expectBody(
      await sendRequest(api, requestBody(bed, { site_web: 'https://spam.example' })),
      201,
      RentalReceiptSchema,
    );
    const real = expectBody(
      await sendRequest(api, requestBody(bed, { nom: 'Réel Client' })),
      201,
      RentalReceiptSchema,
    );
    const { mail } = await inbox.next();
    expect(mail.subject).toContain(real.reference);
  });
});

describe('when the SMTP server refuses', () => {
  let inbox: SmtpInbox;
  let api: TestApi;
  let bed: number;
  beforeAll(async () => {
    inbox = await startSmtpInbox({ refuse: true });
    api = await startTestApi(smtpEnv(inbox.port));
    bed = await createRentableProduct(api, (await login(api)).token, bedTerms);
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
  });

  it('the request is stored and answered 201; the failure is logged', async () => {
    const errors = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    try {
      const receipt = expectBody(
        await sendRequest(api, requestBody(bed)),
        201,
        RentalReceiptSchema,
      );
      await vi.waitFor(
        () =>
          expect(errors).toHaveBeenCalledWith(
            { event: 'mail.failed' },
            expect.stringContaining(`[location] e-mail for ${receipt.reference} not sent`),
          ),
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      errors.mockRestore();
    }
  });
});
