import { utils, write } from 'xlsx';

/** A schedule of `rows` new shipments (`TMP-{name}-1`...), each with one PO (`PO-{name}-1`...), spread over the nine doors and four docks. */
export function largeSchedule(rows: number, name = 'BIG'): Buffer {
  const doors = ['1A', '2A', '3A', '1B', '2B', '3B', '1C', '2C', '3C'];
  const docks = ['Dock A', 'Dock B', 'Dock C', 'Dock D'];
  const data = Array.from({ length: rows }, (_, index) => [`TMP-${name}-${index + 1}`, doors[index % 9], docks[index % 4], null, `PO-${name}-${index + 1}`]);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['TMP Number', 'Container Door', 'Dock Location', 'Estimated Completion', 'PO Numbers'], ...data]), 'Schedule');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
