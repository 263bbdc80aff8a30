import type { CreateUserRequest, CrewFunction, PublicUser, Role, UpdateUserRequest } from '@dockflow/contracts';
import { PROFILE_FIELDS, given, profileFormValues, toProfileChanges, type ProfileFormValues } from '../../components/account/profileForm';

/** The create/edit user dialog: the profile fields, plus what only an admin sets. */
export interface UserFormValues extends ProfileFormValues {
  password: string;
  role?: Role;
  crewFunctions: CrewFunction[];
}

export const USER_FIELDS = [...PROFILE_FIELDS, 'password', 'role', 'crewFunctions'] as const satisfies readonly (keyof UserFormValues)[];

export const EMPTY_USER_FORM: UserFormValues = { username: '', email: '', firstName: '', lastName: '', password: '', crewFunctions: [] };

export function userFormValues(user: PublicUser): UserFormValues {
  return { ...profileFormValues(user), password: '', role: user.role, crewFunctions: user.crewFunctions };
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
 * admin changes neither role (docs/product.md §6.2) nor password (that needs the current one: the profile page).
 */
export function toUserChanges(values: UserFormValues, isSelf: boolean): UpdateUserRequest {
  const adminOnly = isSelf ? {} : { role: values.role, password: values.password || undefined };
  return { ...toProfileChanges(values), crewFunctions: values.crewFunctions, ...adminOnly };
}
