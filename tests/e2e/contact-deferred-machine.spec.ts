import type { Page, Route } from '@playwright/test';
import { apiToken, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/**
 * Issue 25: the contact form's machine (XState) is not in the page's initial JavaScript; it is
 * loaded when the page is idle or the form is used. What a visitor types before it has loaded is
 * not lost, and a download that fails says so and can be tried again.
 */
const machineChunk = '**/assets/contact-actor-*.js';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Envoyer le message' });

/** Once the page has painted twice: what a response set off (a React commit) has been shown. */
const afterNextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/** Holds the machine's download until `release()`. */
async function holdMachine(page: Page) {
  const held: Route[] = [];
  let requested = () => {};
  const seen = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(machineChunk, (route) => {
    held.push(route);
    requested();
  });
  return {
    seen,
    release: async () => {
      await page.unroute(machineChunk);
      for (const route of held) await route.fallback();
    },
  };
}

test('what is typed before the machine has loaded is sent with the request', async ({
  page,
  request,
}) => {
  const machine = await holdMachine(page);
  await page.goto('/contact');
  await waitForHydration(page);
  const subject = `Avant le chargement ${unique()}`;
  await field(page, 'Prénom *').fill('Sami');
  await field(page, 'Nom *').fill('Trabelsi');
  await field(page, 'E-mail *').fill('sami.trabelsi@exemple.tn');
  await field(page, 'Sujet *').fill(subject);
  await field(page, 'Message *').fill('Un fauteuil roulant pliant est-il disponible ?');
  await machine.seen;
  // Until the machine runs, the form cannot be sent (and is never sent as a plain GET).
  await expect(submit(page)).toBeDisabled();
  await machine.release();
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(page.getByRole('status')).toContainText('Merci Sami');

  const list = await request.get('/api/crud/contact-requests', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    params: { limit: 50 },
  });
  expect(await list.text()).toContain(subject);
});

test('what the browser filled in without an input event (restored, autofilled) is what is sent', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await expect(submit(page)).toBeEnabled();
  // As a browser restoring the form after Back does: the values change, no event fires.
  await page.evaluate(() => {
    const set = (name: string, value: string) => {
      const input = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `[name="${name}"]`,
      );
      if (input) input.value = value;
    };
    set('firstName', 'Leila');
    set('lastName', 'Mansour');
    set('email', 'leila.mansour@exemple.tn');
    set('subject', 'Rendu sans saisie');
    set('message', 'Un déambulateur est-il disponible à la location ?');
  });
  await submit(page).click();
  await expect(page.getByRole('status')).toContainText('Merci Leila');
});

test.describe('when the machine cannot be downloaded', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test('the form says so, keeps what was typed, and works on the next try', async ({ page }) => {
    // Offline until the press below: a download the page starts on its own when idle (up to 2 s
    // after it loads, later on a busy machine) fails too, so the press is what fetches the code.
    let offline = true;
    await page.route(machineChunk, (route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto('/contact');
    await waitForHydration(page);
    await field(page, 'Prénom *').fill('Nadia');
    await expect(page.getByRole('alert')).toHaveText(
      'Le formulaire n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
    );
    await expect(field(page, 'Prénom *')).toHaveValue('Nadia');

    // A press that lasts while the code arrives (a finger on a phone): the pointer going down
    // starts the download, and nothing may move the button from under it before it comes up.
    await submit(page).scrollIntoViewIfNeeded();
    const box = await submit(page).boundingBox();
    if (!box) throw new Error('the submit button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const downloaded = page.waitForResponse(
      (response) => response.url().includes('/assets/contact-actor-') && response.ok(),
    );
    offline = false;
    await page.mouse.down();
    await downloaded;
    await afterNextFrames(page);
    expect(await submit(page).boundingBox()).toEqual(box);
    await page.mouse.up();
    // The machine now runs and checks the form: the other required fields are named.
    await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(field(page, 'Prénom *')).toHaveValue('Nadia');
  });
});
