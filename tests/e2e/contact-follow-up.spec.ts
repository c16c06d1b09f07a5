import type { Locator, Page } from '@playwright/test';
import { apiToken, startSession, unique } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { sendContactRequest } from './contact-requests.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 36 §8: staff open a contact request, reply by WhatsApp, phone or e-mail with a prefilled
 * French text, keep a note, give it to a colleague and move it from nouvelle to en cours to
 * traitée, then find it with the status filter, on a phone and on a desktop.
 */
test.describe.configure({ mode: 'serial' });

let colleague = '';

test.beforeAll(async ({ request }) => {
  colleague = `Youssef Gharbi ${unique()}`;
  const created = await request.post('/api/staff', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { email: `youssef.${unique()}@mediconfort.tn`, name: colleague, role: 'editeur' },
  });
  expect(created.status(), await created.text()).toBe(201);
});

const decoded = async (link: Locator, name: string) => {
  const href = (await link.getAttribute('href')) ?? '';
  return new URL(href).searchParams.get(name);
};

async function openInbox(page: Page) {
  await startSession(page);
  await page.goto('/dashboard/demandes-contact');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandes de contact');
}

const rowOf = (page: Page, subject: string) =>
  page
    .getByRole('list', { name: 'Demandes de contact' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) });

for (const [index, { width, height }] of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
].entries()) {
  test(`a request is answered, noted, assigned and handled at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const subject = `Fauteuil roulant électrique ${unique()}`;
    const from = `127.0.0.${index + 2}`;
    const visitor = { firstName: 'Hélène', lastName: 'Ben Aïssa', subject, message: 'Bonjour.' };
    const email = `helene.${unique()}@exemple.tn`;
    expect(
      await sendContactRequest(baseURL ?? '', from, { ...visitor, email, phone: '98 123 456' }),
    ).toBe(201);
    const silentSubject = `Sans téléphone ${unique()}`;
    expect(
      await sendContactRequest(baseURL ?? '', from, { ...visitor, email, subject: silentSubject }),
    ).toBe(201);

    await page.setViewportSize({ width, height });
    await openInbox(page);
    const row = rowOf(page, subject);
    await expect(row).toContainText('Nouvelle');

    // Reply buttons: the number in international form, a French text with the name and subject.
    const whatsapp = row.getByRole('link', { name: /^Répondre par WhatsApp à Hélène Ben Aïssa/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/21698123456\?text=/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const text = await decoded(whatsapp, 'text');
    expect(text).toContain('Bonjour Hélène Ben Aïssa,');
    expect(text).toContain(`« ${subject} »`);
    await expect(row.getByRole('link', { name: 'Appeler Hélène Ben Aïssa' })).toHaveAttribute(
      'href',
      'tel:+21698123456',
    );
    const mail = row.getByRole('link', { name: 'Répondre par e-mail à Hélène Ben Aïssa' });
    await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${email}\\?subject=`));
    expect(await decoded(mail, 'subject')).toBe(`Re: ${subject}`);
    expect(await decoded(mail, 'body')).toContain('Bonjour Hélène Ben Aïssa,');
    // Without a phone number: an e-mail only.
    const silent = rowOf(page, silentSubject);
    await expect(silent.getByRole('link', { name: /^Répondre par e-mail/ })).toBeVisible();
    await expect(silent.getByRole('link', { name: /WhatsApp|^Appeler/ })).toHaveCount(0);

    await expectNoAxeViolations(page);

    await row.getByLabel('Note interne').fill('Rappeler après 17 h pour le modèle pliant.');
    await row.getByRole('button', { name: `Enregistrer la note : ${subject}` }).click();
    await expect(page.getByText('Note enregistrée')).toBeVisible();

    await row.getByLabel('Attribuée à').selectOption({ label: colleague });
    await row.getByRole('button', { name: `Attribuer : ${subject}` }).click();
    await expect(page.getByText(`Demande attribuée à ${colleague}`)).toBeVisible();
    await expect(row).toContainText(`Attribuée à ${colleague}`);

    await row.getByRole('button', { name: `Marquer en cours : ${subject}` }).click();
    await expect(page.getByText('Demande marquée en cours')).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Marquer en cours : ${subject}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The filter lives in the URL: the dashboard links to ?statut=nouvelle.
    const filters = page.getByRole('group', { name: 'Filtrer les demandes' });
    await filters.getByRole('button', { name: 'En cours' }).click();
    await expect(page).toHaveURL('/dashboard/demandes-contact?statut=en_cours');
    await expect(row).toBeVisible();
    await filters.getByRole('button', { name: 'Nouvelles' }).click();
    await expect(page).toHaveURL('/dashboard/demandes-contact?statut=nouvelle');
    await expect(rowOf(page, silentSubject)).toBeVisible();
    await expect(row).toHaveCount(0);
    await filters.getByRole('button', { name: 'En cours' }).click();

    await row.getByRole('button', { name: `Marquer comme traitée : ${subject}` }).click();
    await expect(page.getByText('Demande marquée comme traitée')).toBeVisible();
    await expect(row).toHaveCount(0);
    await filters.getByRole('button', { name: 'Traitées' }).click();
    await expect(page).toHaveURL('/dashboard/demandes-contact?statut=traitee');
    await expect(row).toContainText('Traitée');
    await expect(row).toContainText(`Attribuée à ${colleague}`);
    await expect(row.getByLabel('Note interne')).toHaveValue(
      'Rappeler après 17 h pour le modèle pliant.',
    );
    // The screen itself (a toast fading out is measured mid-fade otherwise).
    await expectNoAxeViolations(page, 'main');

    // A link straight to the filter (the dashboard's "À faire" block uses it).
    await page.goto('/dashboard/demandes-contact?statut=traitee');
    await expect(row).toBeVisible();
    await expect(rowOf(page, silentSubject)).toHaveCount(0);
  });
}
