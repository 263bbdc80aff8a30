import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PlainText, Trimmed } from './value-rules.js';
import { DOCK_LOCATIONS } from '../enums.js';
import { VALIDATION } from '../messages.js';

/** POST /api/displays */
export class RegisterDisplayDto {
  @MaxLength(100, { message: VALIDATION.displayNameTooLong })
  @MinLength(1, { message: VALIDATION.displayNameRequired })
  @IsString({ message: VALIDATION.displayNameRequired })
  @PlainText()
  @Trimmed()
  name!: string;

  @IsIn(DOCK_LOCATIONS, { each: true, message: `Docks must be among ${DOCK_LOCATIONS.join(', ')}` })
  @ArrayUnique({ message: 'Each dock may be chosen once' })
  @ArrayMaxSize(DOCK_LOCATIONS.length, { message: 'Each dock may be chosen once' })
  @ArrayNotEmpty({ message: VALIDATION.displayDocksRequired })
  @IsArray({ message: VALIDATION.displayDocksRequired })
  docks!: string[];
}

/** POST /api/display/pair */
export class PairDisplayDto {
  @Matches(/^[A-Za-z0-9 -]{1,40}$/, { message: VALIDATION.pairingCodeInvalid })
  @IsString({ message: VALIDATION.pairingCodeInvalid })
  @PlainText()
  code!: string;
}
