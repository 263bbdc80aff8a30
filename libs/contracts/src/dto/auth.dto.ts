import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PlainText, Trimmed, VisibleText } from './value-rules.js';
import { VALIDATION } from '../messages.js';
import type { LoginRequest, RegisterRequest } from '../requests.js';

// class-validator runs a property's decorators from the bottom up and the API reports the first
// failure, so the "required" check sits at the bottom of each list.

export class LoginDto implements LoginRequest {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @IsNotEmpty({ message: VALIDATION.loginUsernameRequired })
  @PlainText()
  @IsString({ message: VALIDATION.loginUsernameRequired })
  username!: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsNotEmpty({ message: VALIDATION.loginPasswordRequired })
  @PlainText()
  @IsString({ message: VALIDATION.loginPasswordRequired })
  password!: string;
}

/** Self-registration. A role is never taken from the client (docs/product.md §6). */
export class RegisterDto implements RegisterRequest {
  @MaxLength(100, { message: 'Username must be at most 100 characters' })
  @MinLength(3, { message: VALIDATION.usernameMin })
  @VisibleText(VALIDATION.usernameInvisible)
  @PlainText()
  @IsString({ message: VALIDATION.usernameMin })
  @Trimmed()
  username!: string;

  @MaxLength(255, { message: VALIDATION.emailInvalid })
  @IsEmail({}, { message: VALIDATION.emailInvalid })
  @PlainText()
  @ValidateIf((_, value) => value !== '')
  @IsOptional()
  email?: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: VALIDATION.passwordMin })
  @PlainText()
  @IsString({ message: VALIDATION.passwordMin })
  password!: string;

  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @PlainText()
  @IsString({ message: 'First name must be text' })
  @IsOptional()
  firstName?: string;

  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @PlainText()
  @IsString({ message: 'Last name must be text' })
  @IsOptional()
  lastName?: string;
}
