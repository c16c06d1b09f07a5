import type { RateLimit } from '../auth/throttle.ts';
import { type ApiContext, clientAddress } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * A public form's sends per address (the contact form, docs/decisions/006; rental requests,
 * decision 037): every POST counts, valid or not, honeypot or not; past the limit, 429 with the
 * wait in French and `Retry-After`.
 */
export async function checkFormRate(c: ApiContext, limit: RateLimit): Promise<void> {
  const wait = await limit.consume(clientAddress(c));
  if (wait === 0) return;
  const minutes = Math.max(1, Math.ceil(wait / 60_000));
  throw new ApiError(
    429,
    'too_many_attempts',
    `Trop de demandes envoyées. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    { headers: { 'Retry-After': String(Math.ceil(wait / 1000)) } },
  );
}
