// What other modules may use of users: accounts, their lookups and events. Nothing else is imported from outside.
import { User } from './domain/user.entity.js';

export { UsersModule } from './users.module.js';
/** For the ORM's configuration. */
export const USER_ENTITIES = [User];
export { UserEvent } from './domain/user.events.js';
export { accountNameFor, hasCrewFunction, publicUserById, userForCredentials } from './domain/user-lookups.js';
export { CreateUserCommand, SELF_REGISTRATION } from './commands/create-user/create-user.command.js';
