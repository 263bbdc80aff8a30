import type { Type } from '@nestjs/common';
import { createValidationPipe } from './validation.pipe.js';

const pipe = createValidationPipe();

/** Validates a body outside the pipe stage, e.g. in a guard, which runs before pipes. */
export async function validateBody<T extends object>(dto: Type<T>, body: unknown): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype: dto })) as T;
}
