import { describe, expect, it } from '@jest/globals';
import { assumeScreenWidth, firstPageMediaMatches, jsonForScript } from './firstPage';

describe('the first page drawn by the server', () => {
  it('writes answers a <script> element cannot be closed by, which read back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', notes: '<!-- & \u2028 \u2029 -->' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("answers the layout's media queries for the width it was drawn for", () => {
    assumeScreenWidth(390);
    expect(firstPageMediaMatches('(min-width: 768px)')).toBe(false);
    assumeScreenWidth(820);
    expect(firstPageMediaMatches('(min-width: 768px)')).toBe(true);
    expect(firstPageMediaMatches('(min-width: 992px)')).toBe(false);
    expect(firstPageMediaMatches('(max-width: 900px)')).toBe(true);
    assumeScreenWidth(1280);
    expect(firstPageMediaMatches('(min-width: 992px)')).toBe(true);
  });
});
