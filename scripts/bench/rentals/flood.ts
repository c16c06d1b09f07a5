/**
 * A flood of public rental requests (`POST /api/rentals/requests`) for `npm run bench:rentals`,
 * in a process of its own so that the availability reads measured beside it are not measured by
 * the same event loop (docs/decisions/027). As a script: one JSON `Flood` argument; prints the
 * run's outcome (measure.ts `Load`, with the answers counted by reason) as JSON.
 */
import * as v from 'valibot';
import { type RentalRequestInput, rentalMessages } from '#domain/rentals.schema.ts';
import { type Load, load } from '../measure.ts';

const Flood = v.object({
  base: v.string(),
  connections: v.number(),
  seconds: v.number(),
  /** Distinct client addresses the requests come from, in turns (X-Forwarded-For). */
  addresses: v.number(),
  /** The first address's number (measure.ts `load`): none shared with the reads beside. */
  firstAddress: v.number(),
  /** The products asked for, in turns, with a shop each leaves from. */
  targets: v.array(v.object({ produit_id: v.number(), boutique: v.string() })),
  debut: v.string(),
  fin: v.string(),
});
export type Flood = v.InferOutput<typeof Flood>;

const Answer = v.object({ error: v.object({ code: v.string(), message: v.string() }) });

/** Why a refused request was refused, by status and the answer's code and message. */
function refusalOf(status: number, body: string): string {
  if (status < 300) return `${status} held`;
  const parsed = v.safeParse(Answer, JSON.parse(body || '{}'));
  const error = parsed.success ? parsed.output.error : { code: '', message: '' };
  if (status === 409 && error.message === rentalMessages.indisponible) return '409 plus disponible';
  if (status === 429 && error.code === 'too_many_attempts') return '429 requests per address';
  if (status === 429 && error.message.startsWith('Vous avez déjà')) return '429 units per address';
  if (status === 429) return '429 share of the API lane';
  if (status === 503) return '503 API lane full';
  return `${status} ${error.code}`;
}

export interface FloodOutcome extends Load {
  /** Answers by reason (refusalOf). */
  reasons: Record<string, number>;
}

export async function flood(options: Flood): Promise<FloodOutcome> {
  const reasons: Record<string, number> = {};
  let sent = 0;
  const nextBody = () => {
    sent += 1;
    const target = options.targets[sent % options.targets.length];
    const body: RentalRequestInput = {
      produit_id: target?.produit_id ?? 0,
      debut: options.debut,
      fin: options.fin,
      quantite: 1,
      nom: `Demandeur ${sent}`,
      telephone: `+216 2${String(sent % 10_000_000).padStart(7, '0')}`,
      retrait: 'boutique',
      boutique: target?.boutique,
      consentement: true,
    };
    return JSON.stringify(body);
  };
  const outcome = await load({
    url: `${options.base}/api/rentals/requests`,
    method: 'POST',
    seconds: options.seconds,
    connections: options.connections,
    addresses: options.addresses,
    firstAddress: options.firstAddress,
    headers: { 'content-type': 'application/json' },
    nextBody,
    onAnswer: (status, body) => {
      const reason = refusalOf(status, body);
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    },
  });
  return { ...outcome, reasons };
}

if (process.argv[1] === import.meta.filename) {
  const options = v.parse(Flood, JSON.parse(process.argv[2] ?? '{}'));
  console.log(JSON.stringify(await flood(options)));
}
