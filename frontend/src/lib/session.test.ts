import { describe, expect, it } from '@jest/globals';
import { canPerformCommands, fullName, initials, roleLabel } from './session';

describe('who the header shows (docs/product.md §2.3)', () => {
  it('shows the full name, initials and role label', () => {
    const user = { firstName: 'Jane', lastName: 'Doe', role: 'viewer' as const };
    expect(fullName(user)).toBe('Jane Doe');
    expect(initials(user)).toBe('JD');
    expect(roleLabel(user)).toBe('Viewer');
  });

  it('falls back to User, U and Operator', () => {
    const nameless = { firstName: null, lastName: '  ' };
    expect(fullName(nameless)).toBe('User');
    expect(initials(nameless)).toBe('U');
    expect(roleLabel(null)).toBe('Operator');
  });

  it('lets admins and operators perform commands, not viewers (docs/product.md §6.1)', () => {
    expect(canPerformCommands('admin')).toBe(true);
    expect(canPerformCommands('operator')).toBe(true);
    expect(canPerformCommands('viewer')).toBe(false);
    expect(canPerformCommands(undefined)).toBe(false);
  });
});
