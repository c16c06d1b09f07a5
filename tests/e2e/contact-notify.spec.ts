import type { Page } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '../shared/smtp-inbox.ts';
import { unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { type Instance, privateInstanceStartTimeout, startPrivateInstance } from './instances.ts';

// Issue 20 point 14: an urgent contact request is e-mailed to NOTIFY_EMAIL (a real SMTP server
// started here) and counted in the sidebar and on /dashboard until staff mark it handled. On a
// server of its own, so the counts are this journey's alone.

const admin = { email: 'demandes@test.tn', password: 'Demandes-Contact-2026!' };
const notifyEmail = 'accueil@mediconfort.tn';

let inbox: SmtpInbox;
let instance: Instance;

test.beforeAll(async () => {
  test.setTimeout(privateInstanceStartTimeout);
  inbox = await startSmtpInbox();
  instance = await startPrivateInstance(admin, {
    NOTIFY_EMAIL: notifyEmail,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
  });
});

test.afterAll(async () => {
  await instance?.stop();
  await inbox?.close();
});

async function sendUrgentRequest(page: Page, subject: string) {
  await page.goto(`${instance.url}/contact`);
  await waitForHydration(page);
  await page.getByLabel('Prénom *', { exact: true }).fill('Amel');
  await page.getByLabel('Nom *', { exact: true }).fill('Ben Salah');
  await page.getByLabel('E-mail *', { exact: true }).fill('amel.bensalah@exemple.tn');
  await page.getByLabel('Téléphone', { exact: true }).fill('+216 98 123 456');
  await page.getByLabel('Sujet *', { exact: true }).fill(subject);
  await page.getByLabel('Message *', { exact: true }).fill('Mon père sort de l’hôpital demain.');
  await page.getByLabel('Demande urgente (réponse sous 24h)').check();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'votre demande a bien été envoyée' }),
  ).toBeVisible();
}

async function signIn(page: Page) {
  await page.goto(`${instance.url}/login`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Mot de passe').fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${instance.url}/dashboard`);
}

test('an urgent request is e-mailed, counted in the sidebar and on the dashboard, and the count falls once handled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const urgentSubject = `Sortie d’hôpital ${unique()}`;
  await sendUrgentRequest(page, urgentSubject);

  const { recipients, mail } = await inbox.next();
  expect(recipients).toEqual([notifyEmail]);
  expect(mail.subject).toBe('[URGENT] Nouvelle demande de contact — Amel Ben Salah');
  expect(mail.text).toContain(`Sujet : ${urgentSubject}`);
  expect(mail.text).toContain(`${instance.url}/dashboard/demandes-contact`);

  // An ordinary one too, straight through the API as the form would send it.
  const ordinarySubject = `Devis ${unique()}`;
  const sent = await page.request.post(`${instance.url}/api/crud/contact-requests`, {
    data: {
      firstName: 'Karim',
      lastName: 'Jlassi',
      email: 'karim@exemple.tn',
      subject: ordinarySubject,
      message: 'Un devis pour un fauteuil roulant.',
      urgent: false,
    },
  });
  expect(sent.status()).toBe(201);
  expect((await inbox.next()).mail.subject).toBe('Nouvelle demande de contact — Karim Jlassi');

  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Administration' });
  const contactLink = nav.getByRole('link', { name: /^Demandes de contact/ });
  await expect(contactLink).toHaveAccessibleName(
    /^Demandes de contact\s*,\s*2 non traitées, dont 1 urgente$/,
  );
  const badge = contactLink.getByText('2 !', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('title', '2 non traitées, dont 1 urgente');
  await expect(badge).toHaveAttribute('data-urgent', 'true');

  const notice = page.getByRole('region', { name: 'Demandes de contact' });
  await expect(notice).toContainText('2 non traitées, dont 1 urgente (réponse sous 24h)');
  await expect(notice.getByText('1 urgente', { exact: true })).toBeVisible();

  // From the keyboard: the notice's link to the list, then the urgent request marked handled.
  await waitForHydration(page);
  await notice.getByRole('link', { name: 'Voir les demandes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${instance.url}/dashboard/demandes-contact`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Marquer comme traitée : ${urgentSubject}` }).click();
  await expect(page.getByText('Demande marquée comme traitée')).toBeVisible();
  await expect(contactLink).toHaveAccessibleName(/^Demandes de contact\s*,\s*1 non traitée$/);
  await expect(contactLink.getByText('1', { exact: true })).toHaveAttribute('data-urgent', 'false');

  await page.getByRole('link', { name: 'Espace Admin' }).click();
  await expect(page).toHaveURL(`${instance.url}/dashboard`);
  await expect(notice).toContainText('1 non traitée');
  await expect(notice).not.toContainText('urgente');

  // On a phone: the count is on the dashboard and in the menu behind its toggle, nothing overflows.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(notice).toBeVisible();
  // A tap, right after the confirmation toast: toasts sit at the bottom on phones, never over
  // the menu button (Playwright's click fails if something covers it).
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(contactLink).toBeVisible();
  await expect(contactLink).toHaveAccessibleName(/1 non traitée$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Handling the last one: the badge goes, the dashboard says so.
  await page.getByRole('button', { name: 'Fermer le menu' }).press('Enter');
  await page.goto(`${instance.url}/dashboard/demandes-contact`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Marquer comme traitée : ${ordinarySubject}` }).click();
  await expect(page.getByText('Demande marquée comme traitée')).toBeVisible();
  await page.goto(`${instance.url}/dashboard`);
  await expect(notice).toContainText('Aucune demande non traitée.');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).press('Enter');
  await expect(contactLink).toHaveAccessibleName('Demandes de contact');
});
