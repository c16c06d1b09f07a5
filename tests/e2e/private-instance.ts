import { test } from './fixtures.ts';
import { type Instance, privateInstanceStartTimeout, startPrivateInstance } from './instances.ts';

/**
 * A production instance of its own for the spec or `describe` block this is called in (with
 * `admin` as its administrator): started before its tests, with the time a start needs, stopped
 * after them. The returned function gives the running instance inside a test.
 */
export function privateInstance(
  admin: { email: string; password: string },
  env: Record<string, string> = {},
): () => Instance {
  let instance: Instance | undefined;
  test.beforeAll(async () => {
    test.setTimeout(privateInstanceStartTimeout);
    instance = await startPrivateInstance(admin, env);
  });
  test.afterAll(async () => {
    await instance?.stop();
  });
  return () => {
    if (!instance) throw new Error('privateInstance: the instance has not started');
    return instance;
  };
}
