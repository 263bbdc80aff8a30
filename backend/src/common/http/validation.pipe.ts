import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@dockflow/contracts';
import { ValidationFailedError } from './errors.js';

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {})
      .slice(0, 1)
      .map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Validates every body and query with the contracts DTOs; unknown fields are refused. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new ValidationFailedError(
        flatten(errors).map((error) =>
          error.message.startsWith('property ') && error.message.endsWith('should not exist')
            ? { field: error.field, message: `Unknown field: ${error.field}` }
            : error,
        ),
      ),
  });
}
