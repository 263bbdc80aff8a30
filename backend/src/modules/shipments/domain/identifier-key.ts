/**
 * docs/product.md §3.11: TMP and PO numbers are one identifier whatever their case ('po-7001' is
 * PO-7001). Compare and index them by this key; the database's unique indexes use lower(...) too.
 */
export function identifierKey(value: string): string {
  return value.toLowerCase();
}

/** The values with each identifier once, in the spelling it first comes in ('PO-1, po-1' is PO-1). */
export function distinctIdentifiers(values: readonly string[]): string[] {
  const first = new Map<string, string>();
  for (const value of values) if (!first.has(identifierKey(value))) first.set(identifierKey(value), value);
  return [...first.values()];
}
