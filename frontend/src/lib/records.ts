/** A record as the API answers it: an id and, for those that change, when they last did. */
interface ApiRecord {
  id: string;
  updatedAt?: string;
}

/** Whether `pushed` is older than the copy `shown`: a late or repeated delivery, to ignore. */
export function isOlder(pushed: { updatedAt?: string }, shown: { updatedAt?: string }): boolean {
  return pushed.updatedAt !== undefined && shown.updatedAt !== undefined && Date.parse(pushed.updatedAt) < Date.parse(shown.updatedAt);
}

/**
 * Puts `record` into `list` in place (an Immer draft or a plain array): it replaces the record with
 * its id unless that copy is newer, or joins the list; `order` then keeps the list in the server's
 * order. Applying the same record twice (a command's answer, then its push) changes nothing.
 */
export function upsertById<T extends ApiRecord>(list: T[], record: T, order?: (first: T, second: T) => number): void {
  const index = list.findIndex((known) => known.id === record.id);
  if (index === -1) list.push(record);
  else if (!isOlder(record, list[index])) list[index] = record;
  if (order) list.sort(order);
}
