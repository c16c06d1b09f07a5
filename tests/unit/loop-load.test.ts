import { describe, expect, it } from 'vitest';
import { heldTrue } from '#server/http/loop-load.ts';

describe('heldTrue', () => {
  it('stays true for the hold after the condition held, then follows it again', () => {
    let now = 0;
    let saturated = false;
    const contended = heldTrue(
      () => saturated,
      5_000,
      () => now,
    );
    expect(contended()).toBe(false);
    saturated = true;
    expect(contended()).toBe(true);
    // The renders held back, the loop calms down: still contended for the hold.
    saturated = false;
    now = 4_999;
    expect(contended()).toBe(true);
    now = 5_000;
    expect(contended()).toBe(false);
  });
});
