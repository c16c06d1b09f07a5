import { describe, expect, it } from 'vitest';
import { popupClosesBack } from '#app/lib/catalogue-history.ts';

describe('popupClosesBack', () => {
  it('goes back only from an entry the catalogue list pushed', () => {
    expect(popupClosesBack({ catalogueProductFromList: true, __TSR_index: 3 })).toBe(true);
  });

  it('replaces the URL for a shared link, a new tab or another site', () => {
    expect(popupClosesBack({ __TSR_index: 0 })).toBe(false);
    expect(popupClosesBack({ catalogueProductFromList: false })).toBe(false);
    expect(popupClosesBack(null)).toBe(false);
    expect(popupClosesBack(undefined)).toBe(false);
  });
});
