import { hasControlOrInvisible, shownValue } from './text-rules.js';

describe('text rules', () => {
  it.each([
    ['a right-to-left override', 'TMP-1\u202E', true],
    ['a zero-width space', 'TMP-\u200B1', true],
    ['a soft hyphen', 'TMP-\u00AD1', true],
    ['a C1 control', 'TMP-1\u0085', true],
    ['a leading byte order mark (trimmed, as the check-in trims)', '\uFEFFTMP-1', false],
    ['a trailing CR LF (trimmed)', 'TMP-1\r\n', false],
    ['spaces, arrows and letters of any script', 'TMP 1 ⟶ Łódź 東京', false],
  ])('a TMP number with %s', (_label, text, expected) => {
    expect(hasControlOrInvisible(text)).toBe(expected);
  });

  it('quotes a value short, its invisible characters visible, a character never cut in half', () => {
    expect(shownValue('9Z')).toBe('9Z');
    expect(shownValue('a\u0007b\u202Ec')).toBe('a\uFFFDb\uFFFDc');
    expect(shownValue('x'.repeat(40))).toBe('x'.repeat(40));
    expect(shownValue('x'.repeat(1_000_000))).toBe(`${'x'.repeat(40)}…`);
    expect(shownValue('😀'.repeat(50))).toBe(`${'😀'.repeat(40)}…`);
    expect(shownValue(null)).toBe('null');
  });
});
