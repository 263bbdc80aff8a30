import type { FormInstance } from 'antd';
import { serverFieldErrors } from './http';

/**
 * The server's field errors (docs/product.md §14.1) by the form's input they belong to: a nested field
 * such as `poNumbers.0` belongs to the `poNumbers` input; fields the form does not have are left out.
 */
export function serverErrorsByField<Field extends string>(error: unknown, fields: readonly Field[]): Map<Field, string[]> {
  const messages = new Map<Field, string[]>();
  for (const { field, message } of serverFieldErrors(error)) {
    const name = fields.find((candidate) => candidate === field.split(/[.[]/)[0]);
    if (name) messages.set(name, [...(messages.get(name) ?? []), message]);
  }
  return messages;
}

/** Shows the server's field errors under the matching inputs of an antd form. */
export function showServerFieldErrors(form: Pick<FormInstance, 'setFields'>, error: unknown, fields: readonly string[]): void {
  form.setFields([...serverErrorsByField(error, fields)].map(([name, errors]) => ({ name, errors })));
}
