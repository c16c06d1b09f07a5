import { expireAccessCookie } from '../shared/expired-token.ts';
import { signIn } from './admin-helpers.ts';
import { expect, test } from './fixtures.ts';

// Issue 18 point 10: the site's short refresh grace is for the parallel requests of one browser.
// A refresh cookie replayed from elsewhere after the rotation is the API's to judge (reuse).
// An expired access token is minted (the server's signing code and secret) rather than awaited.

const welcome = 'Bienvenue dans l’espace d’administration';

test('an old refresh cookie replayed by another browser after the rotation is refused and ends the session', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await signIn(page);
  // The cookies once the access token is past its lifetime: taken now, replayed after the rotation.
  await expireAccessCookie(context);
  const stolen = (await context.cookies()).filter((cookie) => cookie.name.startsWith('mc_'));
  expect(stolen).toHaveLength(2);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome);
  await expect(page.getByText(/\d+ articles? dont/)).toBeVisible();
  const rotated = (await context.cookies()).find((cookie) => cookie.name === 'mc_refresh');
  expect(rotated?.value).not.toBe(stolen.find((cookie) => cookie.name === 'mc_refresh')?.value);

  // Another browser (its own User-Agent) replays the cookies of before the rotation at once.
  const thief = await browser.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
  });
  try {
    await thief.addCookies(stolen);
    const thiefPage = await thief.newPage();
    await thiefPage.goto('/dashboard');
    await expect(thiefPage).toHaveURL('/login');
    expect((await thief.cookies()).filter((cookie) => cookie.name.startsWith('mc_'))).toEqual([]);
  } finally {
    await thief.close();
  }

  // The API saw a used refresh token: the whole session is over, for its owner too.
  await expireAccessCookie(context);
  await page.reload();
  await expect(page).toHaveURL('/login');
});
