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

/**
 * A name for a file made from a text (a picture's prompt, a script read aloud) when the user gave
 * none: its first six words, at most 40 characters (a Chinese text, having no spaces, is cut at
 * 40), or `fallback` for an empty text.
 */
export function nameFromText(text: string, fallback: string): string {
  return text.trim().split(/\s+/u).slice(0, 6).join(' ').slice(0, 40) || fallback;
}
