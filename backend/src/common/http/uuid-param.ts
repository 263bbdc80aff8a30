import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ValidationFailedError } from './errors.js';

/** A route parameter that must be a UUID: anything else is a 400 in the error shape, never a 500. */
export const UuidParam = (name = 'id') =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => new ValidationFailedError([{ field: name, message: `${name} must be a UUID` }]) }));
