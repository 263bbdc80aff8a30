/** Trimmed text, or null for nothing but whitespace: how optional free-text fields are stored. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
