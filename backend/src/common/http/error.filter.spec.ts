import { CheckConstraintViolationException } from '@mikro-orm/core';
import { toApiError } from './error.filter.js';

describe('toApiError: a 400 always names a field (docs/product.md §14.1)', () => {
  it('answers a value PostgreSQL refuses (SQLSTATE class 22) as a 400 on the body', () => {
    const refused = Object.assign(new Error('date/time field value out of range'), { code: '22008' });
    expect(toApiError(refused)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A value cannot be stored.',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'body', message: 'A value cannot be stored.' }],
    });
  });

  it('answers a check constraint as a 400 on the body', () => {
    const refused = new CheckConstraintViolationException(new Error('violates check constraint'));
    expect(toApiError(refused)).toMatchObject({ statusCode: 400, errors: [{ field: 'body', message: 'A value is out of range.' }] });
  });
});
