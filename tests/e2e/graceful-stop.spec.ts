import { request as httpRequest } from 'node:http';
import * as v from 'valibot';
import { expect, test } from './fixtures.ts';
import { privateInstance } from './private-instance.ts';

/**
 * Issue 22 (graceful lifecycle): on SIGTERM a production instance stops accepting connections,
 * finishes the request under way (a category whose body is still arriving), closes its database
 * and exits 0, well within the 10 s it allows itself.
 */

const admin = { email: 'arret@test.tn', password: 'Arret-Propre-2026!' };
const Token = v.object({ token: v.string() });
const Category = v.object({ id: v.number(), nom: v.string() });

const instance = privateInstance(admin);

/** A POST whose body arrives in two parts: the second only when `rest()` is called. */
function postInTwoParts(url: string, token: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.byteLength / 2);
  const request = httpRequest(url, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': String(bytes.byteLength),
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  const firstPartSent = new Promise<void>((done) => {
    request.write(bytes.subarray(0, half), () => done());
  });
  return {
    firstPartSent,
    answered,
    rest: () => request.end(bytes.subarray(half)),
  };
}

test('SIGTERM: no new connection, the request under way completes, exit 0', async ({ request }) => {
  const login = await request.post(`${instance().url}/api/auth/login`, { data: admin });
  expect(login.status()).toBe(200);
  const { token } = v.parse(Token, await login.json());

  const nom = `Arrêt propre ${Date.now()}`;
  const slow = postInTwoParts(
    `${instance().url}/api/crud/categories`,
    token,
    JSON.stringify({ nom }),
  );
  await slow.firstPartSent;

  const signalled = Date.now();
  instance().signal('SIGTERM');
  await instance().printed('SIGTERM: stopping');

  // No new connection is taken once the instance is stopping.
  await expect(fetch(`${instance().url}/api/health/live`)).rejects.toThrow();

  // The request under way is answered, and what it wrote is acknowledged.
  slow.rest();
  const answer = await slow.answered;
  expect(answer.status).toBe(201);
  expect(v.parse(Category, JSON.parse(answer.body)).nom).toBe(nom);

  expect(await instance().exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});
