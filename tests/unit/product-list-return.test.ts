import { describe, expect, it } from 'vitest';
import { editOpenedFromList } from '#app/lib/product-list-return.ts';

describe('editOpenedFromList', () => {
  it('is true only for an entry the list’s "Modifier" link pushed', () => {
    expect(editOpenedFromList({ productEditFromList: true, __TSR_index: 4 })).toBe(true);
    expect(editOpenedFromList({ __TSR_index: 0 })).toBe(false);
    expect(editOpenedFromList({ productEditFromList: 'yes' })).toBe(false);
    expect(editOpenedFromList(null)).toBe(false);
  });
});
