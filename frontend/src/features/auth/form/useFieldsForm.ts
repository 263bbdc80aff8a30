import { useState } from 'react';
import { serverErrorsByField } from '../../../lib/formErrors';
import type { Rule } from './rules';

type Errors<Field extends string> = Partial<Record<Field, string[]>>;

function check(value: string, rules: readonly Rule[] = []): string[] {
  return rules.map((rule) => rule(value)).filter((message) => message !== undefined);
}

/**
 * A plain form's values and messages, checked as antd's forms check them: an input when it changes,
 * every input on submit; the server's field errors go under their inputs.
 */
export function useFieldsForm<Field extends string>(initial: Record<Field, string>, rules: Partial<Record<Field, readonly Rule[]>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<Field>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: check(value, rules[field]) }));
  };

  /** Checks every input; true when all pass. */
  const validate = (): boolean => {
    const found: Errors<Field> = {};
    for (const field of Object.keys(values) as Field[]) found[field] = check(values[field], rules[field]);
    setErrors(found);
    return Object.values<string[] | undefined>(found).every((messages) => !messages?.length);
  };

  const showServerErrors = (error: unknown) => {
    const fromServer = serverErrorsByField(error, Object.keys(initial) as Field[]);
    setErrors((current) => ({ ...current, ...Object.fromEntries(fromServer) }));
  };

  return { values, errors, change, validate, showServerErrors };
}
