/**
 * Which unit each reservation holds, when the lowest free ones are not enough (issue 39,
 * docs/decisions/037). Free units are counted per day, so a product can have a unit free on every
 * day of a window with no single unit free for all of it: unit 1 taken until the 5th, unit 2 from
 * the 8th, and a request for the 3rd to the 10th. Reservations not yet handed over may then change
 * unit (their units are interchangeable until one leaves the shop): taken in order of their first
 * day, each keeps its unit when it is free (the claim takes first a unit nobody holds over its
 * days), else takes the lowest free one. In that order a unit
 * is always found while no day has more reservations than units, so what the availability
 * promises can be had.
 */

/** Days blocked: `from` included, `until` excluded (a `daterange`'s bounds, `YYYY-MM-DD`). */
export interface UnitDays {
  from: string;
  until: string;
}

/** A unit row that stays where it is: its reservation has left, or started before the window. */
export interface FixedUnit extends UnitDays {
  unite: number;
}

/** A unit row that may change unit: a reservation held or confirmed, not yet started. */
export interface MovableUnit extends UnitDays {
  rentalId: number;
  unite: number;
}

export interface PackingRequest {
  /** The product's units, numbered from 1. */
  units: number;
  fixed: readonly FixedUnit[];
  movable: readonly MovableUnit[];
  /** The new claim: `quantite` units for these days. */
  claim: UnitDays & { quantite: number };
}

export interface Packing {
  /** The units the claim takes, in order. */
  claimed: number[];
  /** The movable rows whose unit changes (the others keep theirs). */
  moved: (MovableUnit & { to: number })[];
}

const overlaps = (a: UnitDays, b: UnitDays) => a.from < b.until && b.from < a.until;

interface Item extends UnitDays {
  /** The row's unit now; undefined for the claim's. */
  current?: number;
  row?: MovableUnit;
}

/** Every unit's days, and the lowest unit free over `days` (`first` tried before the others). */
class UnitPlan {
  readonly #taken: UnitDays[][];

  constructor(units: number, fixed: readonly FixedUnit[]) {
    this.#taken = Array.from({ length: units + 1 }, () => []);
    for (const row of fixed) this.#taken[row.unite]?.push(row);
  }

  #isFree(unit: number, days: UnitDays): boolean {
    const taken = this.#taken[unit];
    return taken !== undefined && !taken.some((other) => overlaps(other, days));
  }

  place(days: UnitDays, first: readonly number[]): number | undefined {
    const candidates = [...first, ...this.#taken.keys()].filter((unit) => unit >= 1);
    const unit = candidates.find((candidate) => this.#isFree(candidate, days));
    if (unit !== undefined) this.#taken[unit]?.push(days);
    return unit;
  }
}

/** The units for the claim, moving movable rows if need be; null when no day can spare them. */
export function packUnits({ units, fixed, movable, claim }: PackingRequest): Packing | null {
  const items: Item[] = [
    ...movable.map((row) => ({ from: row.from, until: row.until, current: row.unite, row })),
    ...Array.from({ length: claim.quantite }, () => ({ from: claim.from, until: claim.until })),
  ];
  // By first day; on the same day, rows that hold a unit before the claim (fewer moves).
  items.sort((a, b) =>
    a.from === b.from
      ? Number(a.current === undefined) - Number(b.current === undefined)
      : a.from < b.from
        ? -1
        : 1,
  );
  const plan = new UnitPlan(units, fixed);
  // The claim tries first the units no reservation holds over its days (nobody moves for them).
  const undisturbed = Array.from({ length: units }, (_, index) => index + 1).filter(
    (unit) => !movable.some((row) => row.unite === unit && overlaps(row, claim)),
  );
  const claimed: number[] = [];
  const moved: Packing['moved'] = [];
  for (const item of items) {
    const unit = plan.place(item, item.current === undefined ? undisturbed : [item.current]);
    if (unit === undefined) return null;
    if (!item.row) claimed.push(unit);
    else if (unit !== item.current) moved.push({ ...item.row, to: unit });
  }
  return { claimed: claimed.sort((a, b) => a - b), moved };
}
