import { Module } from '@nestjs/common';
import { CreateUserHandler } from './commands/create-user/create-user.handler.js';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';
import { GetUserHandler } from './queries/get-user/get-user.handler.js';
import { ListCrewMembersHandler } from './queries/list-crew-members/list-crew-members.handler.js';
import { ListUsersHandler } from './queries/list-users/list-users.handler.js';
import { UsersController } from './users.controller.js';

@Module({
  controllers: [UsersController],
  providers: [CreateUserHandler, UpdateUserHandler, DeleteUserHandler, ListUsersHandler, GetUserHandler, ListCrewMembersHandler],
})
export class UsersModule {}
