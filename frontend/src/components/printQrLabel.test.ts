import { describe, expect, it } from '@jest/globals';
import { tmpNumberFontPt } from './printQrLabel';

describe('the printed QR label (docs/product.md §10)', () => {
  it('sizes the TMP number to fit the label on one line', () => {
    // The text column is 1.45 in (104.4 pt); a character is about 0.67 em wide.
    const width = (text: string) => text.length * 0.67 * tmpNumberFontPt(text);
    for (const tmpNumber of ['TMP-1', 'TMP-5001', 'TMP-2026-11-5001', 'CONTAINER-TMP-2026-000123']) {
      expect(width(tmpNumber)).toBeLessThanOrEqual(104.4);
    }
    expect(tmpNumberFontPt('TMP-1')).toBe(20);
    expect(tmpNumberFontPt('TMP-2026-11-5001')).toBeLessThan(20);
  });
});
