import type { Env } from '#env';
import type { PolicyOptions } from './security-headers.ts';

interface DeploymentSecurity {
  policy: PolicyOptions;
  trustedOrigins: string[];
}

// The environment is parsed once (getEnv), so its URLs are read once too, not on every request.
const byEnv = new WeakMap<Env, DeploymentSecurity>();

function deploymentSecurity(env: Env): DeploymentSecurity {
  let security = byEnv.get(env);
  if (!security) {
    const site = new URL(env.SITE_URL);
    security = {
      policy: {
        imageOrigins: env.API_BASE_URL ? [new URL(env.API_BASE_URL).origin] : [],
        dev: env.NODE_ENV === 'development',
        https: env.NODE_ENV === 'production' && site.protocol === 'https:',
      },
      trustedOrigins: [site.origin],
    };
    byEnv.set(env, security);
  }
  return security;
}

/** What the headers depend on in this deployment: its public URL and where images come from. */
export function securityOptions(env: Env, nonce?: string): PolicyOptions {
  const { policy } = deploymentSecurity(env);
  return nonce === undefined ? policy : { ...policy, nonce };
}

/** Origins a same-site browser request may name: the public URL's (behind a proxy it differs). */
export function trustedOrigins(env: Env): string[] {
  return deploymentSecurity(env).trustedOrigins;
}
