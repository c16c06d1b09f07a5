import { describe, expect, it } from 'vitest';
import { demoDataChoice } from '#server/seed/demo-choice.ts';

describe('whether a start loads the demo data (DEMO_DATA)', () => {
  const url = 'postgres://site@127.0.0.1/site';

  it('does by default on the embedded database, and never by default on PostgreSQL', () => {
    expect(demoDataChoice({})).toEqual({
      load: true,
      reason: 'the embedded database (DEMO_DATA unset)',
    });
    expect(demoDataChoice({ DATABASE_URL: url })).toEqual({
      load: false,
      reason: 'DATABASE_URL is set and DEMO_DATA is not on',
    });
  });

  it('does what DEMO_DATA says, on either database', () => {
    expect(demoDataChoice({ DEMO_DATA: 'off' }).load).toBe(false);
    expect(demoDataChoice({ DEMO_DATA: 'on', DATABASE_URL: url })).toEqual({
      load: true,
      reason: 'DEMO_DATA=on',
    });
  });

  it('still reads SEED_DEMO=never, its older name, as off (DEMO_DATA wins when both are set)', () => {
    expect(demoDataChoice({ SEED_DEMO: 'never' })).toEqual({
      load: false,
      reason: 'SEED_DEMO=never',
    });
    expect(demoDataChoice({ SEED_DEMO: 'never', DEMO_DATA: 'on' }).load).toBe(true);
  });
});
