/** Trimmed text, or null for nothing but whitespace: how optional free-text fields are stored. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** "A", "A or B", "A, B or C": a list of alternatives as a sentence says it. */
export function listWithOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
