import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractTtcFace, ttcFaceCount } from './ttc-extract.ts';

/** A two-face collection whose faces share one table, built by hand. */
function tinyCollection(): Buffer {
  const table = Buffer.from('ABCDEFG'); // 7 bytes: exercises 4-byte padding
  const faceHeader = (numTables: number) => {
    const header = Buffer.alloc(12 + numTables * 16);
    header.writeUInt32BE(0x00010000, 0);
    header.writeUInt16BE(numTables, 4);
    return header;
  };
  const ttcHeader = Buffer.alloc(20);
  ttcHeader.write('ttcf', 0, 'latin1');
  ttcHeader.writeUInt32BE(0x00010000, 4);
  ttcHeader.writeUInt32BE(2, 8);
  const face0 = faceHeader(1);
  const face1 = faceHeader(1);
  const face0At = 20;
  const face1At = face0At + face0.length;
  const tableAt = face1At + face1.length;
  ttcHeader.writeUInt32BE(face0At, 12);
  ttcHeader.writeUInt32BE(face1At, 16);
  for (const [face, tag] of [
    [face0, 'name'],
    [face1, 'cmap'],
  ] as const) {
    face.write(tag, 12, 'latin1');
    face.writeUInt32BE(tableAt, 12 + 8);
    face.writeUInt32BE(table.length, 12 + 12);
  }
  return Buffer.concat([ttcHeader, face0, face1, table]);
}

describe('extractTtcFace', () => {
  it('rebuilds one face as a standalone font with relocated tables', () => {
    const ttc = tinyCollection();
    expect(ttcFaceCount(ttc)).toBe(2);
    const font = extractTtcFace(ttc, 1);
    expect(font.readUInt32BE(0)).toBe(0x00010000);
    expect(font.readUInt16BE(4)).toBe(1);
    expect(font.toString('latin1', 12, 16)).toBe('cmap');
    const offset = font.readUInt32BE(12 + 8);
    expect(offset).toBe(28);
    expect(font.toString('latin1', offset, offset + 7)).toBe('ABCDEFG');
    expect(font.length % 4).toBe(0);
    expect(() => extractTtcFace(ttc, 2)).toThrow(RangeError);
    expect(ttcFaceCount(Buffer.from('not a font at all'))).toBe(0);
  });

  it.skipIf(!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'))('reads the Debian Noto CJK collection', () => {
    const ttc = readFileSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
    expect(ttcFaceCount(ttc)).toBeGreaterThanOrEqual(5);
    const sc = extractTtcFace(ttc, 2);
    expect(sc.readUInt32BE(0)).toBe(0x4f54544f); // 'OTTO' (CFF outlines)
  });
});
