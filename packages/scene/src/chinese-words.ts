/**
 * Installs jieba (jieba-wasm: the same dictionary and algorithm in Node and in the browser) as
 * the product's Chinese word cutter (@orator/shared/text words.ts). Loaded only when a text
 * holds Han characters: the dictionary is about 4 MB (2.8 MB compressed), and loading it takes
 * a second or two, once per process or page.
 */
import { hasHan, installChineseWordCutter } from '@orator/shared/text';

let loading: Promise<void> | null = null;

export function loadChineseWords(): Promise<void> {
  loading ??= (async () => {
    const jieba = await import('jieba-wasm');
    // The browser build must be initialised (it fetches its .wasm); Node's build loads on import.
    const init: unknown = jieba.default;
    if (typeof init === 'function') await (init as () => Promise<unknown>)();
    installChineseWordCutter((text) => jieba.cut(text, true));
  })();
  return loading;
}

/** Loads the cutter when any of the texts needs it; resolves at once otherwise. */
export async function loadChineseWordsFor(texts: Iterable<string>): Promise<void> {
  for (const text of texts) if (hasHan(text)) return loadChineseWords();
}
