import { once } from 'node:events';
import { createDeflateRaw, crc32 } from 'node:zlib';
import { escapeMarkup } from '../../../common/markup.js';

/**
 * A one-sheet .xlsx written as a stream (issue 7: a 100,000-shipment export must not be built in
 * memory, and SheetJS can only write whole workbooks). An .xlsx is a zip of XML parts; the sheet's
 * part is deflated as its rows arrive, each zip entry followed by a data descriptor carrying its
 * CRC and sizes, which are then repeated in the central directory at the end.
 */

/** A number shown as a date and time (an Excel date serial) or as money with two decimals. */
export interface XlsxFormatted {
  value: number;
  format: 'dateTime' | 'money';
}
export type XlsxCell = string | number | XlsxFormatted;

/** Cell styles (indexes into cellXfs in styles.xml): 0 plain, 1 date and time, 2 money. */
const STYLE_OF: Record<XlsxFormatted['format'], number> = { dateTime: 1, money: 2 };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Zip's limit without the ZIP64 extension; an export of this size is refused rather than corrupted. */
const ZIP32_LIMIT = 0xffff_ffff;
/** Rows are deflated in pieces of about this many characters. */
const PIECE_CHARS = 64 * 1024;

function staticParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${escapeMarkup(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        '</Relationships>',
    ],
    [
      'xl/styles.xml',
      `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
        '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border/></borders>' +
        '<cellStyleXfs count="1"><xf/></cellStyleXfs>' +
        '<cellXfs count="3"><xf/><xf numFmtId="22" applyNumberFormat="1"/><xf numFmtId="2" applyNumberFormat="1"/></cellXfs>' +
        '</styleSheet>',
    ],
  ];
}

function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly XlsxCell[], rowNumber: number): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, index) => {
    const ref = `${columnName(index)}${rowNumber}`;
    if (typeof cell === 'number' && Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
    else if (typeof cell === 'object' && Number.isFinite(cell.value)) xml += `<c r="${ref}" s="${STYLE_OF[cell.format]}"><v>${cell.value}</v></c>`;
    else if (typeof cell === 'string' && cell !== '') xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeMarkup(String(cell))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

async function* sheetXml(header: readonly XlsxCell[], rows: AsyncIterable<readonly XlsxCell[]>): AsyncGenerator<string> {
  let piece = `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetData>${rowXml(header, 1)}`;
  let rowNumber = 1;
  for await (const row of rows) {
    piece += rowXml(row, ++rowNumber);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</sheetData></worksheet>`;
}

interface EntryRecord {
  name: Buffer;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

/** MS-DOS date and time of `date`, as zip headers keep them. */
function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

class ZipWriter {
  private offset = 0;
  private readonly entries: EntryRecord[] = [];
  private readonly stamp: { time: number; day: number };

  constructor(modifiedAt: Date) {
    this.stamp = dosDateTime(modifiedAt);
  }

  /** One entry: its local header, its deflated bytes as they come, and its data descriptor. */
  async *entry(name: string, content: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Buffer> {
    const record: EntryRecord = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, compressedSize: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.day, 12);
    header.writeUInt16LE(record.name.length, 26);
    yield* this.emit(Buffer.concat([header, record.name]));

    const deflate = createDeflateRaw();
    const feed = (async () => {
      for await (const text of content) {
        const bytes = Buffer.from(text, 'utf8');
        record.crc = crc32(bytes, record.crc);
        record.size += bytes.length;
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      }
      deflate.end();
    })().catch((error: unknown) => deflate.destroy(error as Error));
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      record.compressedSize += chunk.length;
      yield* this.emit(chunk);
    }
    await feed;
    if (record.size > ZIP32_LIMIT || this.offset > ZIP32_LIMIT) throw new Error('The export is too large for one .xlsx file; narrow the filters.');

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc, 4);
    descriptor.writeUInt32LE(record.compressedSize, 8);
    descriptor.writeUInt32LE(record.size, 12);
    yield* this.emit(descriptor);
    this.entries.push(record);
  }

  /** The central directory and its end record. */
  *finish(): Generator<Buffer> {
    const start = this.offset;
    for (const record of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(this.stamp.time, 12);
      header.writeUInt16LE(this.stamp.day, 14);
      header.writeUInt32LE(record.crc, 16);
      header.writeUInt32LE(record.compressedSize, 20);
      header.writeUInt32LE(record.size, 24);
      header.writeUInt16LE(record.name.length, 28);
      header.writeUInt32LE(record.offset, 42);
      yield* this.emit(Buffer.concat([header, record.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    yield* this.emit(end);
  }

  private *emit(bytes: Buffer): Generator<Buffer> {
    this.offset += bytes.length;
    yield bytes;
  }
}

/** The workbook's bytes, piece by piece: a header row, then `rows` as they are read; `modifiedAt` stamps its parts. */
export async function* streamXlsx(
  sheetName: string,
  header: readonly XlsxCell[],
  rows: AsyncIterable<readonly XlsxCell[]>,
  modifiedAt: Date,
): AsyncGenerator<Buffer> {
  const zip = new ZipWriter(modifiedAt);
  for (const [name, xml] of staticParts(sheetName)) yield* zip.entry(name, [xml]);
  yield* zip.entry('xl/worksheets/sheet1.xml', sheetXml(header, rows));
  yield* zip.finish();
}
