import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Omittable, PlainText, Trimmed, VisibleText } from './value-rules.js';
import { CREW_FUNCTIONS, ROLES, type CrewFunction, type Role } from '../enums.js';
import { VALIDATION } from '../messages.js';
import type { CreateUserRequest, UpdateUserRequest } from '../requests.js';

// As in every DTO here: decorators run bottom-up and the first failure is reported.

/** GET /api/crew-members?function= */
export class CrewMembersQueryDto {
  @IsIn(CREW_FUNCTIONS, { message: `function must be one of ${CREW_FUNCTIONS.join(', ')}` })
  function!: string;
}

/** GET /api/users?search=&role=&crewFunction= */
export class ListUsersQueryDto {
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  @PlainText()
  @IsString({ message: 'Search must be text' })
  @IsOptional()
  search?: string;

  @IsIn(ROLES, { message: VALIDATION.roleInvalid })
  @IsOptional()
  role?: string;

  @IsIn(CREW_FUNCTIONS, { message: `crewFunction must be one of ${CREW_FUNCTIONS.join(', ')}` })
  @IsOptional()
  crewFunction?: string;
}

/** Fields shared by creating and editing a user (docs/product.md §17.15, §17.16). */
class UserFieldsDto {
  @MaxLength(255, { message: VALIDATION.emailInvalid })
  @IsEmail({}, { message: VALIDATION.emailInvalid })
  @PlainText()
  @ValidateIf((_, value) => value !== '' && value !== null)
  @IsOptional()
  email?: string | null;

  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @MinLength(1, { message: VALIDATION.firstNameMin })
  @PlainText()
  @IsString({ message: VALIDATION.firstNameMin })
  @IsOptional()
  firstName?: string | null;

  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @MinLength(1, { message: VALIDATION.lastNameMin })
  @PlainText()
  @IsString({ message: VALIDATION.lastNameMin })
  @IsOptional()
  lastName?: string | null;

  @IsIn(CREW_FUNCTIONS, { each: true, message: `Crew functions must be among ${CREW_FUNCTIONS.join(', ')}` })
  @ArrayUnique({ message: 'Crew functions must not repeat' })
  @ArrayMaxSize(CREW_FUNCTIONS.length, { message: 'Too many crew functions' })
  @IsArray({ message: 'Crew functions must be a list' })
  @IsOptional()
  crewFunctions?: CrewFunction[];
}

/** POST /api/users (admin): the password is required when creating. */
export class CreateUserDto extends UserFieldsDto implements CreateUserRequest {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(3, { message: VALIDATION.usernameMin })
  @VisibleText(VALIDATION.usernameInvisible)
  @PlainText()
  @IsString({ message: VALIDATION.usernameMin })
  @Trimmed()
  username!: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: VALIDATION.passwordMin })
  @PlainText()
  @IsString({ message: VALIDATION.passwordMin })
  password!: string;

  @IsIn(ROLES, { message: VALIDATION.roleInvalid })
  role!: Role;
}

/**
 * PUT /api/users/{id}: profile fields, or a new password (with currentPassword when it is one's own).
 * Role and crew functions are for admins only; a password left blank keeps the current one.
 */
export class UpdateUserDto extends UserFieldsDto implements UpdateUserRequest {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(3, { message: VALIDATION.usernameMin })
  @VisibleText(VALIDATION.usernameInvisible)
  @PlainText()
  @IsString({ message: VALIDATION.usernameMin })
  @Trimmed()
  @Omittable()
  username?: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: VALIDATION.newPasswordMin })
  @PlainText()
  @IsString({ message: VALIDATION.newPasswordMin })
  @ValidateIf((_, value) => value !== '')
  @IsOptional()
  password?: string;

  @MaxLength(200, { message: 'Current password must be at most 200 characters' })
  @PlainText()
  @IsString({ message: VALIDATION.currentPasswordRequired })
  @IsOptional()
  currentPassword?: string;

  @IsIn(ROLES, { message: VALIDATION.roleInvalid })
  @Omittable()
  role?: Role;

  @MaxLength(1000, { message: 'Profile image URL must be at most 1000 characters' })
  @PlainText()
  @IsString({ message: 'Profile image URL must be text' })
  @IsOptional()
  profileImageUrl?: string | null;
}
