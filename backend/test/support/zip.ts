import { constants, crc32, deflateRawSync } from 'node:zlib';

/** An entry already deflated, with the uncompressed size its headers claim (which may lie). */
export interface DeflatedEntry {
  name: string;
  compressed: Buffer;
  declaredSize: number;
  crc: number;
}

/** A minimal zip writer (deflate), for test files the spreadsheet libraries would not produce. */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  return zipDeflated(entries.map(({ name, data }) => ({ name, compressed: deflateRawSync(data, { level: 9 }), declaredSize: data.length, crc: crc32(data) })));
}

/**
 * Raw deflate data that inflates to `megabytes` MB of zeros, about 1 KB per MB, built without
 * allocating them: one fully flushed block of 1 MB (the same bytes every time), repeated, then a final empty block.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

export function zipDeflated(entries: DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, compressed, declaredSize, crc } of entries) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declaredSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declaredSize, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
