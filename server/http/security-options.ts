import type { Env } from '../../app.config.ts';
import type { PolicyOptions } from './security-headers.ts';

/** What the headers depend on in this deployment: its public URL and where images come from. */
export function securityOptions(env: Env, nonce?: string): PolicyOptions {
  return {
    nonce,
    imageOrigins: env.API_BASE_URL ? [new URL(env.API_BASE_URL).origin] : [],
    dev: env.NODE_ENV === 'development',
    https: env.NODE_ENV === 'production' && new URL(env.SITE_URL).protocol === 'https:',
  };
}

/** Origins a same-site browser request may name: the public URL's (behind a proxy it differs). */
export function trustedOrigins(env: Env): string[] {
  return [new URL(env.SITE_URL).origin];
}
