/**
 * Whether a start loads the demo data (issue 36 §9, README "Environment variables"): DEMO_DATA
 * says it when set; unset, an embedded database gets the demo and a PostgreSQL database never
 * does. Either way only a database without content gets it (seed-demo.ts). The reason goes into
 * the start log, so an operator knows which happened and why.
 */
export interface DemoChoice {
  load: boolean;
  reason: string;
}

export interface DemoSettings {
  DEMO_DATA?: 'on' | 'off' | undefined;
  /** The older name: `never` still means off. */
  SEED_DEMO?: 'auto' | 'never' | undefined;
  DATABASE_URL?: string | undefined;
}

export function demoDataChoice(env: DemoSettings): DemoChoice {
  if (env.DEMO_DATA === 'on') return { load: true, reason: 'DEMO_DATA=on' };
  if (env.DEMO_DATA === 'off') return { load: false, reason: 'DEMO_DATA=off' };
  if (env.SEED_DEMO === 'never') return { load: false, reason: 'SEED_DEMO=never' };
  if (env.DATABASE_URL) {
    return { load: false, reason: 'DATABASE_URL is set and DEMO_DATA is not on' };
  }
  return { load: true, reason: 'the embedded database (DEMO_DATA unset)' };
}
