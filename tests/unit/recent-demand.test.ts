import { describe, expect, it } from 'vitest';
import { RecentDemand } from '#server/http/recent-demand.ts';

describe('RecentDemand', () => {
  const make = (maxAddresses = 10) => {
    let now = 0;
    const demand = new RecentDemand({ halfLifeMs: 1_000, light: 4, maxAddresses }, () => now);
    return { demand, advance: (ms: number) => (now += ms) };
  };

  it('counts asks and halves them every half-life', () => {
    const { demand, advance } = make();
    for (let ask = 0; ask < 8; ask += 1) demand.note('203.0.113.7');
    expect(demand.of('203.0.113.7')).toBe(8);
    advance(1_000);
    expect(demand.of('203.0.113.7')).toBeCloseTo(4);
    demand.note('203.0.113.7');
    advance(2_000);
    expect(demand.of('203.0.113.7')).toBeCloseTo(1.25);
    expect(demand.of('198.51.100.2')).toBe(0);
  });

  it('ranks light addresses 0, then one more per doubling', () => {
    const { demand, advance } = make();
    const ask = (address: string, times: number) => {
      for (let count = 0; count < times; count += 1) demand.note(address);
    };
    ask('visitor', 4);
    ask('busy', 5);
    ask('flood', 33);
    expect(demand.rank('visitor')).toBe(0);
    expect(demand.rank('busy')).toBe(1);
    expect(demand.rank('flood')).toBe(4);
    advance(3_000);
    // 33 / 8 ≈ 4.1: the flood that stopped is light again after three half-lives and a bit.
    expect(demand.rank('flood')).toBe(1);
    advance(1_000);
    expect(demand.rank('flood')).toBe(0);
  });

  it('remembers at most maxAddresses, forgetting the least recently seen first', () => {
    const { demand } = make(3);
    for (const address of ['a', 'b', 'c']) demand.note(address);
    demand.note('a');
    demand.note('d');
    expect(demand.size).toBe(3);
    expect(demand.of('b')).toBe(0);
    expect(demand.of('a')).toBe(2);
    expect(demand.of('c')).toBe(1);
    expect(demand.of('d')).toBe(1);
  });

  it('ranks as of one moment for a pass over the waiters, and reading keeps no address longer', () => {
    const { demand, advance } = make(2);
    for (let ask = 0; ask < 9; ask += 1) demand.note('flood');
    demand.note('visitor');
    const rank = demand.ranker();
    advance(5_000);
    // The pass's ranks are those of its moment, the clock read once.
    expect(rank('flood')).toBe(2);
    expect(rank('visitor')).toBe(0);
    expect(demand.rank('flood')).toBe(0);
    // Read, not asked: 'flood' is still the least recently asked, forgotten first.
    demand.of('flood');
    demand.note('new');
    expect(demand.of('flood')).toBe(0);
    expect(demand.of('visitor')).toBeCloseTo(1 / 32);
  });
});
