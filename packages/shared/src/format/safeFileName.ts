/** Longest stem a derived file name keeps (in characters), so keys stay readable. */
const MAX_STEM_LENGTH = 80;

/**
 * A file-name stem made from a human name (a project title, a stock item's name): whitespace
 * becomes '-' (the upload rules refuse spaces in file names: product-rules#storage-uploads), characters that mean something in paths,
 * URLs or shells are dropped, letters of any script stay. Falls back when nothing is left.
 */
export function safeFileStem(name: string, fallback: string): string {
  const stem = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|#%&{}$!'`@^=+()[\];,~]/gu, '')
    .replace(/\s+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  const shortened = Array.from(stem)
    .slice(0, MAX_STEM_LENGTH)
    .join('')
    .replace(/[-.]+$/g, '');
  return shortened === '' ? fallback : shortened;
}
