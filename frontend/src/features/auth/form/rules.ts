/** A check of one input's text: its message when the text fails it. */
export type Rule = (value: string) => string | undefined;

/** The email pattern antd's forms check (async-validator's), so the sign-in page accepts what the others do. */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** Required; with `ignoringSpaces`, spaces alone count as empty. */
export const required =
  (message: string, { ignoringSpaces = false } = {}): Rule =>
  (value) =>
    (ignoringSpaces ? value.trim() : value) === '' ? message : undefined;

/** At least `min` characters (an empty input is left to `required`). */
export const minLength =
  (min: number, message: string): Rule =>
  (value) =>
    value !== '' && [...value].length < min ? message : undefined;

/** An email address, when one is given. */
export const email =
  (message: string): Rule =>
  (value) =>
    value === '' || (value.length <= 320 && EMAIL.test(value)) ? undefined : message;
