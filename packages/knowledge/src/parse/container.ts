import { unzipSync } from 'fflate';
import { DocumentParseError } from '../document.ts';

/** Zip-bomb guards for Office files: a real document stays far below both. */
const MAX_ZIP_ENTRIES = 5000;
const MAX_UNZIPPED_BYTES = 256 * 1024 * 1024;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: number[]): boolean => signature.every((byte, index) => bytes[index] === byte);

/** "EncryptedPackage" as UTF-16LE: the stream a password-protected Office file keeps its zip in. */
const ENCRYPTED_PACKAGE = new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le'));

function containsBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).indexOf(needle) >= 0;
}

/**
 * Checks that bytes are an Office Open XML zip before a library inflates them: a password-protected
 * file is an OLE compound file holding an EncryptedPackage ('encrypted'), a legacy .doc/.xls/.ppt is
 * another compound file ('unsupported'), anything else must be a zip whose declared entries stay
 * within the limits ('corrupt' otherwise). Returns the entry names.
 */
export function checkOfficeZip(bytes: Uint8Array, label: string): string[] {
  if (startsWith(bytes, CFB_SIGNATURE)) {
    if (containsBytes(bytes, ENCRYPTED_PACKAGE)) throw new DocumentParseError('encrypted', `the ${label} file is password-protected`);
    throw new DocumentParseError('unsupported', `the file is a legacy binary Office file, not ${label}`);
  }
  if (!startsWith(bytes, ZIP_SIGNATURE)) throw new DocumentParseError('corrupt', `the ${label} file is not a valid Office file`);
  const names: string[] = [];
  let declared = 0;
  try {
    // The filter sees each entry's declared size and returns false, so nothing is inflated here.
    unzipSync(bytes, {
      filter: (entry) => {
        names.push(entry.name);
        declared += entry.originalSize;
        if (names.length > MAX_ZIP_ENTRIES || declared > MAX_UNZIPPED_BYTES)
          throw new DocumentParseError('corrupt', `the ${label} file unpacks too large`);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof DocumentParseError) throw error;
    throw new DocumentParseError('corrupt', `the ${label} file is damaged`, { cause: error });
  }
  return names;
}

/** Inflates the named entries only, each checked against the size limit as it is read. */
export function readZipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, string> {
  const files = unzipSync(bytes, { filter: (entry) => wanted(entry.name) && entry.originalSize <= MAX_UNZIPPED_BYTES });
  const decoder = new TextDecoder();
  return new Map(Object.entries(files).map(([name, data]) => [name, decoder.decode(data)]));
}
