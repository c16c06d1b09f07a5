import { describe, expect, it } from 'vitest';
import {
  type FixedUnit,
  type MovableUnit,
  packUnits,
  type UnitDays,
} from '#domain/rental-packing.ts';
import { addDays } from '#domain/tunis-time.ts';

const day = (n: number) => addDays('2027-03-01', n);
const days = (from: number, until: number): UnitDays => ({ from: day(from), until: day(until) });
const held = (rentalId: number, unite: number, from: number, until: number): MovableUnit => ({
  rentalId,
  unite,
  ...days(from, until),
});

describe('packUnits', () => {
  it('takes the lowest free unit and moves nothing when one is free for the whole stay', () => {
    const packing = packUnits({
      units: 3,
      fixed: [],
      movable: [held(1, 1, 0, 10)],
      claim: { ...days(2, 5), quantite: 1 },
    });
    expect(packing).toEqual({ claimed: [2], moved: [] });
  });

  it('moves a later reservation to the other unit when each unit is free only part of the stay', () => {
    // Unit 1 until the 5th, unit 2 from the 8th: the 3rd to the 10th has a unit every day.
    const packing = packUnits({
      units: 2,
      fixed: [],
      movable: [held(1, 1, 0, 5), held(2, 2, 8, 12)],
      claim: { ...days(3, 10), quantite: 1 },
    });
    expect(packing).toEqual({ claimed: [2], moved: [{ ...held(2, 2, 8, 12), to: 1 }] });
  });

  it('refuses when one day has fewer units than asked, whatever moves', () => {
    expect(
      packUnits({
        units: 2,
        fixed: [],
        movable: [held(1, 1, 0, 5), held(2, 2, 4, 12)],
        claim: { ...days(3, 10), quantite: 1 },
      }),
    ).toBeNull();
  });

  it('never moves a unit that has left the shop', () => {
    const out: FixedUnit = { unite: 2, ...days(0, 5) };
    const packing = packUnits({
      units: 2,
      fixed: [out],
      movable: [held(1, 1, 8, 12)],
      claim: { ...days(3, 10), quantite: 1 },
    });
    // The claim cannot have unit 2 (out until the 5th): unit 1 is freed for it, the other moves.
    expect(packing).toEqual({ claimed: [1], moved: [{ ...held(1, 1, 8, 12), to: 2 }] });
    const onlyUnitOut: FixedUnit = { unite: 1, ...days(0, 5) };
    expect(
      packUnits({
        units: 1,
        fixed: [onlyUnitOut],
        movable: [],
        claim: { ...days(3, 10), quantite: 1 },
      }),
    ).toBeNull();
  });

  it('gives a claim of several units as many different units', () => {
    const packing = packUnits({
      units: 4,
      fixed: [],
      movable: [held(1, 1, 0, 4), held(2, 2, 6, 9)],
      claim: { ...days(2, 8), quantite: 2 },
    });
    expect(packing?.claimed).toEqual([3, 4]);
    expect(packing?.moved).toEqual([]);
  });

  it('finds room whenever every day has enough units (500 random product calendars)', () => {
    let seed = 42;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    let checked = 0;
    let withMoves = 0;
    for (let trial = 0; trial < 500; trial += 1) {
      const units = 2 + random(4);
      const movable: MovableUnit[] = [];
      const perUnit = Array.from({ length: units + 1 }, () => 0);
      for (let unite = 1; unite <= units; unite += 1) {
        while (perUnit[unite] !== undefined && (perUnit[unite] ?? 0) < 40) {
          const from = (perUnit[unite] ?? 0) + random(9);
          const until = from + 1 + random(5);
          movable.push(held(movable.length + 1, unite, from, until));
          perUnit[unite] = until;
        }
      }
      const start = random(30);
      const claim = { ...days(start, start + 3 + random(12)), quantite: 1 + random(2) };
      const busiest = Math.max(
        ...Array.from({ length: 60 }, (_, n) => {
          const one = days(n, n + 1);
          const taken = movable.filter((row) => row.from < one.until && one.from < row.until);
          const claimed = claim.from < one.until && one.from < claim.until ? claim.quantite : 0;
          return taken.length + claimed;
        }),
      );
      const packing = packUnits({ units, fixed: [], movable, claim });
      if (busiest > units) continue;
      checked += 1;
      if ((packing?.moved.length ?? 0) > 0) withMoves += 1;
      expect(packing, `trial ${trial}`).not.toBeNull();
      const placed = [
        ...movable.map((row) => ({
          ...row,
          unite:
            packing?.moved.find(
              (moved) =>
                moved === row || (moved.rentalId === row.rentalId && moved.unite === row.unite),
            )?.to ?? row.unite,
        })),
        ...(packing?.claimed ?? []).map((unite) => ({ ...claim, unite })),
      ];
      for (const a of placed)
        for (const b of placed)
          if (a !== b && a.unite === b.unite)
            expect(a.from < b.until && b.from < a.until, `trial ${trial}`).toBe(false);
    }
    // The calendars are busy enough to matter: many fit, and some only by moving others.
    expect(checked).toBeGreaterThan(100);
    expect(withMoves).toBeGreaterThan(50);
  });
});
