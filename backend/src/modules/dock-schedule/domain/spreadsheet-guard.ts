import { DomainError } from '../../../common/domain-error.js';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** A zip that expands past this (or past 100x its size) is refused before SheetJS sees it. */
const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
const MAX_EXPANSION_RATIO = 100;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export type SpreadsheetKind = 'xlsx' | 'xls';

/** The file-name rule of docs/product.md §12.1, then the content must really be that kind of spreadsheet (415 otherwise). */
export function spreadsheetKind(fileName: string, content: Buffer): SpreadsheetKind {
  const extension = fileName.toLowerCase().match(/\.(xlsx|xls)$/)?.[1] as SpreadsheetKind | undefined;
  if (!extension) throw new DomainError('unsupported', 'Please select an Excel file (.xlsx or .xls)');
  // An .xlsx is a zip holding an xl/ folder: an OpenDocument or Word file is a zip too.
  const looksLike =
    extension === 'xlsx' ? content.subarray(0, 4).equals(ZIP_MAGIC) && zipEntries(content).some((entry) => entry.name.startsWith('xl/')) : content.subarray(0, 8).equals(OLE_MAGIC);
  if (!looksLike) throw new DomainError('unsupported', `The file is named .${extension} but is not an Excel ${extension === 'xlsx' ? 'workbook' : '97-2003 workbook'}.`);
  return extension;
}

/**
 * Sums the uncompressed sizes in an .xlsx (a zip) from its central directory, without inflating
 * anything, and refuses a workbook that would expand unreasonably (a zip bomb) with 422.
 */
export function assertReasonableExpansion(content: Buffer): void {
  const total = uncompressedZipSize(content);
  if (total > inflationBudget(content)) {
    throw new DomainError('unprocessable', `The workbook expands to ${Math.round(total / 1024 / 1024)} MB, too large for a ${Math.ceil(content.length / 1024)} KB file.`);
  }
}

/** Bytes a workbook of this size may expand to: 100 times its size, at most 200 MB. */
export function inflationBudget(content: Buffer): number {
  return Math.min(MAX_UNCOMPRESSED_BYTES, content.length * MAX_EXPANSION_RATIO);
}

function uncompressedZipSize(zip: Buffer): number {
  return zipEntries(zip).reduce((total, entry) => total + entry.size, 0);
}

/** The entries a zip's central directory lists, with their uncompressed sizes as it declares them. */
function zipEntries(zip: Buffer): { name: string; size: number }[] {
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let offset = zip.length - 22; offset >= searchFrom; offset--) {
    if (zip.readUInt32LE(offset) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new DomainError('unsupported', 'The workbook is damaged (no zip directory).');
  const count = zip.readUInt16LE(end + 10);
  let cursor = zip.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (let index = 0; index < count; index++) {
    if (cursor + 46 > zip.length || zip.readUInt32LE(cursor) !== 0x02014b50) {
      throw new DomainError('unsupported', 'The workbook is damaged (bad zip directory).');
    }
    const nameLength = zip.readUInt16LE(cursor + 28);
    entries.push({ name: zip.toString('utf8', cursor + 46, Math.min(zip.length, cursor + 46 + nameLength)), size: zip.readUInt32LE(cursor + 24) });
    cursor += 46 + nameLength + zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
  }
  return entries;
}
