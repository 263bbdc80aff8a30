import type { CrewFunction, PublicUser, Role } from '@dockflow/contracts';
import type { CreateUserRequest, UserChanges } from './api/usersApi';

/** The profile fields (SPEC 5) as a form holds them: every text an empty string when not set. */
export interface ProfileFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const PROFILE_FIELDS = ['username', 'email', 'firstName', 'lastName'] as const satisfies readonly (keyof ProfileFormValues)[];

/** The create/edit user dialog: the profile fields, plus what only an admin sets. */
export interface UserFormValues extends ProfileFormValues {
  password: string;
  role?: Role;
  crewFunctions: CrewFunction[];
}

export const USER_FIELDS = [...PROFILE_FIELDS, 'password', 'role', 'crewFunctions'] as const satisfies readonly (keyof UserFormValues)[];

export const EMPTY_USER_FORM: UserFormValues = { username: '', email: '', firstName: '', lastName: '', password: '', crewFunctions: [] };

export function profileFormValues(user: PublicUser): ProfileFormValues {
  return { username: user.username, email: user.email ?? '', firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
}

export function userFormValues(user: PublicUser): UserFormValues {
  return { ...profileFormValues(user), password: '', role: user.role, crewFunctions: user.crewFunctions };
}

/** A trimmed text, or null when nothing was given. */
const given = (text: string): string | null => text.trim() || null;

/** Texts trimmed; an optional text left blank clears the stored one. */
export function toProfileChanges(values: ProfileFormValues): UserChanges {
  return {
    username: values.username.trim(),
    email: given(values.email),
    firstName: given(values.firstName),
    lastName: given(values.lastName),
  };
}

/** Validated dialog values as a new user; optional texts left blank are left out. */
export function toCreateUserRequest(values: UserFormValues): CreateUserRequest {
  return {
    username: values.username.trim(),
    password: values.password,
    role: values.role as Role,
    email: given(values.email) ?? undefined,
    firstName: given(values.firstName) ?? undefined,
    lastName: given(values.lastName) ?? undefined,
    crewFunctions: values.crewFunctions,
  };
}

/**
 * An admin's edit of a user: a blank password keeps the current one. On their own account an
 * admin changes neither role (DECISIONS 4) nor password (that needs the current one: the profile page).
 */
export function toUserChanges(values: UserFormValues, isSelf: boolean): UserChanges {
  const adminOnly = isSelf ? {} : { role: values.role, password: values.password || undefined };
  return { ...toProfileChanges(values), crewFunctions: values.crewFunctions, ...adminOnly };
}
