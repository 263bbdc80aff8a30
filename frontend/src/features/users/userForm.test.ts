import { describe, expect, it } from '@jest/globals';
import { toCreateUserRequest, toUserChanges, type UserFormValues } from './userForm';

const values: UserFormValues = {
  username: ' mlopez ',
  email: '  ',
  firstName: ' Maria ',
  lastName: '',
  password: '',
  role: 'operator',
  crewFunctions: ['spotter'],
};

describe('the user dialog’s requests', () => {
  it('leaves blank optional texts out of a new user', () => {
    expect(toCreateUserRequest({ ...values, password: 'secret1' })).toEqual({
      username: 'mlopez',
      password: 'secret1',
      role: 'operator',
      firstName: 'Maria',
      crewFunctions: ['spotter'],
    });
  });

  it('clears blank optional texts of an edited user and keeps the password when left blank', () => {
    expect(toUserChanges(values, false)).toEqual({
      username: 'mlopez',
      email: null,
      firstName: 'Maria',
      lastName: null,
      role: 'operator',
      crewFunctions: ['spotter'],
    });
    expect(toUserChanges({ ...values, password: 'secret1' }, false).password).toBe('secret1');
  });

  it('never sends the signed-in admin’s own role or password', () => {
    const changes = toUserChanges({ ...values, role: 'viewer', password: 'secret1' }, true);
    expect(changes).not.toHaveProperty('role');
    expect(changes).not.toHaveProperty('password');
  });
});
