import type { PublicUser, UpdateUserRequest } from '@dockflow/contracts';

/** The profile fields (docs/product.md §17.16) as a form holds them: every text an empty string when not set. */
export interface ProfileFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const PROFILE_FIELDS = ['username', 'email', 'firstName', 'lastName'] as const satisfies readonly (keyof ProfileFormValues)[];

export function profileFormValues(user: PublicUser): ProfileFormValues {
  return { username: user.username, email: user.email ?? '', firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
}

/** A trimmed text, or null when nothing was given. */
export const given = (text: string): string | null => text.trim() || null;

/** Texts trimmed; an optional text left blank clears the stored one. */
export function toProfileChanges(values: ProfileFormValues): UpdateUserRequest {
  return {
    username: values.username.trim(),
    email: given(values.email),
    firstName: given(values.firstName),
    lastName: given(values.lastName),
  };
}
