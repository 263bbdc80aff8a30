import type { FormInstance } from 'antd';
import { serverFieldErrors } from './http';

/**
 * Shows the server's field errors (docs/product.md §14.1) under the matching form inputs.
 * A nested field such as `poNumbers.0` belongs to the `poNumbers` input; fields the form
 * does not have are left out.
 */
export function showServerFieldErrors(form: Pick<FormInstance, 'setFields'>, error: unknown, fields: readonly string[]): void {
  const messages = new Map<string, string[]>();
  for (const { field, message } of serverFieldErrors(error)) {
    const name = fields.find((candidate) => candidate === field.split(/[.[]/)[0]);
    if (name) messages.set(name, [...(messages.get(name) ?? []), message]);
  }
  form.setFields([...messages].map(([name, errors]) => ({ name, errors })));
}
