import { DocumentParseError } from '../document.ts';

/**
 * Text bytes to a string: a byte-order mark decides; otherwise strict UTF-8, and when that fails
 * GB18030 (a superset of GBK/GB2312, what Chinese Windows tools still save). NUL bytes mean the
 * "text" is really a binary file.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new DocumentParseError('empty', 'the file is empty');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) throw new DocumentParseError('corrupt', 'the file is binary, not text');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
