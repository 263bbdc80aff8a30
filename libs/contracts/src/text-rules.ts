/**
 * Characters no one types, scans or reads on a board: controls (C0, DEL, C1), invisible formatting
 * (bidi overrides and isolates, zero-width spaces and joiners, soft hyphen, byte order mark) and the
 * line and paragraph separators. An identifier holding one looks like another, or like nothing.
 */
export const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const EVERY_CONTROL_OR_INVISIBLE = new RegExp(CONTROL_OR_INVISIBLE.source, 'gu');

/** Whether a text holds one of them once trimmed (a trailing newline or tab is trimmed, not refused). */
export function hasControlOrInvisible(text: string): boolean {
  return CONTROL_OR_INVISIBLE.test(text.trim());
}

/** Characters of a value a message quotes back; longer values end in "…". */
export const SHOWN_VALUE_CHARS = 40;

/**
 * A value as a message quotes it back to the person who sent it: its controls and invisible
 * characters shown as "�", at most SHOWN_VALUE_CHARS characters. A refused value can be anything a
 * file or a request holds, and the message must stay short and read the same way everywhere.
 */
export function shownValue(value: unknown): string {
  const text = String(value);
  // Cut before splitting into characters: a refused value may be megabytes long.
  const characters = Array.from(text.slice(0, 2 * SHOWN_VALUE_CHARS + 2));
  const shown = characters.slice(0, SHOWN_VALUE_CHARS).join('').replace(EVERY_CONTROL_OR_INVISIBLE, '\uFFFD');
  return characters.length > SHOWN_VALUE_CHARS ? `${shown}…` : shown;
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, or a leading tab or CR) escaped with a leading
 * apostrophe, which the spreadsheet shows as text: for every cell an export writes or a copied row holds.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
