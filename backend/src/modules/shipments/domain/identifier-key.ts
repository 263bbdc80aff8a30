/**
 * docs/product.md §3.11: TMP and PO numbers are one identifier whatever their case ('po-7001' is
 * PO-7001). Compare and index them by this key; the database's unique indexes use lower(...) too.
 */
export function identifierKey(value: string): string {
  return value.toLowerCase();
}
