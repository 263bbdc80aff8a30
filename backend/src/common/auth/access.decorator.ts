import { SetMetadata } from '@nestjs/common';
import type { Role } from '@dockflow/contracts';

export const ACCESS_METADATA = 'dockflow:access';

export type AccessRule = { kind: 'anonymous' } | { kind: 'roles'; roles: readonly Role[] } | { kind: 'display' };

/** Anyone, signed in or not (sign-in, registration). */
export const Anonymous = () => SetMetadata(ACCESS_METADATA, { kind: 'anonymous' } satisfies AccessRule);

/** A paired wall display's device token, and nothing else: no person's session (docs/product.md §9). */
export const DisplayAccess = () => SetMetadata(ACCESS_METADATA, { kind: 'display' } satisfies AccessRule);

/** Signed-in users with one of these roles. Every route must declare one of the three. */
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_METADATA, { kind: 'roles', roles } satisfies AccessRule);

/** docs/product.md §6.1: viewers read everything but users; operators run the dock; admins everything. */
export const ReadAccess = () => Roles('viewer', 'operator', 'admin');
export const CommandAccess = () => Roles('operator', 'admin');
export const AdminAccess = () => Roles('admin');
