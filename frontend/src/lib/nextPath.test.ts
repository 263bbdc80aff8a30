import { describe, expect, it } from '@jest/globals';
import { authPathFor, safeNextPath } from './nextPath';

describe('next path after signing in (docs/product.md §7.2)', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/container-checkin')).toBe('/container-checkin');
    expect(safeNextPath('/shipments/42?tab=pos')).toBe('/shipments/42?tab=pos');
  });

  it('refuses other sites and odd values', () => {
    for (const next of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/auth']) {
      expect(safeNextPath(next)).toBe('/');
    }
  });

  it('builds the sign-in path that leads back', () => {
    expect(authPathFor('/bol-entry?x=1')).toBe('/auth?next=%2Fbol-entry%3Fx%3D1');
    expect(authPathFor('/')).toBe('/auth');
  });
});
