/**
 * Extracts one face of a TrueType/OpenType collection (.ttc) as a standalone font file.
 * @napi-rs/canvas registers only the first face of a collection, which for Debian's
 * Noto CJK files is the Japanese one; Chinese text needs the SC (or TC) face's glyph forms.
 * Pure buffer work (no IO) so it is testable.
 */

const TTC_TAG = 0x74746366; // 'ttcf'

function align4(n: number): number {
  return (n + 3) & ~3;
}

export function ttcFaceCount(ttc: Buffer): number {
  if (ttc.length < 12 || ttc.readUInt32BE(0) !== TTC_TAG) return 0;
  return ttc.readUInt32BE(8);
}

export function extractTtcFace(ttc: Buffer, faceIndex: number): Buffer {
  const count = ttcFaceCount(ttc);
  if (faceIndex < 0 || faceIndex >= count) throw new RangeError(`face ${faceIndex} not in collection of ${count}`);
  const sfnt = ttc.readUInt32BE(12 + faceIndex * 4);
  const numTables = ttc.readUInt16BE(sfnt + 4);
  const headerSize = 12 + numTables * 16;
  const tables = Array.from({ length: numTables }, (_, i) => {
    const record = sfnt + 12 + i * 16;
    return {
      record,
      offset: ttc.readUInt32BE(record + 8),
      length: ttc.readUInt32BE(record + 12),
    };
  });
  const total = tables.reduce((size, table) => size + align4(table.length), headerSize);
  const out = Buffer.alloc(total);
  // Offset table (sfnt version, numTables, searchRange, entrySelector, rangeShift) is copied as is.
  ttc.copy(out, 0, sfnt, sfnt + 12);
  let cursor = headerSize;
  tables.forEach((table, i) => {
    const recordOut = 12 + i * 16;
    ttc.copy(out, recordOut, table.record, table.record + 8); // tag + checksum
    out.writeUInt32BE(cursor, recordOut + 8);
    out.writeUInt32BE(table.length, recordOut + 12);
    ttc.copy(out, cursor, table.offset, table.offset + table.length);
    cursor += align4(table.length);
  });
  return out;
}
